import { describe, expect, it } from 'vitest';
import { checkLocally } from '../../../../core/checks';
import common from 'email-providers/common.json';
import { keyboardDistance } from '../../../../core/checks/keyboard-distance';
import shipped from '../../../../core/checks/known-near-popular.json';
import { suggestDomain } from '../../../../core/checks/typo';
import { knownNearPopular } from '../../../../scripts/known-domains';

/** [typed, expected suggestion] */
const CORRECT: [string, string][] = [
  ['jane@gmial.com', 'jane@gmail.com'],
  ['jane@gmai.com', 'jane@gmail.com'],
  ['jane@gamil.com', 'jane@gmail.com'],
  ['jane@gnail.com', 'jane@gmail.com'],
  ['jane@gmaill.com', 'jane@gmail.com'],
  ['jane@gmsil.com', 'jane@gmail.com'],
  ['jane@gmail.con', 'jane@gmail.com'],
  ['jane@gmail.cmo', 'jane@gmail.com'],
  ['jane@gmail.co', 'jane@gmail.com'],
  ['jane@gmail.comm', 'jane@gmail.com'],
  ['jane@gmailcom', 'jane@gmail.com'],
  ['jane@gmail,com', 'jane@gmail.com'],
  ['Jane.Doe@GMIAL.COM', 'Jane.Doe@gmail.com'],
  ['jane@hotmial.com', 'jane@hotmail.com'],
  ['jane@hotmal.com', 'jane@hotmail.com'],
  ['jane@hotmai.com', 'jane@hotmail.com'],
  ['jane@hptmail.com', 'jane@hotmail.com'],
  ['jane@hotmail.cm', 'jane@hotmail.com'],
  ['jane@hotmail.co.uj', 'jane@hotmail.co.uk'],
  ['jane@yaho.com', 'jane@yahoo.com'],
  ['jane@yahooo.com', 'jane@yahoo.com'],
  ['jane@yhoo.com', 'jane@yahoo.com'],
  ['jane@yahoo.cm', 'jane@yahoo.com'],
  ['jane@yahoo.co.jo', 'jane@yahoo.co.jp'],
  ['jane@outlok.com', 'jane@outlook.com'],
  ['jane@outloo.com', 'jane@outlook.com'],
  ['jane@outlookk.com', 'jane@outlook.com'],
  ['jane@iclod.com', 'jane@icloud.com'],
  ['jane@icoud.com', 'jane@icloud.com'],
  ['jane@googlemial.com', 'jane@googlemail.com'],
  ['jane@protonmial.com', 'jane@protonmail.com'],
  ['jane@comcats.net', 'jane@comcast.net'],
  ['jane@verizon.ent', 'jane@verizon.net'],
  ['jane@btinternt.com', 'jane@btinternet.com'],
  ['jane@sbcgloble.net', 'jane@sbcglobal.net'],
  ['jane@example.cmo', 'jane@example.com'],
  ['jane@example.con', 'jane@example.com'],
  ['jane@example.ocm', 'jane@example.com'],
  ['jane@example.vom', 'jane@example.com'],
  ['jane@acme.nte', 'jane@acme.net'],
  ['jane@acme.ogr', 'jane@acme.org'],
  ['jane@acme.co.ukk', 'jane@acme.co.uk'],
  ['jane@acme,com', 'jane@acme.com'],
  ['Jane Doe <jane@acme.com>', 'jane@acme.com'],
];

/** Real, known or simply unknown-but-plausible domains: never "corrected". */
const KEEP: string[] = [
  'jane@gmail.com',
  'jane@googlemail.com',
  'jane@gmx.com',
  'jane@gmx.de',
  'jane@gmx.net',
  'jane@mail.com',
  'jane@email.com',
  'jane@hotmail.co.uk',
  'jane@yahoo.co.uk',
  'jane@yahoo.co.jp',
  'jane@web.de',
  'jane@ymail.com',
  'jane@live.com',
  'jane@live.fr',
  'jane@me.com',
  'jane@mac.com',
  'jane@aol.com',
  'jane@aol.co.uk',
  'jane@outlook.de',
  'jane@proton.me',
  'jane@pm.me',
  'jane@qq.com',
  'jane@163.com',
  'jane@wahoo.com',
  'jane@love.com',
  'jane@hotmart.com',
  'jane@acme.co',
  'jane@acme.cm',
  'jane@acme.io',
  'jane@example.org',
  'jane@münchen.de',
  'jane@xn--mnchen-3ya.de',
  'jane@mx.com',
];

describe('typo suggestions', () => {
  it('has at least 60 cases, a third of them must-not-correct', () => {
    expect(CORRECT.length + KEEP.length).toBeGreaterThanOrEqual(60);
    expect(KEEP.length * 3).toBeGreaterThanOrEqual(CORRECT.length + KEEP.length);
  });

  it.each(CORRECT)('%s → %s', (typed, expected) => {
    expect(checkLocally(typed).suggestion).toBe(expected);
  });

  it.each(KEEP)('%s stays as it is', (address) => {
    expect(checkLocally(address).suggestion).toBeNull();
  });
});

describe('without the domain lists', () => {
  it('gives the same answers: the engine always has the TLD list', () => {
    expect(checkLocally('jane@gmial.com').suggestion).toBe('jane@gmail.com');
    expect(checkLocally('jane@example.cmo').suggestion).toBe('jane@example.com');
  });
});

describe('keyboard distance', () => {
  it.each([
    ['gmail', 'gmail', 0],
    ['gnail', 'gmail', 1],
    ['gmial', 'gmail', 1],
    ['gmai', 'gmail', 1],
    ['wahoo', 'yahoo', 2],
    ['love', 'live', 1],
    ['abc', 'xyz', 5], // drop a and b, c→x are neighbours, add y and z
  ] as const)('%s ↔ %s = %i', (a, b, d) => {
    expect(keyboardDistance(a, b)).toBe(d);
    expect(keyboardDistance(b, a)).toBe(d);
  });

  it('stops early past the limit', () => {
    expect(keyboardDistance('abcdefgh', 'zyxwvuts', 1)).toBe(2);
  });
});

describe('the known list that ships', () => {
  it('is exactly the common providers the engine would otherwise correct (regenerate: npm run gen:known-domains)', () => {
    expect(knownNearPopular(common)).toEqual(shipped);
    for (const d of common) expect(suggestDomain(d)).toBeNull();
  });
});
