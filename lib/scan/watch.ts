/**
 * One MutationObserver that only queues: added nodes are collected and processed later, in slices of
 * a few milliseconds off the main path, so a page that mutates constantly never gets a whole-page
 * rescan and never a long task from us. Removed nodes are reported in the same slices.
 */
export interface WatchOptions {
  onAdded: (nodes: Node[]) => void;
  onRemoved: () => void;
  signal: AbortSignal;
  /** Milliseconds of work per slice. */
  sliceMs?: number;
}

/** The next task, not the next idle period: a busy page would delay idle callbacks for long. */
const later = (cb: () => void) => setTimeout(cb, 0);

export function watchMutations(root: Node, { onAdded, onRemoved, signal, sliceMs = 6 }: WatchOptions): void {
  const queue: Node[] = [];
  let removed = false;
  let scheduled = false;

  const drain = () => {
    scheduled = false;
    if (signal.aborted) return;
    const until = performance.now() + sliceMs;
    const batch: Node[] = [];
    while (queue.length && performance.now() < until) {
      batch.push(...queue.splice(0, 50));
      onAdded(batch.splice(0));
    }
    if (removed) {
      removed = false;
      onRemoved();
    }
    if (queue.length) schedule();
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      later(drain);
    }
  };

  const observer = new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === 'characterData') queue.push(r.target);
      for (const n of r.addedNodes) queue.push(n);
      if (r.removedNodes.length) removed = true;
    }
    schedule();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  signal.addEventListener('abort', () => observer.disconnect(), { once: true });
}
