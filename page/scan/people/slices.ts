/**
 * A finder that reads much of a large page reads it a slice at a time: a generator that pauses
 * (`yield`) between slices and returns its people. The content script asks for one slice at a time
 * (people-on-page.ts, `stepByStep`; the popup's whole-page summary goes that way too), so that no
 * finder makes a long task on a large page; the unit tests and the scorer read a finder whole.
 */
import type { FoundPerson } from './found';

export type Slices = Generator<void, FoundPerson[], void>;

/** A finder outside tables: its people at once, or in slices. */
export type Finder = (doc: Document) => FoundPerson[] | Slices;

/** A finder's people, all of its slices read at once. */
export function whole(found: FoundPerson[] | Slices): FoundPerson[] {
  if (Array.isArray(found)) return found;
  for (;;) {
    const next = found.next();
    if (next.done) return next.value;
  }
}

/** How many of a page's elements a slice reads: a few milliseconds' work on a slow machine. */
const SLICE = 25;

/** Whether a slice ends before the `i`th element. */
export const pauseAt = (i: number): boolean => i > 0 && i % SLICE === 0;

/** The items `keep` keeps, read a slice at a time. */
export function* kept<T>(items: ArrayLike<T>, keep: (item: T) => boolean): Generator<void, T[], void> {
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) {
    if (pauseAt(i)) yield;
    if (keep(items[i]!)) out.push(items[i]!);
  }
  return out;
}
