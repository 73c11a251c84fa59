/** One raw Opus packet (no container) as WebCodecs produces it. */
export interface OpusPacket {
  readonly data: Uint8Array;
  readonly timestampUs: number;
  readonly durationUs: number;
}

/**
 * Keeps the newest packets up to a fixed count, so audio from just before the voice detector
 * noticed speech can still be sent and the first syllable is not lost.
 */
export class PacketRing {
  private readonly slots: (OpusPacket | undefined)[];
  private next = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
    this.slots = new Array<OpusPacket | undefined>(capacity);
  }

  get size(): number {
    return this.count;
  }

  push(packet: OpusPacket): void {
    this.slots[this.next] = packet;
    this.next = (this.next + 1) % this.capacity;
    this.count = Math.min(this.count + 1, this.capacity);
  }

  /** Returns the held packets oldest first and empties the ring. */
  drain(): OpusPacket[] {
    const start = (this.next - this.count + this.capacity) % this.capacity;
    const packets: OpusPacket[] = [];
    for (let i = 0; i < this.count; i += 1) {
      const index = (start + i) % this.capacity;
      const packet = this.slots[index];
      if (packet) packets.push(packet);
      this.slots[index] = undefined;
    }
    this.count = 0;
    return packets;
  }
}
