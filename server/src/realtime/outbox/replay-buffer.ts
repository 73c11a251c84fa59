/**
 * The last `capacity` session events as sent (already serialised), so a client that reconnects gets
 * exactly the ones it missed. Memory is bounded whatever the session does.
 */
export class ReplayBuffer {
  private readonly frames: string[];
  private readonly seqs: Float64Array;
  private start = 0;
  private size = 0;

  constructor(private readonly capacity: number) {
    this.frames = new Array<string>(capacity);
    this.seqs = new Float64Array(capacity);
  }

  push(seq: number, frame: string): void {
    const slot = (this.start + this.size) % this.capacity;
    this.frames[slot] = frame;
    this.seqs[slot] = seq;
    if (this.size < this.capacity) this.size++;
    else this.start = (this.start + 1) % this.capacity;
  }

  /** Frames after `lastSeq`, oldest first; null when some of them were already dropped. */
  since(lastSeq: number): string[] | null {
    return this.numberedSince(lastSeq)?.map(([, frame]) => frame) ?? null;
  }

  /** The same, each with its `seq`. */
  numberedSince(lastSeq: number): [number, string][] | null {
    const missed: [number, string][] = [];
    for (let i = 0; i < this.size; i++) {
      const slot = (this.start + i) % this.capacity;
      const seq = this.seqs[slot] ?? 0;
      if (seq > lastSeq) missed.push([seq, this.frames[slot] ?? '']);
    }
    const oldest = this.size > 0 ? (this.seqs[this.start] ?? 0) : lastSeq + 1;
    return oldest > lastSeq + 1 ? null : missed;
  }
}
