/**
 * The people the scan meets, found by the finders' module (people-module.ts) once it is here. It is
 * asked for when the page shows signs of people or a scan meets an address or a table row, and runs
 * once the page's first badges are drawn (`open`); what was scanned before that (the containers with
 * rows, the addresses with their senders) waits for it. Each person is given once (`fresh`).
 */
import { stepByStep } from '../lifetime';
import { measureWork } from '../marks';
import type { FoundEmail } from './emails';
import type { Finder, FoundPerson, Slices } from './people';
import { loadPeople, mayShowPeople, type PeopleFinders } from './people-module';

/**
 * What the finders' module is asked, guarded: one that fails on a page's odd markup loses only its own
 * people; the scan's addresses and the other finders' people stay. (The unit tests call the finders
 * without this guard, so such a failure still fails there.)
 */
function safely<T>(ask: () => T, otherwise: T): T {
  try {
    return ask();
  } catch {
    // Nothing to report to: the page's console is the page's.
    return otherwise;
  }
}

/** A finder as a step: its people into `found`; one slice a call if it reads the page in slices. */
function inSlices(find: Finder, found: FoundPerson[]): () => boolean {
  let slices: Slices | null = null;
  return () => {
    const now = slices ?? find(document);
    if (Array.isArray(now)) {
      found.push(...now);
      return true;
    }
    slices = now;
    const next = now.next();
    if (next.done) found.push(...next.value);
    return !!next.done;
  };
}

export class PeopleOnPage {
  /** The finders: asked for (#loading), free to run (#open), here (#people, once #arrival began). */
  #loading: Promise<PeopleFinders | null> | null = null;
  #open = false;
  #people: PeopleFinders | null = null;
  #arrival: Promise<void> | null = null;
  /** What was scanned before the finders came and may hold people: containers with rows, addresses. */
  #waiting: { rows: Element[]; emails: FoundEmail[] } = { rows: [], emails: [] };
  readonly #tables = new WeakMap<Element, ((row: Element) => FoundPerson | null) | null>();
  readonly #seen = new Set<string>();

  readonly #signal: AbortSignal;
  readonly #arrived: (fresh: FoundPerson[]) => void;

  /** `arrived`: the people found when the finders came (what waited, and those outside tables). */
  constructor(signal: AbortSignal, arrived: (fresh: FoundPerson[]) => void) {
    this.#signal = signal;
    this.#arrived = arrived;
  }

  /**
   * Called as the first scan starts: on a page that shows signs of people the finders are asked for
   * now, and come while the addresses' badges are drawn (they run once `open`). Traced on the bench's
   * profile page, whose first badge is a person, the module came 120 to 150 ms after it was asked for
   * (fetched in 40 to 75, parsed off the main thread, evaluated in 14 to 52).
   */
  expect(): void {
    if (!this.#loading && mayShowPeople(document)) void this.#want();
  }

  /**
   * Called once the first badges are drawn: the finders may run now. They are asked for if the page
   * shows signs of people, or if what was scanned did (rows, addresses); else when a later scan does.
   */
  open(): void {
    this.#open = true;
    this.expect();
    void this.#arrive();
  }

  /** All of them, for the popup's summary: the finders loaded if need be, and run. */
  async everything(): Promise<void> {
    this.#open = true;
    await this.#want();
    await this.#arrive();
  }

  /** A scanned container's table people, into `out`; before the finders are here, what may hold people waits. */
  inContainer(c: Element, emails: readonly FoundEmail[], out: FoundPerson[]): void {
    if (this.#people) this.#rows(c, out);
    else if (emails.length || c.closest('tr') || c.querySelector('tr')) {
      this.#waiting.rows.push(c);
      this.#waiting.emails.push(...emails);
      void this.#want();
    }
  }

  /** The senders beside these addresses (none before the finders are here: they wait with them). */
  senders(emails: readonly FoundEmail[]): FoundPerson[] {
    const people = this.#people;
    return people ? safely(() => people.fromSenders(emails), []) : [];
  }

  /** People not given before (by name and company), with the company's domain filled in when known. */
  fresh(found: FoundPerson[]): FoundPerson[] {
    const out: FoundPerson[] = [];
    if (!found.length || !this.#people) return out;
    // The page-wide domain index waits until a person card or the popup needs it: reading the whole
    // page's text would cost the first badges as much as a full scan.
    const people = this.#people;
    for (const p of safely(() => people.mergePeople(found, document, false), [])) {
      const key = `${p.firstName}|${p.lastName}|${p.company ?? ''}`.toLowerCase();
      if (this.#seen.has(key)) continue;
      this.#seen.add(key);
      out.push(p);
    }
    return out;
  }

  #want(): Promise<PeopleFinders | null> {
    return (this.#loading ??= loadPeople().then((people) => {
      void this.#arrive();
      return people;
    }));
  }

  /** The people in a container's table rows (each table's columns read once). */
  #rows(c: Element, out: FoundPerson[]): void {
    const row = c.closest('tr');
    for (const r of row ? [row] : c.querySelectorAll('tr')) {
      const table = r.closest('table');
      if (!table) continue;
      if (!this.#tables.has(table))
        this.#tables.set(
          table,
          safely(() => this.#people!.tablePeople(table), null),
        );
      const person = safely(() => this.#tables.get(table)?.(r), null);
      if (person) out.push(person);
    }
  }

  /**
   * Once the finders are here and may run: the rows and senders that waited for them, then the people
   * outside tables (JSON-LD, microdata, h-cards, bylines…), the finders' page-wide queries one by one,
   * then each finder, a task at a time on a large page (stepByStep), then given together, each step
   * guarded (`safely`).
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
      const queries = safely(() => people.prepareQueries(document), { steps: [], release: () => undefined });
      this.#signal.addEventListener('abort', queries.release, { once: true });
      const began = performance.now();
      let work = 0;
      // A step that fails is done: its finder's people are lost, no one else's.
      const timed = (step: () => boolean | void) => () => {
        const t = performance.now();
        const finished = safely(step, true);
        work += performance.now() - t;
        return finished;
      };
      stepByStep(
        this.#signal,
        [
          ...rows.map((c) => () => c.isConnected && this.#rows(c, waited)),
          () => waited.push(...this.senders(emails.filter((e) => e.node.isConnected))),
          ...queries.steps,
          ...people.OUTSIDE_TABLES.map((find) => inSlices(find, found)),
        ].map(timed),
        () => {
          safely(queries.release, undefined);
          this.#arrived(
            this.fresh([...waited, ...safely(() => people.withPublisher(found, document), found)]),
          );
          measureWork('people', began, work);
          done();
        },
      );
    });
    return this.#arrival;
  }
}
