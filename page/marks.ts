/**
 * Timings left in the page's performance timeline, for profiling and the benchmarks: the first 100
 * of them, so a long-lived page does not fill its timeline with ours.
 */
import { later } from './lifetime';

let left = 100;

/**
 * A scan, or the people finders' work once they came, that started at `start` (performance.now())
 * and worked `duration` ms, in one task or several.
 */
export function measureWork(what: 'scan' | 'people', start: number, duration: number): void {
  if (left-- > 0) performance.measure(`mailscout:${what}`, { start, duration });
}

/** The number of badges on screen changed: marked once the frame that draws them is painted. */
export function markBadges(signal: AbortSignal, count: number): void {
  if (left-- > 0) later(signal, 0, () => performance.mark('mailscout:badges', { detail: count }));
}
