import { useEffect, useState } from 'react';
import type { VoiceTime } from './session-state';

/** Seconds as m:ss, or h:mm:ss from an hour (SPEC: the session timer reads mm:ss). */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${String(m).padStart(2, '0')}:${s}`;
}

/**
 * Voice seconds left now: the smaller of today's and this session's allowance, counted down from the
 * server's last usage event while voice is running (an unlimited plan still has the session cap).
 */
export function voiceSecondsLeft(time: VoiceTime, running: boolean, now: number): number {
  const left = Math.min(time.dailyRemainingSeconds ?? Infinity, time.sessionRemainingSeconds);
  const since = running ? Math.max(0, (now - time.receivedAt) / 1000) : 0;
  return Math.max(0, Math.ceil(left - since));
}

/** The current time, updated every `everyMs` while `active`. */
export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs]);
  return now;
}
