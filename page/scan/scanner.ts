/**
 * Scanning the page for targets: only what is near the screen (a screen above to two below), now and
 * after each scroll or resize, so a huge page costs what its visible part costs. Parts already
 * scanned are skipped; the whole page is scanned only when the popup asks (`scanAll`). Subtrees a
 * page script adds go through the same scan, so appended table rows get people badges too.
 */
import { stepByStep, Timeout } from '../lifetime';
import { measureScan } from '../marks';
import type { TargetRegistry } from '../targets/registry';
import { personTarget, targetsFrom, type Target } from '../targets/targets';
import { emailsIn, type FoundEmail } from './emails';
import { nearViewport } from './near-viewport';
import {
  fromSenders,
  mergePeople,
  OUTSIDE_TABLES,
  tablePeople,
  withPublisher,
  type FoundPerson,
} from './people';

/** How soon a screen is scanned again after the mutation queue overflowed. */
const RESCAN_DELAY_MS = 500;

export class Scanner {
  readonly #scanned = new WeakSet<Element>();
  readonly #tables = new WeakMap<Element, ((row: Element) => FoundPerson | null) | null>();
  readonly #peopleSeen = new Set<string>();
  readonly #rescan: Timeout;
  readonly #signal: AbortSignal;

  readonly #targets: TargetRegistry;
  readonly #hooks: { found(added: Target[]): void; redraw(): void };

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

  /** What is near the screen and not scanned yet (or, given `skip`, everything in the band). */
  scanNear(top = -innerHeight, bottom = innerHeight * 2, skip = this.#scanned): void {
    const started = performance.now();
    const containers = nearViewport(document.body, top, bottom, skip);
    for (const c of containers) this.#scanned.add(c);
    const fresh = this.#scan(containers);
    this.#targets.showIfNear(fresh);
    this.#hooks.redraw();
    measureScan(started);
  }

  /** The whole page, for the popup's summary. */
  scanAll(): void {
    this.scanNear(-Infinity, Infinity);
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
    this.#scan([root]);
  }

  /**
   * People outside tables (JSON-LD, microdata, h-cards, bylines…): each finder's page-wide queries,
   * a task at a time on a large page (stepByStep), then added together. A finder that fails on a
   * page's odd markup loses only its own people, not the others' (the unit tests call the finders
   * without this guard, so such a failure still fails there).
   */
  addPeopleOutsideTables(): void {
    const found: FoundPerson[] = [];
    stepByStep(
      this.#signal,
      OUTSIDE_TABLES.map((find) => () => {
        try {
          found.push(...find(document));
        } catch {
          // Nothing to report to: the page's console is the page's.
        }
      }),
      () => this.#addTargets(this.#newPeople(withPublisher(found, document)).map(personTarget)),
    );
  }

  /** Addresses and table people in these subtrees, added as targets. One path for every scan. */
  #scan(containers: Element[]): Target[] {
    const found: FoundEmail[] = [];
    const people: FoundPerson[] = [];
    for (const c of containers) {
      found.push(...emailsIn(c, { obfuscated: true }));
      const row = c.closest('tr');
      for (const r of row ? [row] : c.querySelectorAll('tr')) {
        const table = r.closest('table');
        if (!table) continue;
        if (!this.#tables.has(table)) this.#tables.set(table, tablePeople(table));
        const person = this.#tables.get(table)?.(r);
        if (person) people.push(person);
      }
    }
    people.push(...fromSenders(found));
    const fresh = [...targetsFrom(found), ...this.#newPeople(people).map(personTarget)];
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
    // The page-wide domain index waits until a person card or the popup needs it: reading the whole
    // page's text would cost the first badges as much as a full scan.
    for (const p of mergePeople(found, document, false)) {
      const key = `${p.firstName}|${p.lastName}|${p.company ?? ''}`.toLowerCase();
      if (this.#peopleSeen.has(key)) continue;
      this.#peopleSeen.add(key);
      out.push(p);
    }
    return out;
  }
}
