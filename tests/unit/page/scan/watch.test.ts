// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { watchMutations } from '../../../../page/scan/watch';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

function watch(opts: { maxQueue?: number; gapMs?: number } = {}) {
  const added: string[] = [];
  let removed = 0;
  let overflows = 0;
  const controller = new AbortController();
  watchMutations(document.body, {
    signal: controller.signal,
    onAdded: (nodes) => nodes.forEach((n) => added.push((n as Element).id || n.textContent || '')),
    onRemoved: () => removed++,
    onOverflow: () => overflows++,
    ...opts,
  });
  return { added, removed: () => removed, overflows: () => overflows, stop: () => controller.abort() };
}

const p = (id: string) => Object.assign(document.createElement('p'), { id });

describe('watchMutations', () => {
  it('reports added nodes later, in order, and removals', async () => {
    document.body.replaceChildren();
    const w = watch();
    document.body.append(p('a'), p('b'));
    expect(w.added).toEqual([]); // only queued in the observer's callback
    await tick(10);
    expect(w.added).toEqual(['a', 'b']);
    document.getElementById('a')!.remove();
    await tick(60); // the next round waits for the gap after the last one
    expect(w.removed()).toBe(1);
    w.stop();
  });

  it('skips nodes removed again before their turn (a storm’s churn)', async () => {
    document.body.replaceChildren();
    const w = watch();
    const gone = p('gone');
    document.body.append(gone, p('stays'));
    gone.remove();
    await tick(10);
    expect(w.added).toEqual(['stays']);
    w.stop();
  });

  it('keeps at most maxQueue nodes, dropping the oldest, and says so', async () => {
    document.body.replaceChildren();
    const w = watch({ maxQueue: 100 });
    document.body.append(...Array.from({ length: 250 }, (_, i) => p(`n${i}`)));
    await tick(20);
    expect(w.added).toHaveLength(100);
    expect(w.added[0]).toBe('n150');
    expect(w.overflows()).toBe(1);
    w.stop();
  });

  it('starts a new round at most every gapMs, however often the page mutates', async () => {
    document.body.replaceChildren();
    const rounds: number[] = [];
    const controller = new AbortController();
    watchMutations(document.body, {
      signal: controller.signal,
      gapMs: 40,
      onAdded: () => rounds.push(performance.now()),
      onRemoved: () => undefined,
    });
    const storm = setInterval(() => document.body.append(p('x')), 2);
    await tick(300);
    clearInterval(storm);
    controller.abort();
    const gaps = rounds.slice(1).map((t, i) => t - rounds[i]!);
    expect(rounds.length).toBeGreaterThan(1);
    expect(rounds.length).toBeLessThanOrEqual(300 / 40 + 2);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(35);
  });
});
