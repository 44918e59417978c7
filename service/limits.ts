/** Small limits that keep one client from taking the whole service: a semaphore and a rate limiter. */

/** At most `size` holders at once; the others wait in arrival order. */
export class Semaphore {
  private held = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async acquire(): Promise<() => void> {
    if (this.held >= this.size) await new Promise<void>((r) => this.waiting.push(r));
    else this.held++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.held--;
    };
  }
}

/**
 * A token bucket per client: `burst` requests at once, refilled at `perSecond`. `take` answers 0 when
 * the request may go on, else the whole seconds to wait (for Retry-After). Buckets that are full again
 * are forgotten, so memory follows the clients of the last few seconds only.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private readonly sweep: NodeJS.Timeout | undefined;

  constructor(
    private readonly limit: { perSecond: number; burst: number },
    private readonly now: () => number = () => performance.now(),
  ) {
    if (limit.perSecond > 0) {
      this.sweep = setInterval(() => this.forgetFull(), 10_000);
      this.sweep.unref();
    }
  }

  take(client: string): number {
    const { perSecond, burst } = this.limit;
    if (perSecond <= 0) return 0;
    const t = this.now();
    const b = this.buckets.get(client) ?? { tokens: burst, at: t };
    b.tokens = Math.min(burst, b.tokens + ((t - b.at) / 1000) * perSecond);
    b.at = t;
    this.buckets.set(client, b);
    if (b.tokens >= 1) {
      b.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - b.tokens) / perSecond));
  }

  private forgetFull(): void {
    const t = this.now();
    for (const [client, b] of this.buckets) {
      if (b.tokens + ((t - b.at) / 1000) * this.limit.perSecond >= this.limit.burst) {
        this.buckets.delete(client);
      }
    }
  }

  stop(): void {
    clearInterval(this.sweep);
  }
}
