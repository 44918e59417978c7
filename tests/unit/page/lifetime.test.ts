/** stepByStep: page-wide steps spread over tasks when they run long, in order, and never after the end. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepByStep } from '../../../page/lifetime';

describe('stepByStep', () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(performance, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** A step that takes `ms` of the (mocked) clock and records its name. */
  const step = (log: string[], name: string, ms: number) => () => {
    now += ms;
    log.push(name);
  };

  it('runs quick steps and then done in one go', () => {
    const log: string[] = [];
    stepByStep(new AbortController().signal, [step(log, 'a', 1), step(log, 'b', 1)], () => log.push('done'));
    expect(log).toEqual(['a', 'b', 'done']);
  });

  it('gives each slow step a task of its own, in order', () => {
    const log: string[] = [];
    const steps = ['a', 'b', 'c'].map((n) => step(log, n, 20));
    stepByStep(new AbortController().signal, steps, () => log.push('done'));
    expect(log).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(log).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(log).toEqual(['a', 'b', 'c', 'done']);
  });

  it('runs steps together while they fit in the budget', () => {
    const log: string[] = [];
    const steps = [step(log, 'a', 3), step(log, 'b', 3), step(log, 'c', 3), step(log, 'd', 3)];
    stepByStep(new AbortController().signal, steps, () => log.push('done'), 8);
    expect(log).toEqual(['a', 'b', 'c']);
    vi.runAllTimers();
    expect(log).toEqual(['a', 'b', 'c', 'd', 'done']);
  });

  it('calls a step that is not done again, in the same task while the budget lasts, then in the next', () => {
    const log: string[] = [];
    let slices = 4;
    const sliced = () => {
      now += 3;
      log.push(`slice ${slices}`);
      return --slices === 0;
    };
    stepByStep(new AbortController().signal, [sliced, step(log, 'b', 1)], () => log.push('done'), 8);
    expect(log).toEqual(['slice 4', 'slice 3', 'slice 2']);
    vi.advanceTimersToNextTimer();
    expect(log).toEqual(['slice 4', 'slice 3', 'slice 2', 'slice 1', 'b', 'done']);
  });

  it('stops when the signal aborts between tasks', () => {
    const log: string[] = [];
    const session = new AbortController();
    stepByStep(session.signal, [step(log, 'a', 20), step(log, 'b', 20)], () => log.push('done'));
    session.abort();
    vi.runAllTimers();
    expect(log).toEqual(['a']);
  });
});
