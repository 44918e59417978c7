/** Shares one in-flight promise per key among all callers. */
export class InFlight<T> {
  private readonly pending = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const existing = this.pending.get(key);
    if (existing) return existing;
    const p = work().finally(() => this.pending.delete(key));
    this.pending.set(key, p);
    return p;
  }

  get size(): number {
    return this.pending.size;
  }
}
