/**
 * One MutationObserver that only queues: added nodes are collected and processed later, in slices of
 * a few milliseconds off the main path, so a page that mutates constantly never gets a whole-page
 * rescan and never a long task from us. Removed nodes are reported in the same slices.
 *
 * Against a page that never stops mutating:
 * - a node removed again before its turn is skipped (most of a storm's churn);
 * - a new round of work starts at most every `gapMs` (a backlog is still worked off at once);
 * - the queue holds at most `maxQueue` nodes: past that the oldest are dropped and `onOverflow`
 *   is told, so the caller can rescan what is on screen instead.
 */
export interface WatchOptions {
  onAdded: (nodes: Node[]) => void;
  onRemoved: () => void;
  /** Nodes were dropped from a full queue. */
  onOverflow?: () => void;
  signal: AbortSignal;
  /** Milliseconds of work per slice. */
  sliceMs?: number;
  gapMs?: number;
  maxQueue?: number;
}

export function watchMutations(
  root: Node,
  { onAdded, onRemoved, onOverflow, signal, sliceMs = 6, gapMs = 30, maxQueue = 10_000 }: WatchOptions,
): void {
  const queue = new Set<Node>();
  let removed = false;
  let overflowed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastDrain = -Infinity;

  const drain = () => {
    timer = undefined;
    if (signal.aborted) return;
    const until = performance.now() + sliceMs;
    let batch: Node[] = [];
    for (const n of queue) {
      queue.delete(n);
      if (n.isConnected) batch.push(n);
      if (batch.length === 50) {
        onAdded(batch);
        batch = [];
        if (performance.now() >= until) break;
      }
    }
    if (batch.length) onAdded(batch);
    if (removed) {
      removed = false;
      onRemoved();
    }
    if (overflowed) {
      overflowed = false;
      onOverflow?.();
    }
    lastDrain = performance.now();
    if (queue.size) schedule(0); // a backlog: go on in the next task
  };
  const schedule = (delay: number) => {
    if (timer === undefined) timer = setTimeout(drain, delay);
  };

  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') queue.add(r.target);
      for (const n of r.addedNodes) queue.add(n);
      if (r.removedNodes.length) removed = true;
    }
    if (queue.size > maxQueue) {
      for (const n of queue) if (!n.isConnected) queue.delete(n);
      for (const n of queue) {
        if (queue.size <= maxQueue) break;
        queue.delete(n);
        overflowed = true;
      }
    }
    schedule(Math.max(0, lastDrain + gapMs - performance.now()));
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  signal.addEventListener(
    'abort',
    () => {
      observer.disconnect();
      clearTimeout(timer);
    },
    { once: true },
  );
}
