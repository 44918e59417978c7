/**
 * Timers and frames tied to the content script's signal: each is cancelled when the signal aborts
 * (the extension reloads or the page goes), so nothing of ours runs after that.
 */

/** `fn` after `ms`, unless the signal aborts first; returns a cancel function. */
export function later(signal: AbortSignal, ms: number, fn: () => void): () => void {
  if (signal.aborted) return () => undefined;
  const cancel = () => {
    clearTimeout(id);
    signal.removeEventListener('abort', cancel);
  };
  const id = setTimeout(() => {
    signal.removeEventListener('abort', cancel);
    fn();
  }, ms);
  signal.addEventListener('abort', cancel, { once: true });
  return cancel;
}

/** `fn` in the next animation frame, unless the signal aborts first. */
export function nextFrame(signal: AbortSignal, fn: () => void): void {
  if (signal.aborted) return;
  const cancel = () => cancelAnimationFrame(id);
  const id = requestAnimationFrame(() => {
    signal.removeEventListener('abort', cancel);
    fn();
  });
  signal.addEventListener('abort', cancel, { once: true });
}

/** `fn` once the next frame is painted (a task queued in an animation frame runs after its paint). */
export function afterNextFrame(signal: AbortSignal, fn: () => void): void {
  nextFrame(signal, () => later(signal, 0, fn));
}

/** One re-armable timeout: setting it again replaces the previous one. */
export class Timeout {
  #cancel: (() => void) | null = null;

  readonly #signal: AbortSignal;

  constructor(signal: AbortSignal) {
    this.#signal = signal;
  }

  set(ms: number, fn: () => void): void {
    this.clear();
    this.#cancel = later(this.#signal, ms, () => {
      this.#cancel = null;
      fn();
    });
  }

  clear(): void {
    this.#cancel?.();
    this.#cancel = null;
  }

  get pending(): boolean {
    return this.#cancel !== null;
  }
}
