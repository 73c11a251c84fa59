import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { RealtimeSession } from '@/lib/realtime-session';
import type * as VoiceModule from '../voice/voice-call';
import type { VoiceCall, VoiceCallSnapshot } from '../voice/voice-call';

let loading: Promise<typeof VoiceModule> | null = null;

/** The voice module (detector, onnxruntime glue, encoder, player) is its own chunk, fetched on demand. */
function loadVoiceModule(): Promise<typeof VoiceModule> {
  loading ??= import('../voice/voice-call').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const off: VoiceCallSnapshot = {
  micOn: false, starting: false, hearing: false, thinking: false, speaking: false,
  status: 'off', turns: new Map(), bargeIns: 0,
};
const noSubscription = () => () => undefined;
const offSnapshot = () => off;

/**
 * The screen's voice call: the module starts loading (and the detector's model with it) as soon as
 * the screen opens, so a call can begin without waiting. `ready()` resolves once it is usable.
 */
export function useVoiceCall(session: RealtimeSession) {
  const [call, setCall] = useState<VoiceCall | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const current = useRef<Promise<VoiceCall> | null>(null);

  const ready = useCallback((): Promise<VoiceCall> => {
    current.current ??= loadVoiceModule().then((module) => {
      module.preloadVad();
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

  const snapshot = useSyncExternalStore(call?.subscribe ?? noSubscription, call?.getSnapshot ?? offSnapshot);
  return { call, snapshot, ready, loadFailed };
}
