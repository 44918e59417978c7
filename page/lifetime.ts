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

/**
 * `fn` once the page's layout is done: in the next task if the frame that laid the page out is
 * `painted` already (bare-host.ts), else once the next frame is.
 */
export function afterPaint(signal: AbortSignal, painted: boolean, fn: () => void): void {
  if (painted) later(signal, 0, fn);
  else afterNextFrame(signal, fn);
}

/**
 * Runs `steps` in order, as many in one task as fit in `budgetMs`, yielding to the page between
 * tasks, then `done`; nothing more once the signal aborts. A small page runs them all at once; on a
 * large one each page-wide step gets a task of its own, so none makes a long task. A step that returns
 * `false` is not done: it is called again, in the same task while the budget lasts, else in the next,
 * so that a step reading much of the page can read it a slice at a time.
 */
export function stepByStep(
  signal: AbortSignal,
  steps: readonly (() => boolean | void)[],
  done: () => void,
  budgetMs = 8,
): void {
  let next = 0;
  const run = () => {
    const start = performance.now();
    while (next < steps.length) {
      if (steps[next]!() !== false) next++;
      if (next < steps.length && performance.now() - start > budgetMs) return void later(signal, 0, run);
    }
    done();
  };
  run();
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
