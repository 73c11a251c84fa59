import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** Speech RMS sits around 0.02-0.3; the square root spreads it over the bar. */
const percentOf = (rms: number) => Math.round(Math.min(1, Math.sqrt(rms) * 1.8) * 100);

/** The live microphone level, redrawn every frame without re-rendering React. */
export function LevelMeter({ read, active }: { read: () => number; active: boolean }) {
  const { t } = useTranslation('session');
  const meter = useRef<HTMLDivElement>(null);
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!active) {
      bar.current?.style.setProperty('width', '0%');
      meter.current?.setAttribute('aria-valuenow', '0');
      return;
    }
    let frame = requestAnimationFrame(function draw() {
      const percent = percentOf(read());
      bar.current?.style.setProperty('width', `${percent}%`);
      meter.current?.setAttribute('aria-valuenow', String(percent));
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [read, active]);
  return (
    <div
      ref={meter}
      role="meter"
      aria-label={t('voicePanel.level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-slate-100"
    >
      <div ref={bar} className="h-full w-0 rounded-full bg-primary transition-[width] duration-75" />
    </div>
  );
}
