import type { CSSProperties } from 'react';
import { cn } from '@/lib/cn';
import type { BreathingPhase } from '../machines/breathing-machine';

const tones: Record<BreathingPhase, string> = {
  prepare: 'from-slate-200 to-slate-300',
  inhale: 'from-teal-200 to-teal-400',
  hold: 'from-sky-200 to-sky-400',
  exhale: 'from-indigo-200 to-indigo-300',
};

/**
 * The circle that grows on the inhale and shrinks on the exhale. With reduced motion asked for, it keeps
 * its size and only its colour changes; the phase and the seconds are always written in it.
 */
export function BreathingCircle({
  phase,
  label,
  secondsLeft,
  scale,
}: {
  phase: BreathingPhase;
  label: string;
  secondsLeft: number;
  scale: number;
}) {
  return (
    <div className="relative mx-auto flex h-64 w-64 items-center justify-center sm:h-72 sm:w-72">
      <div aria-hidden className="absolute inset-0 rounded-full border-2 border-dashed border-slate-200" />
      <div
        aria-hidden
        data-testid="breathing-circle"
        style={{ '--breath-scale': scale.toFixed(3) } as CSSProperties}
        className={cn(
          'absolute inset-0 rounded-full bg-gradient-to-br shadow-inner',
          'motion-safe:scale-(--breath-scale) motion-safe:transition-[scale,background-color] motion-safe:duration-300 motion-safe:ease-linear',
          tones[phase],
        )}
      />
      <div className="relative text-center">
        <p className="text-2xl font-semibold text-slate-900" data-testid="breathing-phase">
          {label}
        </p>
        <p className="mt-1 text-4xl font-light tabular-nums text-slate-900" data-testid="breathing-seconds">
          {secondsLeft}
        </p>
      </div>
    </div>
  );
}
