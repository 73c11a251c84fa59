// Reads microphone frames and encodes them to Opus off the main thread: voice detection and
// rendering can block the main thread for long enough that the track processor drops frames.

/** Raw Opus on the wire: 48 kHz clock, mono, 20 ms per packet. */
const OPUS_FRAME_US = 20_000;
const BITRATE = 32_000;

export type EncoderCommand = { type: 'start'; frames: ReadableStream<AudioData> } | { type: 'stop' };

export type EncoderEvent =
  | { type: 'packet'; data: ArrayBuffer; timestampUs: number; durationUs: number }
  | { type: 'ready' }
  | { type: 'error'; message: string }
  | { type: 'stopped' };

const post = (event: EncoderEvent, transfer: Transferable[] = []) => self.postMessage(event, { transfer });

function toMono(frame: AudioData): AudioData {
  if (frame.numberOfChannels === 1) return frame;
  const samples = new Float32Array(frame.numberOfFrames);
  frame.copyTo(samples, { planeIndex: 0, format: 'f32-planar' });
  const mono = new AudioData({
    data: samples,
    format: 'f32-planar',
    numberOfChannels: 1,
    numberOfFrames: frame.numberOfFrames,
    sampleRate: frame.sampleRate,
    timestamp: frame.timestamp,
  });
  frame.close();
  return mono;
}

interface Session {
  readonly reader: ReadableStreamDefaultReader<AudioData>;
  readonly encoder: AudioEncoder;
  stopping: boolean;
}

let session: Session | null = null;

function open(frames: ReadableStream<AudioData>): Session {
  const encoder = new AudioEncoder({
    output: (chunk) => {
      const data = new ArrayBuffer(chunk.byteLength);
      chunk.copyTo(data);
      post({ type: 'packet', data, timestampUs: chunk.timestamp, durationUs: chunk.duration ?? OPUS_FRAME_US }, [data]);
    },
    error: (error) => post({ type: 'error', message: error.message }),
  });
  return { reader: frames.getReader(), encoder, stopping: false };
}

async function encode(current: Session): Promise<void> {
  const { reader, encoder } = current;
  for (;;) {
    const { done, value } = await reader.read();
    if (done || current.stopping) {
      value?.close();
      return;
    }
    const frame = toMono(value);
    if (encoder.state === 'unconfigured') {
      // The encoder resamples to Opus's 48 kHz itself; it only needs the capture rate.
      encoder.configure({
        codec: 'opus',
        sampleRate: frame.sampleRate,
        numberOfChannels: 1,
        bitrate: BITRATE,
        opus: { frameDuration: OPUS_FRAME_US, complexity: 5 },
      });
    }
    if (encoder.state === 'configured') encoder.encode(frame);
    frame.close();
  }
}

async function stop(): Promise<void> {
  const current = session;
  session = null;
  if (current) {
    current.stopping = true;
    await current.reader.cancel().catch(() => undefined);
    if (current.encoder.state === 'configured') await current.encoder.flush().catch(() => undefined);
    if (current.encoder.state !== 'closed') current.encoder.close();
  }
  post({ type: 'stopped' });
}

self.addEventListener('message', (event: MessageEvent<EncoderCommand>) => {
  const command = event.data;
  switch (command.type) {
    case 'start': {
      const started = open(command.frames);
      session = started;
      encode(started).catch((error: unknown) => {
        if (!started.stopping) post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
      });
      return;
    }
    case 'stop':
      void stop();
      return;
  }
});

post({ type: 'ready' });
