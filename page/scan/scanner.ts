/**
 * Scanning the page for targets: only what is near the screen (a screen above to two below), now and
 * after each scroll or resize, so a huge page costs what its visible part costs. Parts already
 * scanned are skipped; the whole page is scanned only when the popup asks (`scanAll`). Subtrees a
 * page script adds go through the same scan, so appended table rows get people badges too (once
 * the people finders are here: people-on-page.ts).
 */
import { later, Timeout } from '../lifetime';
import { measureWork } from '../marks';
import type { TargetRegistry } from '../targets/registry';
import { personTarget, targetsFrom, type Target } from '../targets/targets';
import { emailsIn, type FoundEmail } from './emails';
import { nearViewport } from './near-viewport';
import type { FoundPerson } from './people';
import { PeopleOnPage } from './people-on-page';

/** What one slice of a scan may take before the page gets the processor back (a long task is 50 ms). */
const SLICE_MS = 10;

/** What a scan collected, before it becomes targets. */
interface Found {
  emails: FoundEmail[];
  people: FoundPerson[];
}

/** How soon a screen is scanned again after the mutation queue overflowed. */
const RESCAN_DELAY_MS = 500;

interface ScannerHooks {
  /** Targets just added (their cached verdicts are looked up). */
  found(added: Target[]): void;
  /** Draw the badges (in the next frame). */
  redraw(): void;
  /** A scan of what is near the screen is done, its badges asked to be drawn. */
  scanned?(): void;
}

export class Scanner {
  readonly #scanned = new WeakSet<Element>();
  /** Containers waiting to be scanned, the next one's index, and what the current scan found so far. */
  #queue: Element[] = [];
  #next = 0;
  #fresh: Target[] = [];
  #draining = false;
  /** What the last slice found, not yet made targets (#made), and which scan this is. */
  #found: Found = { emails: [], people: [] };
  #round = 0;
  /** When the current scan began, and how long it has worked (its slices, not the gaps between). */
  #began = 0;
  #work = 0;
  readonly #rescan: Timeout;
  readonly #signal: AbortSignal;

  readonly #targets: TargetRegistry;
  readonly #hooks: ScannerHooks;
  readonly #people: PeopleOnPage;
  constructor(signal: AbortSignal, targets: TargetRegistry, hooks: ScannerHooks) {
    this.#targets = targets;
    this.#hooks = hooks;
    this.#rescan = new Timeout(signal);
    this.#signal = signal;
    this.#people = new PeopleOnPage(signal, (fresh) => {
      this.#addTargets(fresh.map(personTarget));
      this.#hooks.redraw();
    });
  }

  /**
   * What is near the screen and not scanned yet (or, given `skip`, everything in the band), queued
   * and scanned a slice at a time (#drain).
   */
  scanNear(top = -innerHeight, bottom = innerHeight * 2, skip = this.#scanned, sliceMs = SLICE_MS): void {
    const started = performance.now();
    const near = nearViewport(document.body, top, bottom, skip);
    if (!near.length) return this.#drain(started, sliceMs);
    this.#enqueue(near);
    // The first slice in a task of its own: finding what is near reads positions (laying the page
    // out if it was not), and with a slice after it made a long task on a 10,000-row table. Its time
    // counts as the scan's (the slice starts that much earlier).
    const spent = performance.now() - started;
    later(this.#signal, 0, () => {
      if (this.#next < this.#queue.length) this.#drain(performance.now() - spent, sliceMs);
    });
  }

  /** The whole page, for the popup's summary: at once, since the summary is read right after. */
  scanAll(): void {
    const started = performance.now();
    this.#enqueue(nearViewport(document.body, -Infinity, Infinity, this.#scanned));
    this.#drain(started, Infinity);
  }

  /** The whole page with its people, for the popup's summary (which loads the finders if need be). */
  async scanEverything(): Promise<void> {
    await this.#people.everything();
    this.scanAll();
  }

  /**
   * The page outran the mutation observer (its queue was full): scan what is near the screen again,
   * parts already scanned included, at most twice a second.
   */
  rescanScreen(): void {
    if (this.#rescan.pending) return;
    this.#rescan.set(RESCAN_DELAY_MS, () => this.scanNear(-innerHeight, innerHeight * 2, new WeakSet()));
  }

  /** A subtree a page script added. */
  add(root: Element): void {
    this.#add(this.#collect(root, { emails: [], people: [] }));
  }

  /** Called as the first scan starts: the people finders are asked for if the page shows signs of people. */
  expectPeople(): void {
    this.#people.expect();
  }

  /** Called once the first badges are drawn: the people finders may run now (people-on-page.ts). */
  openForPeople(): void {
    this.#people.open();
  }

  #enqueue(containers: Element[]): void {
    for (const c of containers) this.#scanned.add(c);
    this.#queue.push(...containers);
  }

  /**
   * Scans the queued containers `sliceMs` at a time (one at least), the rest in later tasks, so that
   * a screen of a 10,000-row table makes no long task (its rows cost 30 to 60 ms here); with
   * `Infinity`, all of them now. The targets show when the queue is empty: drawn between slices,
   * their badges would make the next slice's first position read lay the page out again. `t`: when
   * this slice's work began (for the first, before the containers were found).
   */
  #drain(t: number, sliceMs: number, continuing = false): void {
    if (continuing ? !this.#draining : this.#draining && sliceMs !== Infinity) return;
    if (!this.#draining) [this.#draining, this.#began, this.#work] = [true, t, 0];
    while (this.#next < this.#queue.length) {
      const c = this.#queue[this.#next++]!;
      // A container a page script removed since it was queued has nothing left to badge.
      if (c.isConnected) this.#collect(c, this.#found);
      if (performance.now() - t >= sliceMs) break;
    }
    if (sliceMs === Infinity) return this.#made(t, sliceMs);
    // What the slice found becomes targets in a task of its own: in the slice's task, on a webmail
    // thread's first slice (the code that makes them compiled on first use), it made 10 ms 30 or more.
    this.#work += performance.now() - t;
    const round = this.#round;
    later(this.#signal, 0, () => round === this.#round && this.#made(performance.now(), sliceMs));
  }

  /** The slice's findings made targets; then the next slice, or, with the queue empty, the badges. */
  #made(t: number, sliceMs: number): void {
    this.#fresh.push(...this.#add(this.#found));
    this.#found = { emails: [], people: [] };
    if (this.#next < this.#queue.length) {
      this.#work += performance.now() - t;
      later(this.#signal, 0, () => this.#drain(performance.now(), sliceMs, true));
      return;
    }
    // What a scan of the band found is near; the whole page's waits for the observer.
    if (sliceMs !== Infinity) this.#targets.showNow(this.#fresh);
    this.#hooks.redraw();
    this.#work += performance.now() - t;
    measureWork('scan', this.#began, this.#work);
    [this.#queue, this.#next, this.#fresh, this.#draining] = [[], 0, [], false];
    this.#round++;
    if (sliceMs !== Infinity) this.#hooks.scanned?.();
  }

  /** Addresses and table people in this subtree, into `found`. One path for every scan. */
  #collect(c: Element, found: Found): Found {
    const emails = [...emailsIn(c, { obfuscated: true })];
    found.emails.push(...emails);
    this.#people.inContainer(c, emails, found.people);
    return found;
  }

  /**
   * What was collected, with the senders beside its addresses (read once per slice: each read of
   * them looks up the site's name), added as targets: the new ones.
   */
  #add({ emails, people }: Found): Target[] {
    people.push(...this.#people.senders(emails));
    const fresh = [...targetsFrom(emails), ...this.#people.fresh(people).map(personTarget)];
    this.#addTargets(fresh);
    return fresh;
  }

  #addTargets(fresh: Target[]): void {
    const added = this.#targets.add(fresh);
    if (added.length) this.#hooks.found(added);
  }
}
