/** 16-bit PCM mono WAV (RIFF) files: uploads for speech recognition, and test fixtures. */

const HEADER_BYTES = 44;

export function pcmToWav(pcm: Int16Array, sampleRate: number): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + pcm.byteLength);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + pcm.byteLength, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, pcm.byteLength, true);
  pcm.forEach((sample, i) => view.setInt16(HEADER_BYTES + i * 2, sample, true));
  return bytes;
}

/**
 * Reads a 16-bit PCM WAV, walking its chunks (espeak-ng and sox write extra ones). Multi-channel
 * audio is mixed down to mono.
 */
export function wavToPcm(bytes: Uint8Array): { pcm: Int16Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (bytes.length < 12 || text(0) !== 'RIFF' || text(8) !== 'WAVE') throw new Error('Not a WAV file');

  let format: { channels: number; sampleRate: number; bits: number; encoding: number } | undefined;
  for (let offset = 12; offset + 8 <= bytes.length; ) {
    const id = text(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      format = {
        encoding: view.getUint16(body, true),
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bits: view.getUint16(body + 14, true),
      };
    }
    if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its fmt chunk');
      // 0xfffe is WAVE_FORMAT_EXTENSIBLE, which sox writes for some layouts.
      if ((format.encoding !== 1 && format.encoding !== 0xfffe) || format.bits !== 16) {
        throw new Error('Only 16-bit PCM WAV is supported');
      }
      // Streamed WAVs may claim a larger data size than the file holds.
      const length = Math.min(size, bytes.length - body);
      return { pcm: readSamples(view, body, length, format.channels), sampleRate: format.sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error('WAV file has no data chunk');
}

function readSamples(view: DataView, start: number, length: number, channels: number): Int16Array {
  const frames = Math.floor(length / (2 * channels));
  const pcm = new Int16Array(frames);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < channels; c++) sum += view.getInt16(start + (i * channels + c) * 2, true);
    pcm[i] = Math.round(sum / channels);
  }
  return pcm;
}
