// @vitest-environment happy-dom
/** The scanner's people outside tables: one finder failing on a page's odd markup loses only its own. */
import { describe, expect, it, vi } from 'vitest';
import { Scanner } from '../../../../page/scan/scanner';
import { TargetRegistry } from '../../../../page/targets/registry';
import type { Target } from '../../../../page/targets/targets';

vi.mock('../../../../page/scan/people', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../page/scan/people')>();
  return {
    ...real,
    OUTSIDE_TABLES: [
      () => {
        throw new TypeError('odd markup');
      },
      ...real.OUTSIDE_TABLES,
    ],
  };
});

describe('Scanner.addPeopleOutsideTables', () => {
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
    scanner.addPeopleOutsideTables();
    // The finders may take more than one task (stepByStep): wait for the last.
    await vi.waitFor(() => expect(added.length).toBeGreaterThan(0));
    expect(added.map((t) => [t.person?.firstName, t.person?.lastName])).toEqual([['Jane', 'Roe']]);
  });
});
