import { useEffect, useRef, useState } from 'react';
import { fetchRecording } from '../api/history-api';

export type PlayerState = 'idle' | 'loading' | 'playing' | 'failed';

/** The one recording playing on the page: starting another stops it. */
let playing: { audio: HTMLAudioElement; stop: () => void } | null = null;

/**
 * Plays one kept recording: fetched on the first play (never before: most are never listened to),
 * then played from memory; a second press stops it.
 */
export function useRecordingPlayer(url: string) {
  const [state, setState] = useState<PlayerState>('idle');
  const audio = useRef<HTMLAudioElement | null>(null);
  const objectUrl = useRef<string | null>(null);
  const gone = useRef(false);

  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      if (playing?.audio === audio.current) playing = null;
      audio.current?.pause();
      if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    };
  }, []);

  const stop = () => {
    audio.current?.pause();
    if (audio.current) audio.current.currentTime = 0;
    setState('idle');
  };

  const toggle = async () => {
    if (state === 'playing') return stop();
    if (state === 'loading') return;
    setState('loading');
    try {
      if (!audio.current) {
        const recording = await fetchRecording(url);
        // The page was left while the recording came: nothing plays with no control to stop it.
        if (gone.current) return;
        objectUrl.current = URL.createObjectURL(recording);
        audio.current = new Audio(objectUrl.current);
        audio.current.addEventListener('ended', () => setState('idle'));
      }
      if (playing && playing.audio !== audio.current) playing.stop();
      playing = { audio: audio.current, stop };
      await audio.current.play();
      setState('playing');
    } catch {
      setState('failed');
    }
  };

  return { state, toggle };
}
