import { textKey } from '@shared/i18n/text';
/** Shown when the browser refuses or lacks a microphone (text from the product specification): a text key, said where it is shown. */
export const MIC_ACCESS_FAILED = textKey('session:screen.micDenied');

export class MicAccessError extends Error {
  constructor(readonly reason: 'denied' | 'missing' | 'unsupported' | 'failed') {
    super(MIC_ACCESS_FAILED);
    this.name = 'MicAccessError';
  }
}

/** The one capture stream shared by the voice detector and the encoder. */
export interface Mic {
  readonly stream: MediaStream;
  readonly track: MediaStreamTrack;
  /** Stops the capture, which turns off the browser's recording indicator. */
  stop(): void;
}

const constraints: MediaStreamConstraints = {
  audio: {
    channelCount: { ideal: 1 },
    sampleRate: { ideal: 48_000 },
    // Echo cancellation keeps the companion's voice out of the detector; see VOICE-NOTES.
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
  },
  video: false,
};

function reasonOf(error: unknown): MicAccessError['reason'] {
  if (!(error instanceof DOMException)) return 'failed';
  switch (error.name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'missing';
    default:
      return 'failed';
  }
}

/** Asks for the microphone; throws a MicAccessError with the product's message on any failure. */
export async function openMic(): Promise<Mic> {
  if (!navigator.mediaDevices?.getUserMedia) throw new MicAccessError('unsupported');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia(constraints);
  } catch (error) {
    throw new MicAccessError(reasonOf(error));
  }
  const track = stream.getAudioTracks()[0];
  if (!track) {
    stream.getTracks().forEach((t) => t.stop());
    throw new MicAccessError('missing');
  }
  return {
    stream,
    track,
    stop: () => stream.getTracks().forEach((t) => t.stop()),
  };
}
