// @vitest-environment happy-dom
/**
 * The scanner: a screen scanned a slice at a time, its badges drawn once at the end; the popup's full
 * scan at once; people outside tables, where one finder failing on a page's odd markup loses only its own;
 * and a sender or a table row the finders fail on, which loses no address's badge.
 */
import { describe, expect, it, vi } from 'vitest';
import { mayShowPeople } from '../../../../page/scan/people-module';
import { Scanner } from '../../../../page/scan/scanner';
import { TargetRegistry } from '../../../../page/targets/registry';
import type { Target } from '../../../../page/targets/targets';
import { htmlPage } from './fixtures';

vi.mock('../../../../page/scan/people', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../page/scan/people')>();
  return {
    ...real,
    // Senders and table rows the finders fail on: an address "odd-sender@…", a table classed "odd".
    fromSenders: (found: Parameters<typeof real.fromSenders>[0]) => {
      if (found.some((f) => f.address.startsWith('odd-sender@'))) throw new TypeError('odd sender');
      return real.fromSenders(found);
    },
    tablePeople: (table: HTMLTableElement) => {
      if (table.classList.contains('odd')) throw new TypeError('odd table');
      return real.tablePeople(table);
    },
    OUTSIDE_TABLES: [
      () => {
        throw new TypeError('odd markup');
      },
      ...real.OUTSIDE_TABLES,
    ],
  };
});

// The finders' module, which the built content script imports from the package: here, the source.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../page/scan/people-module', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../page/scan/people-module')>();
  const people = await import('../../../../page/scan/people');
  const loadPeople = () => {
    loads.count++;
    return Promise.resolve(people);
  };
  return { ...real, loadPeople, loadedPeople: () => people };
});

// happy-dom lays nothing out: every child of the body is "near the screen".
vi.mock('../../../../page/scan/near-viewport', () => ({
  nearViewport: (root: Element, _top: number, _bottom: number, skip: WeakSet<Element>) =>
    [...root.children].filter((c) => !skip.has(c)),
}));

function scanner() {
  const { signal } = new AbortController();
  const targets = new TargetRegistry(
    signal,
    () => undefined,
    () => undefined,
  );
  // `scanned`: how many redraws had been asked for at each call.
  const calls = { found: [] as Target[][], redraws: 0, scanned: [] as number[] };
  const s = new Scanner(signal, targets, {
    found: (t) => calls.found.push(t),
    redraw: () => calls.redraws++,
    scanned: () => calls.scanned.push(calls.redraws),
  });
  return { scanner: s, calls, targets };
}

/** A page of `n` blocks, each with one address. */
function blocks(n: number): void {
  document.body.replaceChildren(
    ...Array.from({ length: n }, (_, i) => {
      const p = document.createElement('p');
      p.textContent = `Write to person${i}@example.org today.`;
      return p;
    }),
  );
}

const addresses = (found: Target[][]) => found.flat().map((t) => t.address);

describe('Scanner.scanNear', () => {
  it('finds what is near, then scans it a slice at a time from the next task, one container at least, its findings made targets in the task after, and draws once when the last slice is done', async () => {
    blocks(4);
    const { scanner: s, calls } = scanner();
    s.scanNear(-1, 1, undefined, 0);
    // What is near is found in this task, and scanned from the next.
    expect(calls.found).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    // The first slice, in the next task: its findings are not targets yet.
    expect(calls.found).toEqual([]);
    await new Promise((r) => setTimeout(r, 0));
    // They are in the task after it; nothing drawn yet.
    expect(addresses(calls.found)).toEqual(['person0@example.org']);
    expect(calls.redraws).toBe(0);
    await vi.waitFor(() => expect(calls.redraws).toBe(1));
    expect(addresses(calls.found)).toEqual([0, 1, 2, 3].map((i) => `person${i}@example.org`));
    expect(performance.getEntriesByName('mailscout:scan').length).toBeGreaterThan(0);
  });

  it('skips a container the page removed before its slice', async () => {
    blocks(3);
    const { scanner: s, calls } = scanner();
    s.scanNear(-1, 1, undefined, 0);
    document.body.children[1]!.remove();
    await vi.waitFor(() => expect(calls.redraws).toBe(1));
    expect(addresses(calls.found)).toEqual(['person0@example.org', 'person2@example.org']);
  });

  it('scans what a second screen queued while the first was in slices, in the same scan', async () => {
    blocks(3);
    const { scanner: s, calls } = scanner();
    s.scanNear(-1, 1, undefined, 0);
    const later = document.createElement('p');
    later.textContent = 'late@example.org';
    document.body.append(later);
    s.scanNear(-1, 1, undefined, 0);
    await vi.waitFor(() => expect(calls.redraws).toBe(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.redraws).toBe(1);
    expect(addresses(calls.found)).toContain('late@example.org');
    expect(addresses(calls.found)).toHaveLength(4);
  });
});

describe('Scanner.scanAll', () => {
  it('scans everything now, what a sliced scan still had queued included', async () => {
    blocks(5);
    const { scanner: s, calls } = scanner();
    s.scanNear(-1, 1, undefined, 0);
    s.scanAll();
    expect(addresses(calls.found)).toHaveLength(5);
    expect(calls.redraws).toBe(1);
    // The sliced scan's next task finds nothing left and draws nothing more.
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.redraws).toBe(1);
  });
});

describe('Scanner.scanAll, between a slice and its targets', () => {
  it('finishes the scan, the slice’s findings included, and nothing is made or drawn twice', async () => {
    blocks(5);
    const { scanner: s, calls } = scanner();
    s.scanNear(-1, 1, undefined, 0);
    await new Promise((r) => setTimeout(r, 0)); // the first slice ran; its targets are due next task
    expect(calls.found).toEqual([]);
    s.scanAll();
    expect(addresses(calls.found)).toHaveLength(5);
    expect(calls.redraws).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    // The slice's task finds its scan finished: nothing new, nothing drawn again.
    expect(addresses(calls.found)).toHaveLength(5);
    expect(calls.redraws).toBe(1);
  });
});

describe('Scanner: the people finders come when the page shows people', () => {
  const body = (html: string) => document.body.replaceChildren(...htmlPage(html).body.childNodes);
  const people = (found: Target[][]) => found.flat().flatMap((t) => (t.person ? [t.person.lastName] : []));
  /**
   * Once the scan has drawn: the finders were asked for once, and wait until they may run (the first
   * badges drawn); opened, they find Ana Lima, and are not asked for again.
   */
  const onceOpened = async (s: Scanner, calls: { found: Target[][]; redraws: number }) => {
    await vi.waitFor(() => expect(calls.redraws).toBe(1));
    expect(loads.count).toBe(1);
    await new Promise((r) => setTimeout(r, 20));
    expect(people(calls.found)).toEqual([]);
    s.openForPeople();
    await vi.waitFor(() => expect(people(calls.found)).toEqual(['Lima']));
    expect(loads.count).toBe(1);
  };

  it('a page of prose with no address, table, heading or author never loads them', async () => {
    body('<div><p>Opening hours are nine to five.</p><p>Closed on Sundays.</p></div>');
    const { scanner: s, calls } = scanner();
    loads.count = 0;
    s.scanNear(-1, 1, undefined, 0);
    await vi.waitFor(() => expect(calls.redraws).toBe(1));
    s.openForPeople();
    await new Promise((r) => setTimeout(r, 20));
    expect(loads.count).toBe(0);
  });

  it('a page that says it is an article in its Open Graph tags shows signs of people, whatever its markup', () => {
    const story =
      '<p>By <strong>Md Aynal Haque</strong></p><p>RAJSHAHI, Dec 20 (BSS) - Homestead gardening …</p>';
    expect(mayShowPeople(htmlPage(story))).toBe(false);
    expect(mayShowPeople(htmlPage(`<head><meta property="og:type" content="article"></head>${story}`))).toBe(
      true,
    );
    expect(mayShowPeople(htmlPage(`<head><meta property="og:type" content="website"></head>${story}`))).toBe(
      false,
    );
  });

  it('a profile with no address asks for them as the scan starts, and runs them once the first badges are drawn', async () => {
    body('<article><h1>Ana Lima</h1><p class="byline">By Ana Lima</p><p>Notes on robots.</p></article>');
    const { scanner: s, calls } = scanner();
    loads.count = 0;
    s.expectPeople();
    s.scanNear(-1, 1, undefined, 0);
    await onceOpened(s, calls);
  });

  it('an address scanned before they came: its badge at once, its sender once they are here and free to run', async () => {
    body('<div><p>From: Ana Lima &lt;ana.lima@acme-robotics.com&gt;</p></div>');
    const { scanner: s, calls } = scanner();
    loads.count = 0;
    s.scanNear(-1, 1, undefined, 0);
    await vi.waitFor(() => expect(calls.redraws).toBe(1));
    expect(addresses(calls.found)).toEqual(['ana.lima@acme-robotics.com']);
    await onceOpened(s, calls);
  });
});

describe('Scanner: the scanned hook', () => {
  it('comes once a scan of the screen is done and its badges asked for, not between its slices, nor for the popup’s full scan', async () => {
    blocks(4);
    const { scanner: s, calls } = scanner();
    // One container a slice.
    s.scanNear(-1, 1, undefined, 0);
    await vi.waitFor(() => expect(calls.scanned).toHaveLength(1));
    // Called after the four slices' targets and the one redraw.
    expect(calls.found.map((f) => f.length)).toEqual([1, 1, 1, 1]);
    expect(calls.scanned).toEqual([1]);
    blocks(2);
    s.scanAll();
    expect(calls.found.map((f) => f.length)).toEqual([1, 1, 1, 1, 2]);
    expect(calls.redraws).toBe(2);
    expect(calls.scanned).toEqual([1]);
  });
});

describe('Scanner.openForPeople', () => {
  it('adds the people the other finders found when one finder throws', async () => {
    const byline = document.createElement('div');
    byline.className = 'byline';
    byline.textContent = 'By Jane Roe';
    const article = document.createElement('article');
    article.append(byline);
    document.body.replaceChildren(article);
    const { signal } = new AbortController();
    const added: Target[] = [];
    const scanner = new Scanner(
      signal,
      new TargetRegistry(
        signal,
        () => undefined,
        () => undefined,
      ),
      { found: (t) => added.push(...t), redraw: () => undefined },
    );
    scanner.openForPeople();
    // The finders may take more than one task (stepByStep): wait for the last.
    await vi.waitFor(() => expect(added.length).toBeGreaterThan(0));
    expect(added.map((t) => [t.person?.firstName, t.person?.lastName])).toEqual([['Jane', 'Roe']]);
  });
});

describe('Scanner: the finders failing on a sender or a table', () => {
  it('lose their own people, never an address’s badge, nor the people found elsewhere', async () => {
    const { scanner: s, calls } = scanner();
    // The finders are here first (a profile's byline), then a scan meets what they fail on.
    document.body.replaceChildren(
      ...htmlPage('<article><h1>Ana Lima</h1><p class="byline">By Ana Lima</p></article>').body.childNodes,
    );
    s.openForPeople();
    await vi.waitFor(() => expect(calls.found.flat().map((t) => t.person?.lastName)).toEqual(['Lima']));
    document.body.append(
      ...htmlPage(
        '<div><p>From: Odd Sender &lt;odd-sender@example.org&gt;</p></div><table class="odd"><tr><th>Name</th><th>Email</th></tr><tr><td>Jo Park</td><td>jo.park@example.org</td></tr></table><div><p>From: Ben Ito &lt;ben.ito@acme-robotics.com&gt;</p></div>',
      ).body.childNodes,
    );
    s.scanAll();
    expect(addresses(calls.found)).toEqual(
      expect.arrayContaining(['odd-sender@example.org', 'jo.park@example.org', 'ben.ito@acme-robotics.com']),
    );
  });
});
