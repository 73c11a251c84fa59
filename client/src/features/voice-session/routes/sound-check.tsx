import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { Mic, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { currentLanguage, useSayMessage } from '@/lib/i18n';
import { isVoiceEncodingSupported } from '../audio/opus-encoder';
import { SoundCheckRecorder, type CapturedUtterance, type SoundCheckSnapshot } from '../audio/sound-check-recorder';
import { preloadVad } from '../audio/vad';

/** A number to one decimal in the page's language ('1.5', '1,5'). */
const oneDecimal = (value: number) =>
  new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
const seconds = (ms: number, t: TFunction<'session'>) => t('soundCheck.seconds', { value: oneDecimal(ms / 1000) });

/** Speech RMS sits around 0.02-0.3; the square root spreads it over the bar. */
const meterPercent = (rms: number) => Math.round(Math.min(1, Math.sqrt(rms) * 1.8) * 100);

function LevelMeter({ read }: { read: () => number }) {
  const { t } = useTranslation('session');
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let frame = requestAnimationFrame(function draw() {
      const percent = meterPercent(read());
      bar.current?.style.setProperty('width', `${percent}%`);
      bar.current?.parentElement?.setAttribute('aria-valuenow', String(percent));
      frame = requestAnimationFrame(draw);
    });
    return () => cancelAnimationFrame(frame);
  }, [read]);
  return (
    <div role="meter" aria-label={t('soundCheck.level')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} className="h-3 w-full overflow-hidden rounded-full bg-slate-100">
      <div ref={bar} className="h-full w-0 rounded-full bg-primary transition-[width] duration-75" />
    </div>
  );
}

function UtteranceList({ utterances }: { utterances: readonly CapturedUtterance[] }) {
  const { t } = useTranslation('session');
  if (utterances.length === 0) return <p className="text-sm text-muted">{t('soundCheck.nothingYet')}</p>;
  return (
    <ol aria-label={t('soundCheck.heard')} className="space-y-2">
      {utterances.map((u) => (
        <li key={u.id} data-duration-ms={Math.round(u.durationMs)} data-packets={u.packets} data-pre-speech-packets={u.preSpeechPackets} className="rounded-lg border border-border px-3 py-2 text-sm">
          {t('soundCheck.utterance', { duration: seconds(u.durationMs, t), packets: u.packets, size: oneDecimal(u.bytes / 1024) })}
        </li>
      ))}
    </ol>
  );
}

function statusText(state: SoundCheckSnapshot, t: TFunction<'session'>): string {
  switch (state.status) {
    case 'idle':
      return t('soundCheck.statusIdle');
    case 'starting':
      return t('soundCheck.statusStarting');
    case 'listening':
      return state.speaking ? t('soundCheck.statusHearing') : t('soundCheck.statusListening');
    case 'failed':
      return t('soundCheck.statusFailed');
  }
}

function playbackText({ status, playedMs }: SoundCheckSnapshot['playback'], t: TFunction<'session'>): string | null {
  switch (status) {
    case 'idle':
      return null;
    case 'playing':
      return t('soundCheck.playing');
    case 'ended':
      return t('soundCheck.played', { duration: seconds(playedMs, t) });
  }
}

export function Component() {
  const { t } = useTranslation('session');
  const say = useSayMessage();
  const [recorder] = useState(() => new SoundCheckRecorder());
  const state = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  const supported = isVoiceEncodingSupported();

  useEffect(() => {
    if (supported) preloadVad();
    return () => void recorder.dispose();
  }, [recorder, supported]);

  const playback = playbackText(state.playback, t);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-semibold">{t('soundCheck.title')}</h1>
      <Card className="space-y-5">
        <div className="space-y-1">
          <CardTitle>{t('soundCheck.micTitle')}</CardTitle>
          <CardDescription>{t('soundCheck.micDescription')}</CardDescription>
        </div>
        {!supported ? (
          <p role="alert" className="text-danger">
            {t('soundCheck.unsupported')}
          </p>
        ) : (
          <>
            <Button onClick={recorder.start} loading={state.status === 'starting'} disabled={state.status === 'listening'}>
              <Mic className="h-4 w-4" aria-hidden /> {state.status === 'listening' ? t('soundCheck.listening') : t('soundCheck.start')}
            </Button>
            <p aria-live="polite" data-status={state.status} className="text-sm">{statusText(state, t)}</p>
            <LevelMeter read={recorder.level} />
            {state.error && <p role="alert" className="text-sm text-danger">{say(state.error)}</p>}
            <UtteranceList utterances={state.utterances} />
          </>
        )}
      </Card>
      <Card className="space-y-4">
        <div className="space-y-1">
          <CardTitle>{t('soundCheck.speakersTitle')}</CardTitle>
          <CardDescription>{t('soundCheck.speakersDescription')}</CardDescription>
        </div>
        <Button variant="secondary" onClick={recorder.playBack} disabled={state.utterances.length === 0}>
          <Play className="h-4 w-4" aria-hidden /> {t('soundCheck.playBack')}
        </Button>
        {playback && (
          <p aria-live="polite" data-playback-status={state.playback.status} data-played-ms={state.playback.playedMs} className="text-sm">{playback}</p>
        )}
      </Card>
      <Link to={paths.dashboard.startSession} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        {t('soundCheck.back')}
      </Link>
    </main>
  );
}
