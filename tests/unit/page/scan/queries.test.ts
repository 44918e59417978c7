// @vitest-environment happy-dom
/** The finders' page-wide queries, run one step each before the finders and read by them until released. */
import { describe, expect, it } from 'vitest';
import { fromBylines } from '../../../../page/scan/people/bylines';
import { inOrder, pageWide, partsOf, prepareQueries } from '../../../../page/scan/people/queries';

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

  it('run a list of attribute selectors a part at a time, read back in document order, each once', () => {
    setBody(
      document,
      '<p class="a" id="1"></p><p data-x id="2"></p><p class="a" data-x id="3"></p><p class="b" id="4"></p>',
    );
    const query = pageWide('[data-x], p.a, p.b');
    const q = prepareQueries(document);
    const before = q.steps.length;
    expect(partsOf('[data-x], p.a, p.b')).toEqual(['[data-x]', 'p.a', 'p.b']);
    q.steps.forEach((step) => step());
    expect([...query(document)].map((el) => el.id)).toEqual(['1', '2', '3', '4']);
    q.release();
    // Tag and class lists are run whole; parts shared by two lists are run once.
    expect(partsOf('h2, h3')).toEqual(['h2, h3']);
    pageWide('p.a, [data-y]');
    expect(prepareQueries(document).steps.length).toBe(before + 1);
  });

  it('merge two lists in document order, each element once', () => {
    setBody(document, '<i id="1"></i><i id="2"><b id="3"></b></i><i id="4"></i>');
    const $ = (...ids: string[]) => ids.map((id) => document.getElementById(id)!);
    const ids = (els: ArrayLike<Element>) => Array.from(els, (el) => el.id);
    expect(ids(inOrder($('1', '3', '4'), $('2', '3')))).toEqual(['1', '2', '3', '4']);
    expect(ids(inOrder([], $('2')))).toEqual(['2']);
    expect(ids(inOrder($('4'), $('1', '2')))).toEqual(['1', '2', '4']);
  });
});
