import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RealtimeSession } from '@/session/realtime-session';
import type * as VoiceModule from '../voice/voice-call';
import type { VoiceCall } from '../voice/voice-call';
// Small and free of audio code: safe to import outside the lazily loaded voice module.
import { idleVoiceCall } from '../voice/voice-call-state';

let loading: Promise<typeof VoiceModule> | null = null;

/** The voice module (detector, onnxruntime glue, encoder, player) is its own chunk, fetched on demand. */
function loadVoiceModule(): Promise<typeof VoiceModule> {
  loading ??= import('../voice/voice-call').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const noSubscription = () => () => undefined;
const offSnapshot = () => idleVoiceCall;

/**
 * The screen's voice call. The module (small) loads as the screen opens, so a session that turns to
 * voice or resumes one is heard; the detector's model and runtime (4 MB) only when the person reaches
 * for a call (`preload`, on hovering or focusing it) or starts one. `ready()` resolves once it is usable.
 */
export function useVoiceCall(session: RealtimeSession) {
  const [call, setCall] = useState<VoiceCall | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const current = useRef<Promise<VoiceCall> | null>(null);

  const ready = useCallback((): Promise<VoiceCall> => {
    current.current ??= loadVoiceModule().then((module) => {
      const created = new module.VoiceCall(session);
      setCall(created);
      return created;
    });
    current.current.catch(() => {
      current.current = null;
      setLoadFailed(true);
    });
    return current.current;
  }, [session]);

  useEffect(() => {
    void ready().catch(() => undefined);
    return () => {
      const closing = current.current;
      current.current = null;
      setCall(null);
      void closing?.then((created) => created.close()).catch(() => undefined);
    };
  }, [ready]);

  const preload = useCallback(() => void loadVoiceModule().then((module) => module.preloadVad(), () => undefined), []);

  const snapshot = useSyncExternalStore(call?.subscribe ?? noSubscription, call?.getSnapshot ?? offSnapshot);
  return { call, snapshot, ready, preload, loadFailed };
}
