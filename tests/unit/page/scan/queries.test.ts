// @vitest-environment happy-dom
/** The finders' page-wide queries, run one step each before the finders and read by them until released. */
import { describe, expect, it } from 'vitest';
import { fromBylines } from '../../../../page/scan/people/bylines';
import { pageWide, prepareQueries } from '../../../../page/scan/people/queries';

/** Replaces a document's body with this markup. */
const setBody = (doc: Document, html: string) =>
  doc.body.replaceChildren(...new DOMParser().parseFromString(html, 'text/html').body.childNodes);
const byline = (name: string) => `<div class="byline">By ${name}</div>`;
const names = () => fromBylines(document).map((p) => `${p.firstName} ${p.lastName}`);

describe('page-wide queries', () => {
  it('are made when asked while nothing is prepared', () => {
    setBody(document, byline('Jane Roe'));
    expect(names()).toEqual(['Jane Roe']);
  });

  it('are read from their prepared steps until released, then made afresh', () => {
    setBody(document, byline('Jane Roe'));
    const q = prepareQueries(document);
    expect(q.steps.length).toBeGreaterThanOrEqual(3); // the byline finder's own, at least
    q.steps.forEach((step) => step());
    // A page that changes between the steps and the finders is read as it was at the steps.
    setBody(document, byline('John Doe'));
    expect(names()).toEqual(['Jane Roe']);
    q.release();
    expect(names()).toEqual(['John Doe']);
  });

  it('answer for the prepared document only, and a later preparation replaces an earlier one', () => {
    const other = document.implementation.createHTMLDocument('other');
    setBody(other, '<p class="x">other</p>');
    setBody(document, '<p class="x">this</p>');
    const query = pageWide('p.x');
    const first = prepareQueries(document);
    first.steps.forEach((step) => step());
    expect(query(other)[0]!.textContent).toBe('other');
    const second = prepareQueries(document);
    setBody(document, '<p class="x">changed</p>');
    second.steps.forEach((step) => step());
    first.release(); // no longer the prepared one: releasing it keeps the second
    setBody(document, '<p class="x">after</p>');
    expect(query(document)[0]!.textContent).toBe('changed');
    second.release();
    expect(query(document)[0]!.textContent).toBe('after');
  });
});
