import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { Mic, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { isVoiceEncodingSupported } from '../audio/opus-encoder';
import { SoundCheckRecorder, type CapturedUtterance, type SoundCheckSnapshot } from '../audio/sound-check-recorder';
import { preloadVad } from '../audio/vad';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Speech RMS sits around 0.02-0.3; the square root spreads it over the bar. */
const meterPercent = (rms: number) => Math.round(Math.min(1, Math.sqrt(rms) * 1.8) * 100);

function LevelMeter({ read }: { read: () => number }) {
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
    <div role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={0} className="h-3 w-full overflow-hidden rounded-full bg-slate-100">
      <div ref={bar} className="h-full w-0 rounded-full bg-primary transition-[width] duration-75" />
    </div>
  );
}

function UtteranceList({ utterances }: { utterances: readonly CapturedUtterance[] }) {
  if (utterances.length === 0) return <p className="text-sm text-muted">Nothing heard yet. Say a sentence or two, then pause.</p>;
  return (
    <ol aria-label="What we heard" className="space-y-2">
      {utterances.map((u) => (
        <li key={u.id} data-duration-ms={Math.round(u.durationMs)} data-packets={u.packets} data-pre-speech-packets={u.preSpeechPackets} className="rounded-lg border border-border px-3 py-2 text-sm">
          You spoke for {seconds(u.durationMs)} ({u.packets} audio packets, {(u.bytes / 1024).toFixed(1)} KB)
        </li>
      ))}
    </ol>
  );
}

function statusText(state: SoundCheckSnapshot): string {
  switch (state.status) {
    case 'idle':
      return 'Press Start, then say a sentence or two.';
    case 'starting':
      return 'Getting your microphone ready…';
    case 'listening':
      return state.speaking ? 'Hearing you…' : 'Listening. Speak whenever you like.';
    case 'failed':
      return 'The sound check stopped.';
  }
}

function playbackText({ status, playedMs }: SoundCheckSnapshot['playback']): string | null {
  switch (status) {
    case 'idle':
      return null;
    case 'playing':
      return 'Playing back what you said…';
    case 'ended':
      return `Played ${seconds(playedMs)}. If you heard yourself clearly, you are ready for a voice session.`;
  }
}

export function Component() {
  const [recorder] = useState(() => new SoundCheckRecorder());
  const state = useSyncExternalStore(recorder.subscribe, recorder.getSnapshot);
  const supported = isVoiceEncodingSupported();

  useEffect(() => {
    if (supported) preloadVad();
    return () => void recorder.dispose();
  }, [recorder, supported]);

  const playback = playbackText(state.playback);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col gap-6 p-6">
      <h1 className="text-2xl font-semibold">Check your microphone and speakers</h1>
      <Card className="space-y-5">
        <div className="space-y-1">
          <CardTitle>Microphone</CardTitle>
          <CardDescription>We only listen on this page; nothing you say here is saved or sent.</CardDescription>
        </div>
        {!supported ? (
          <p role="alert" className="text-danger">
            Voice sessions need a newer browser, such as a current Chrome or Edge. You can still use text chat.
          </p>
        ) : (
          <>
            <Button onClick={recorder.start} loading={state.status === 'starting'} disabled={state.status === 'listening'}>
              <Mic className="h-4 w-4" aria-hidden /> {state.status === 'listening' ? 'Listening' : 'Start'}
            </Button>
            <p aria-live="polite" data-status={state.status} className="text-sm">{statusText(state)}</p>
            <LevelMeter read={recorder.level} />
            {state.error && <p role="alert" className="text-sm text-danger">{state.error}</p>}
            <UtteranceList utterances={state.utterances} />
          </>
        )}
      </Card>
      <Card className="space-y-4">
        <div className="space-y-1">
          <CardTitle>Speakers</CardTitle>
          <CardDescription>Play your words back to check that you can hear the companion.</CardDescription>
        </div>
        <Button variant="secondary" onClick={recorder.playBack} disabled={state.utterances.length === 0}>
          <Play className="h-4 w-4" aria-hidden /> Play back what I said
        </Button>
        {playback && (
          <p aria-live="polite" data-playback-status={state.playback.status} data-played-ms={state.playback.playedMs} className="text-sm">{playback}</p>
        )}
      </Card>
      <Link to={paths.dashboard.startSession} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
        Back to start a session
      </Link>
    </main>
  );
}
