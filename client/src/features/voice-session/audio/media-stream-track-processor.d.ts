// Chromium's MediaStreamTrackProcessor (Insertable Streams for MediaStreamTrack) is not in
// TypeScript's DOM library yet; only the audio side the encoder uses is declared here.
interface MediaStreamTrackProcessorInit {
  track: MediaStreamTrack;
  maxBufferSize?: number;
}

interface MediaStreamAudioTrackProcessor {
  readonly readable: ReadableStream<AudioData>;
}

declare const MediaStreamTrackProcessor:
  | {
      prototype: MediaStreamAudioTrackProcessor;
      new (init: MediaStreamTrackProcessorInit): MediaStreamAudioTrackProcessor;
    }
  | undefined;
