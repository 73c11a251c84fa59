/** Work that outlives a turn or a session (summaries); awaited when the server closes. */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<unknown>>();

  track(task: Promise<unknown>): void {
    const settled = task.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(settled);
    void settled.then(() => this.pending.delete(settled));
  }

  get size(): number {
    return this.pending.size;
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
