import { useRef, useState } from 'react';
import { Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, productLanguage } from '@shared/i18n/languages';
import { useNearViewport } from '@/lib/use-near-viewport';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';

/**
 * The looping, muted demo of a conversation, in the page's language (one video per language, made
 * by scripts/make-demo-video.ts). It loads only when it nears the viewport, does not start by
 * itself for people who asked for less motion, and can always be paused.
 */
export function DemoVideo() {
  const { t, i18n } = useTranslation('landing');
  const language = productLanguage(i18n.resolvedLanguage) ?? defaultLanguage;
  const videoSrc = `/demo/${language}.webm`;
  const frameRef = useRef<HTMLDivElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(frameRef);
  const reducedMotion = usePrefersReducedMotion();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === videoSrc;
  const [playing, setPlaying] = useState(false);

  const togglePlayback = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  };

  return (
    <div
      ref={frameRef}
      className="relative aspect-video overflow-hidden rounded-2xl border border-border bg-teal-50 shadow-xl shadow-teal-900/10"
    >
      {failed ? (
        <div role="alert" className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-slate-700">{t('demo.failed')}</p>
          <a
            href={videoSrc}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            {t('demo.open')}
          </a>
        </div>
      ) : (
        <>
          <video
            ref={videoRef}
            className="h-full w-full object-cover"
            src={near ? videoSrc : undefined}
            poster={`/demo/${language}.jpg`}
            aria-label={t('demo.label')}
            loop
            muted
            autoPlay={!reducedMotion}
            playsInline
            preload="none"
            onError={() => setFailedSrc(videoSrc)}
            onPlay={() => setPlaying(true)}
            onPause={() => setPlaying(false)}
          />
          {near && (
            <button
              type="button"
              onClick={togglePlayback}
              aria-label={playing ? t('demo.pause') : t('demo.play')}
              className="absolute bottom-3 end-3 inline-flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-foreground shadow-md hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {playing ? <Pause className="h-4 w-4" aria-hidden="true" /> : <Play className="h-4 w-4" aria-hidden="true" />}
            </button>
          )}
        </>
      )}
    </div>
  );
}
