import { describe, expect, it } from 'vitest';
import { createOggOpusDemuxer, oggOpusFile } from './ogg-opus';
import { encodeOpusPackets } from './opus';
import { oggCrc32 } from './ogg-page';
import { sine } from '../../../tests/support/test-signals';

const packets = encodeOpusPackets(sine({ rate: 48000, hz: 220, ms: 1500 }), 48000);

function feed(file: Uint8Array, sizes: number[]): Uint8Array[] {
  const demuxer = createOggOpusDemuxer();
  const out: Uint8Array[] = [];
  for (let offset = 0, i = 0; offset < file.length; i++) {
    const size = sizes[i % sizes.length] ?? 1;
    out.push(...demuxer.push(file.subarray(offset, offset + size)));
    offset += size;
  }
  return out;
}

describe('Ogg Opus', () => {
  it('computes the Ogg CRC-32 (CRC-32/POSIX without the final inversion)', () => {
    expect(oggCrc32(new TextEncoder().encode('123456789'))).toBe(~0x765e7680 >>> 0);
  });

  it('writes OpusHead first and gives back exactly the muxed packets in one push', () => {
    const file = oggOpusFile(packets, 48000);
    expect(new TextDecoder().decode(file.subarray(28, 36))).toBe('OpusHead');
    expect(feed(file, [file.length])).toEqual(packets);
  });

  it('demuxes a body arriving in odd-sized chunks', () => {
    const file = oggOpusFile(packets, 16000);
    expect(feed(file, [1, 7, 13, 250, 3, 1021])).toEqual(packets);
  });

  it('carries packets longer than 255 bytes across lacing values', () => {
    const big = [Uint8Array.from({ length: 600 }, (_, i) => i % 256), Uint8Array.of(0xf8, 1, 2), Uint8Array.from({ length: 510 }, () => 7)];
    big[0]![0] = 0xf8; // a valid TOC byte: CELT 20 ms, one frame
    big[2]![0] = 0xf8;
    expect(feed(oggOpusFile(big, 48000), [5, 100])).toEqual(big);
  });

  it('rejects a corrupted page and a stream that is not Ogg', () => {
    const file = oggOpusFile(packets, 48000);
    const at = file.length - 3;
    file[at] = (file[at] ?? 0) ^ 0xff;
    expect(() => createOggOpusDemuxer().push(file)).toThrow(/checksum/);
    expect(() => createOggOpusDemuxer().push(new TextEncoder().encode('RIFF0000WAVEfmt ........................'))).toThrow(/OggS/);
  });
});
