/** Ogg pages (RFC 3533): the container Opus travels in as a file or an HTTP body. */

const CAPTURE = [0x4f, 0x67, 0x67, 0x53]; // "OggS"
const HEADER_BYTES = 27;
export const MAX_SEGMENTS = 255;

export const PageFlag = { continued: 0x01, firstPage: 0x02, lastPage: 0x04 } as const;

export interface OggPage {
  flags: number;
  granulePosition: bigint;
  serial: number;
  sequence: number;
  /** Lacing values: a packet ends at the first value below 255. */
  segments: number[];
  body: Uint8Array;
}

const crcTable = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let bit = 0; bit < 8; bit++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

/** Ogg's CRC-32: polynomial 0x04c11db7, initial 0, not reflected, no final xor. */
export function oggCrc32(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ (crcTable[((crc >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0;
  return crc;
}

/** Lacing values for one packet. */
export function lacing(packetLength: number): number[] {
  const values = new Array<number>(Math.floor(packetLength / 255)).fill(255);
  values.push(packetLength % 255);
  return values;
}

export function writePage(page: OggPage): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + page.segments.length + page.body.length);
  const view = new DataView(bytes.buffer);
  bytes.set(CAPTURE, 0);
  bytes[4] = 0; // stream structure version
  bytes[5] = page.flags;
  view.setBigInt64(6, page.granulePosition, true);
  view.setUint32(14, page.serial, true);
  view.setUint32(18, page.sequence, true);
  bytes[26] = page.segments.length;
  bytes.set(page.segments, HEADER_BYTES);
  bytes.set(page.body, HEADER_BYTES + page.segments.length);
  view.setUint32(22, oggCrc32(bytes), true); // computed with the CRC field still zero
  return bytes;
}

/**
 * Reads the page at the start of `bytes`. Returns undefined when the page is not complete yet;
 * throws when the bytes are not an Ogg page or its checksum is wrong.
 */
export function readPage(bytes: Uint8Array): { page: OggPage; length: number } | undefined {
  if (bytes.length < HEADER_BYTES) return undefined;
  if (!CAPTURE.every((b, i) => bytes[i] === b)) throw new Error('Not an Ogg stream: missing the OggS capture pattern');
  const segmentCount = bytes[26] ?? 0;
  if (bytes.length < HEADER_BYTES + segmentCount) return undefined;
  const segments = [...bytes.subarray(HEADER_BYTES, HEADER_BYTES + segmentCount)];
  const bodyLength = segments.reduce((sum, v) => sum + v, 0);
  const length = HEADER_BYTES + segmentCount + bodyLength;
  if (bytes.length < length) return undefined;

  const pageBytes = bytes.slice(0, length);
  const view = new DataView(pageBytes.buffer);
  const expected = view.getUint32(22, true);
  view.setUint32(22, 0, true);
  if (oggCrc32(pageBytes) !== expected) throw new Error('Corrupt Ogg page: checksum mismatch');
  return {
    length,
    page: {
      flags: pageBytes[5] ?? 0,
      granulePosition: view.getBigInt64(6, true),
      serial: view.getUint32(14, true),
      sequence: view.getUint32(18, true),
      segments,
      body: pageBytes.subarray(HEADER_BYTES + segmentCount),
    },
  };
}
