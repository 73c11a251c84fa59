import { describe, expect, it } from 'vitest';
import { PacketRing, type OpusPacket } from './packet-ring';

const packet = (n: number): OpusPacket => ({ data: new Uint8Array([n]), timestampUs: n * 20_000, durationUs: 20_000 });
const numbers = (packets: OpusPacket[]) => packets.map((p) => p.data[0]);

describe('PacketRing', () => {
  it('keeps only the newest packets, oldest first', () => {
    const ring = new PacketRing(3);
    [1, 2, 3, 4, 5].forEach((n) => ring.push(packet(n)));
    expect(ring.size).toBe(3);
    expect(numbers(ring.drain())).toEqual([3, 4, 5]);
  });

  it('returns fewer packets than its capacity when not yet full', () => {
    const ring = new PacketRing(25);
    [1, 2].forEach((n) => ring.push(packet(n)));
    expect(numbers(ring.drain())).toEqual([1, 2]);
  });

  it('is empty after draining and fills again in order', () => {
    const ring = new PacketRing(2);
    [1, 2, 3].forEach((n) => ring.push(packet(n)));
    ring.drain();
    expect(ring.size).toBe(0);
    expect(ring.drain()).toEqual([]);
    [4, 5, 6, 7].forEach((n) => ring.push(packet(n)));
    expect(numbers(ring.drain())).toEqual([6, 7]);
  });

  it('refuses a capacity that holds nothing', () => {
    expect(() => new PacketRing(0)).toThrow(RangeError);
    expect(() => new PacketRing(1.5)).toThrow(RangeError);
  });
});
