// @vitest-environment happy-dom
/**
 * The finders' bounded reads: an element's text only when it is short, the first few of a page-wide
 * list. On a 10,000-row table each unbounded read cost the people finders 10 to 13 ms.
 */
import { describe, expect, it } from 'vitest';
import { fromRoleRows } from '../../../../page/scan/people/records';
import { firstOf, shortText } from '../../../../page/scan/people/words';
import { besideHeadline } from '../../../../page/scan/people/headline-lines';

const html = (markup: string) => {
  document.body.replaceChildren(...new DOMParser().parseFromString(markup, 'text/html').body.childNodes);
  return document.body;
};

describe('shortText', () => {
  it("is an element's textContent when it has at most the given characters, the bound included", () => {
    const el = html('<p>Jane <b>Roe</b><!-- a note --> | <i>News</i></p>').firstElementChild!;
    expect(shortText(el, 100)).toBe(el.textContent);
    expect(shortText(el, el.textContent!.length)).toBe('Jane Roe | News');
    expect(shortText(el, el.textContent!.length - 1)).toBeNull();
  });

  it('stops reading once past the bound', () => {
    const table = html(`<table>${'<tr><td>row</td></tr>'.repeat(50)}</table>`).firstElementChild!;
    let read = 0;
    const data = Object.getOwnPropertyDescriptor(Node.prototype, 'nodeValue')!;
    Object.defineProperty(Text.prototype, 'nodeValue', {
      configurable: true,
      get(this: Text) {
        read++;
        return data.get!.call(this);
      },
    });
    try {
      expect(shortText(table, 10)).toBeNull();
    } finally {
      delete (Text.prototype as { nodeValue?: unknown }).nodeValue;
    }
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThanOrEqual(4);
  });

  it('keeps a dated line beside the headline, and reads no line that is too long', () => {
    html(`<h1>Story</h1><p>May 2, 2024 | Jane Roe</p><p>May 2, 2024 | ${'x'.repeat(100)} | Jane Roe</p>`);
    expect(besideHeadline(document).map(([, name]) => name)).toEqual(['Jane Roe']);
  });
});

describe('firstOf', () => {
  it('is the first n of a list, or all of a shorter one', () => {
    const list = html('<i>1</i><i>2</i><i>3</i>').getElementsByTagName('i');
    expect(firstOf(list, 2).map((e) => e.textContent)).toEqual(['1', '2']);
    expect(firstOf(list, 5)).toHaveLength(3);
    expect(firstOf([], 5)).toEqual([]);
  });

  it('reads no item past the n-th', () => {
    const seen: number[] = [];
    const list = new Proxy({ length: 1_000 } as ArrayLike<number>, {
      get: (t, k) => (typeof k === 'string' && /^\d+$/.test(k) ? (seen.push(+k), +k) : Reflect.get(t, k)),
    });
    expect(firstOf(list, 3)).toEqual([0, 1, 2]);
    expect(seen).toEqual([0, 1, 2]);
  });

  it("keeps a record's labelled rows within the first 500 of a page's rows", () => {
    html(
      `<table>${'<tr><td>data</td><td>1</td></tr>'.repeat(499)}<tr><td>Contact:</td><td>Jane Roe</td></tr><tr><td>Owner:</td><td>John Doe</td></tr></table>`,
    );
    const names = fromRoleRows(document).map((p) => `${p.firstName} ${p.lastName}`);
    expect(names.includes('John Doe')).toBe(false);
  });
});
