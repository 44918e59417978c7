/** What people paste: cleaned to the address they meant, and the one-click suggestion built on it. */
import { describe, expect, it } from 'vitest';
import { checkLocally } from '../../../core/checks';
import { keyboardDistance } from '../../../core/checks/keyboard-distance';
import { cleanPasted, splitPasted } from '../../../core/paste';

describe('cleanPasted', () => {
  it.each([
    ['Jane Doe <jane@acme.com>', 'jane@acme.com', 'Jane Doe'],
    ['"Doe, Jane" <jane@acme.com>', 'jane@acme.com', 'Doe, Jane'],
    ['jane@acme.com (Jane Doe)', 'jane@acme.com', 'Jane Doe'],
    ['<jane@acme.com>', 'jane@acme.com', null],
    ['mailto:jane@acme.com?subject=Hello%20there', 'jane@acme.com', null],
    ['MAILTO:jane%2Bnews@acme.com', 'jane+news@acme.com', null],
    ['"jane@acme.com"', 'jane@acme.com', null],
    ['(jane@acme.com),', 'jane@acme.com', null],
    ['jane@acme.com.', 'jane@acme.com', null],
    ['john@@example.com', 'john@example.com', null],
    ['john.@example.com', 'john@example.com', null],
    ['john@#example.com', 'john@example.com', null],
    ['jo hn@example.com', 'john@example.com', null],
    ['Jane Doe jane@acme.com', 'jane@acme.com', 'Jane Doe'],
    ['\u200bjane@acme.com\ufeff', 'jane@acme.com', null],
  ])('%j → %s', (input, address, name) => {
    expect(cleanPasted(input)).toEqual({ address, name });
  });

  it('keeps what it cannot read, and a quoted name part, as they are', () => {
    expect(cleanPasted('not an address').address).toBe('not an address');
    expect(cleanPasted('"john doe"@example.org').address).toBe('"john doe"@example.org');
    expect(cleanPasted('jane\u202e@acme.com').address).toContain('\u202e');
  });
});

describe('splitPasted', () => {
  it('keeps one line as one entry when it holds one address', () => {
    expect(splitPasted('Jane Doe <jane@x.com>\n\nnot an address\r\njohn@y.com,')).toEqual([
      'Jane Doe <jane@x.com>',
      'not an address',
      'john@y.com,',
    ]);
  });
  it('splits a line of several at commas and semicolons outside quotes and brackets, else at spaces', () => {
    expect(splitPasted('"Doe, Jane" <j@x.com>; b@y.com, c@z.com')).toEqual([
      '"Doe, Jane" <j@x.com>',
      'b@y.com',
      'c@z.com',
    ]);
    expect(splitPasted('a@x.com b@y.com')).toEqual(['a@x.com', 'b@y.com']);
    expect(splitPasted(' , ,\n ')).toEqual([]);
  });
});

describe('the one-click suggestion', () => {
  it.each([
    // The provider and its ending fixed together, and the result checked again.
    ['jane@gnail.con', 'jane@gmail.com'],
    ['jane@yahooo.cmo', 'jane@yahoo.com'],
    // A stray first character is forgiven.
    ['jane@#gmail.com', 'jane@gmail.com'],
    ['jane@xgmail.com', 'jane@gmail.com'],
    // Common slips between keys that do not touch, look-alikes, two edits in a long name.
    ['jane@gmaii.com', 'jane@gmail.com'],
    ['jane@yohoo.com', 'jane@yahoo.com'],
    ['jane@gmaal.com', 'jane@gmail.com'],
    ['jane@htomali.com', 'jane@hotmail.com'],
    ['jane@hotrnail.com', 'jane@hotmail.com'],
    // Endings that read the second level.
    ['jane@example.co.lp', 'jane@example.co.jp'],
    ['jane@example.com.vr', 'jane@example.com.br'],
    ['jane@example.co.br', 'jane@example.com.br'],
    ['jane@example.com.uk', 'jane@example.co.uk'],
    // Paste leftovers, fixed; a display name with a typo inside, both.
    ['john@example.com,', 'john@example.com'],
    ['john@example.com.', 'john@example.com'],
    ['mailto:john@example.com', 'john@example.com'],
    ['john@@example.com', 'john@example.com'],
    ['Jane Doe <jane@gmial.com>', 'jane@gmail.com'],
  ])('%s → %s', (typed, meant) => {
    expect(checkLocally(typed).suggestion).toBe(meant);
  });

  it.each([
    'jane@wahoo.com',
    'jane@gmx.com',
    'jane@mail.com',
    'jane@example.com.co',
    'jane@acme.cm',
    'jane@yahoo.com.tw',
  ])('leaves %s alone', (address) => expect(checkLocally(address).suggestion).toBeNull());

  it('never corrects a domain this device has seen verified', () => {
    expect(checkLocally('jane@gmial.com', { isKnownDomain: (d) => d === 'gmial.com' }).suggestion).toBeNull();
  });

  it('says a top-level domain that does not exist gets no mail, for free', () => {
    const c = checkLocally('jane@acme.notatld');
    expect(c.isSyntaxValid).toBe(false);
    expect(c.reason).toContain('is not a top-level domain');
  });

  it('counts a deleted first character, limit or not', () => {
    expect(keyboardDistance('#gmail.com', 'gmail.com', 1)).toBe(1);
    expect(keyboardDistance('#gmail.com', 'gmail.com')).toBe(1);
  });
});
