/**
 * Scanning the page for targets: only what is near the screen (a screen above to two below), now and
 * after each scroll or resize, so a huge page costs what its visible part costs. Parts already
 * scanned are skipped; the whole page is scanned only when the popup asks (`scanAll`). Subtrees a
 * page script adds go through the same scan, so appended table rows get people badges too. People
 * are found once the finders' module is here (people-module.ts): what was scanned before it came and
 * may hold people (a table's rows, addresses with their senders) waits for it.
 */
import { later, stepByStep, Timeout } from '../lifetime';
import { measureWork } from '../marks';
import type { TargetRegistry } from '../targets/registry';
import { personTarget, targetsFrom, type Target } from '../targets/targets';
import { emailsIn, type FoundEmail } from './emails';
import { nearViewport } from './near-viewport';
import type { FoundPerson } from './people';
import { loadPeople, mayShowPeople, type PeopleFinders } from './people-module';

/** What one slice of a scan may take before the page gets the processor back (a long task is 50 ms). */
const SLICE_MS = 10;

/** What a scan collected, before it becomes targets. */
interface Found {
  emails: FoundEmail[];
  people: FoundPerson[];
}

/** How soon a screen is scanned again after the mutation queue overflowed. */
const RESCAN_DELAY_MS = 500;

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
  readonly #tables = new WeakMap<Element, ((row: Element) => FoundPerson | null) | null>();
  readonly #peopleSeen = new Set<string>();
  readonly #rescan: Timeout;
  readonly #signal: AbortSignal;

  readonly #targets: TargetRegistry;
  readonly #hooks: { found(added: Target[]): void; redraw(): void };
  /**
   * The people finders: asked for (#loading), once the page's first badges are drawn free to run
   * (#open), and here (#people, after what waited for them has been read: #arrival).
   */
  #loading: Promise<PeopleFinders | null> | null = null;
  #open = false;
  #people: PeopleFinders | null = null;
  #arrival: Promise<void> | null = null;
  /** What was scanned before the finders came and may hold people: containers with rows, addresses. */
  #waiting: { rows: Element[]; emails: FoundEmail[] } = { rows: [], emails: [] };

  /** `found`: targets just added (their cached verdicts are looked up); `redraw`: draw the badges. */
  constructor(
    signal: AbortSignal,
    targets: TargetRegistry,
    hooks: { found(added: Target[]): void; redraw(): void },
  ) {
    this.#targets = targets;
    this.#hooks = hooks;
    this.#rescan = new Timeout(signal);
    this.#signal = signal;
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
    this.#open = true;
    await this.#want();
    await this.#arrive();
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

  /**
   * Called once the first badges are drawn: the finders may run now. They are asked for if the page
   * shows signs of people, or if what was scanned did (rows, addresses); else when a later scan does.
   */
  openForPeople(): void {
    this.#open = true;
    if (mayShowPeople(document)) void this.#want();
    void this.#arrive();
  }

  #want(): Promise<PeopleFinders | null> {
    return (this.#loading ??= loadPeople().then((people) => {
      void this.#arrive();
      return people;
    }));
  }

  /**
   * Once the finders are here and may run: the rows and senders that waited for them, then the people
   * outside tables (JSON-LD, microdata, h-cards, bylines…), the finders' page-wide queries one by one,
   * then each finder, a task at a time on a large page (stepByStep), then added together. A finder
   * that fails on a page's odd markup loses only its own people, not the others' (the unit tests call
   * the finders without this guard, so such a failure still fails there).
   */
  async #arrive(): Promise<void> {
    const people = this.#open && (await this.#loading);
    if (!people || this.#signal.aborted) return;
    this.#arrival ??= new Promise<void>((done) => {
      this.#people = people;
      const { rows, emails } = this.#waiting;
      this.#waiting = { rows: [], emails: [] };
      const waited: FoundPerson[] = [];
      const found: FoundPerson[] = [];
      const queries = people.prepareQueries(document);
      this.#signal.addEventListener('abort', queries.release, { once: true });
      const guarded = (find: (doc: Document) => FoundPerson[]) => () => {
        try {
          found.push(...find(document));
        } catch {
          // Nothing to report to: the page's console is the page's.
        }
      };
      const began = performance.now();
      let work = 0;
      const timed = (step: () => void) => () => {
        const t = performance.now();
        step();
        work += performance.now() - t;
      };
      stepByStep(
        this.#signal,
        [
          ...rows.map((c) => () => c.isConnected && this.#tablePeople(c, waited)),
          () => waited.push(...people.fromSenders(emails.filter((e) => e.node.isConnected))),
          ...queries.steps,
          ...people.OUTSIDE_TABLES.map(guarded),
        ].map(timed),
        () => {
          queries.release();
          this.#addTargets(
            this.#newPeople([...waited, ...people.withPublisher(found, document)]).map(personTarget),
          );
          this.#hooks.redraw();
          measureWork('people', began, work);
          done();
        },
      );
    });
    return this.#arrival;
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
  }

  /**
   * Addresses and table people in this subtree, into `found`; before the finders are here, what may
   * hold people waits for them. One path for every scan.
   */
  #collect(c: Element, found: Found): Found {
    const emails = [...emailsIn(c, { obfuscated: true })];
    found.emails.push(...emails);
    if (this.#people) this.#tablePeople(c, found.people);
    else if (emails.length || c.closest('tr') || c.querySelector('tr')) {
      this.#waiting.rows.push(c);
      this.#waiting.emails.push(...emails);
      void this.#want();
    }
    return found;
  }

  #tablePeople(c: Element, out: FoundPerson[]): void {
    const row = c.closest('tr');
    for (const r of row ? [row] : c.querySelectorAll('tr')) {
      const table = r.closest('table');
      if (!table) continue;
      if (!this.#tables.has(table)) this.#tables.set(table, this.#people!.tablePeople(table));
      const person = this.#tables.get(table)?.(r);
      if (person) out.push(person);
    }
  }

  /**
   * What was collected, with the senders beside its addresses (read once per slice: each read of
   * them looks up the site's name), added as targets: the new ones.
   */
  #add({ emails, people }: Found): Target[] {
    if (this.#people) people.push(...this.#people.fromSenders(emails));
    const fresh = [...targetsFrom(emails), ...this.#newPeople(people).map(personTarget)];
    this.#addTargets(fresh);
    return fresh;
  }

  #addTargets(fresh: Target[]): void {
    const added = this.#targets.add(fresh);
    if (added.length) this.#hooks.found(added);
  }

  /** People not seen before (by name and company), with the company's domain filled in when known. */
  #newPeople(found: FoundPerson[]): FoundPerson[] {
    const out: FoundPerson[] = [];
    if (!found.length || !this.#people) return out;
    // The page-wide domain index waits until a person card or the popup needs it: reading the whole
    // page's text would cost the first badges as much as a full scan.
    for (const p of this.#people.mergePeople(found, document, false)) {
      const key = `${p.firstName}|${p.lastName}|${p.company ?? ''}`.toLowerCase();
      if (this.#peopleSeen.has(key)) continue;
      this.#peopleSeen.add(key);
      out.push(p);
    }
    return out;
  }
}
