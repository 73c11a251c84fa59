import { MAX_SEGMENTS, PageFlag, lacing, readPage, writePage } from './ogg-page';
import { opusPacketDurationMs } from './opus';

/** Encoder delay announced in OpusHead; libopus's usual value at 48 kHz. */
const PRE_SKIP = 312;
/** Packets per audio page: 200 ms of 20 ms packets, so a streamed body arrives in small steps. */
const PACKETS_PER_PAGE = 10;
const encoder = new TextEncoder();

export interface OggOpusDemuxer {
  /** Feeds the next bytes of the stream; returns the audio packets completed by them, in order. */
  push(chunk: Uint8Array): Uint8Array[];
}

/**
 * An incremental Ogg Opus demuxer for one logical stream: accepts the body in chunks of any size and
 * hands out complete Opus audio packets, skipping the OpusHead and OpusTags headers.
 */
export function createOggOpusDemuxer(): OggOpusDemuxer {
  let pending: Uint8Array = new Uint8Array(0);
  let partial: Uint8Array[] = [];
  let packetsSeen = 0;

  const finishPacket = (out: Uint8Array[]) => {
    const packet = partial.length === 1 ? (partial[0] as Uint8Array) : concat(partial);
    partial = [];
    packetsSeen += 1;
    if (packetsSeen === 1 && !startsWith(packet, 'OpusHead')) throw new Error('Not an Ogg Opus stream: no OpusHead');
    if (packetsSeen > 2) out.push(packet); // the first two packets are OpusHead and OpusTags
  };

  return {
    push(chunk) {
      pending = pending.length === 0 ? chunk : concat([pending, chunk]);
      const out: Uint8Array[] = [];
      for (let read = readPage(pending); read; read = readPage(pending)) {
        pending = pending.subarray(read.length);
        let offset = 0;
        for (const value of read.page.segments) {
          partial.push(read.page.body.subarray(offset, offset + value));
          offset += value;
          if (value < 255) finishPacket(out);
        }
      }
      return out;
    },
  };
}

/** A complete mono Ogg Opus file from raw packets (48 kHz clock); `sampleRate` is the original input rate. */
export function oggOpusFile(packets: Uint8Array[], sampleRate: number): Uint8Array {
  const serial = 0x536f6c61; // any fixed value: one logical stream per file
  const pages: Uint8Array[] = [];
  const page = (flags: number, granulePosition: bigint, body: Uint8Array[]) =>
    pages.push(
      writePage({ flags, granulePosition, serial, sequence: pages.length, segments: body.flatMap((p) => lacing(p.length)), body: concat(body) }),
    );

  page(PageFlag.firstPage, 0n, [opusHead(sampleRate)]);
  page(0, 0n, [opusTags()]);
  let granule = BigInt(PRE_SKIP);
  for (let start = 0; start < packets.length; start += PACKETS_PER_PAGE) {
    const group = packets.slice(start, start + PACKETS_PER_PAGE);
    if (group.some((p) => lacing(p.length).length > MAX_SEGMENTS / PACKETS_PER_PAGE)) {
      throw new RangeError('Opus packet too large for an Ogg page');
    }
    for (const p of group) granule += BigInt(Math.round(opusPacketDurationMs(p) * 48));
    const last = start + PACKETS_PER_PAGE >= packets.length;
    page(last ? PageFlag.lastPage : 0, granule, group);
  }
  if (packets.length === 0) page(PageFlag.lastPage, granule, []);
  return concat(pages);
}

function opusHead(sampleRate: number): Uint8Array {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(encoder.encode('OpusHead'), 0);
  head[8] = 1; // version
  head[9] = 1; // channels
  view.setUint16(10, PRE_SKIP, true);
  view.setUint32(12, sampleRate, true);
  view.setInt16(16, 0, true); // output gain
  head[18] = 0; // channel mapping family: mono/stereo
  return head;
}

function opusTags(): Uint8Array {
  const vendor = encoder.encode('Solace');
  const tags = new Uint8Array(8 + 4 + vendor.length + 4);
  const view = new DataView(tags.buffer);
  tags.set(encoder.encode('OpusTags'), 0);
  view.setUint32(8, vendor.length, true);
  tags.set(vendor, 12);
  view.setUint32(12 + vendor.length, 0, true); // no user comments
  return tags;
}

function startsWith(bytes: Uint8Array, magic: string): boolean {
  return [...encoder.encode(magic)].every((b, i) => bytes[i] === b);
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}
