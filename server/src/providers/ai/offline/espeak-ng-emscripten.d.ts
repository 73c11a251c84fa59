/** Types for the parts of @echogarden/espeak-ng-emscripten we use (the package ships none). */
declare module '@echogarden/espeak-ng-emscripten' {
  export interface EspeakEvent {
    type: string;
    text_position: number;
    audio_position: number;
  }

  export interface EspeakWorker {
    set_voice(voice: string): void;
    set_rate(wordsPerMinute: number): void;
    set_pitch(pitch: number): void;
    get_samplerate(): number;
    /** Synthesises SSML text synchronously; the callback gets each chunk of 16-bit mono samples (a copy). */
    synthesize(text: string, onChunk: (samples: Int16Array | undefined, events: EspeakEvent[]) => boolean | void): void;
  }

  export interface EspeakModule {
    eSpeakNGWorker: new () => EspeakWorker;
  }

  const initialize: () => Promise<EspeakModule>;
  export default initialize;
}
