import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildCheckLists, checkLocally } from '../../../../core/checks';
import { DomainList } from '../../../../core/checks/domain-list';

const require = createRequire(import.meta.url);
const read = (id: string) => readFileSync(require.resolve(id), 'utf8');
const lists = buildCheckLists({
  disposable: read('disposable-email-domains/index.json'),
  disposableWildcard: read('disposable-email-domains/wildcard.json'),
  free: read('email-providers/all.json'),
});

describe('DomainList', () => {
  it('finds every entry of the real list', () => {
    const domains = JSON.parse(read('disposable-email-domains/index.json')) as string[];
    const list = DomainList.fromJsonArray(read('disposable-email-domains/index.json'));
    expect(list.size).toBeGreaterThan(120_000);
    for (let i = 0; i < domains.length; i += 97)
      if (/^[\x21-\x7e]+$/.test(domains[i]!)) expect(list.has(domains[i]!)).toBe(true);
    expect(list.has('example-not-listed.com')).toBe(false);
  });

  it('stores IDN entries as punycode, the form addresses are normalized to', () => {
    const list = DomainList.fromJsonArray(read('disposable-email-domains/index.json'));
    expect(list.has('desayuno-étnico.info')).toBe(false);
    expect(list.has(new URL('http://desayuno-étnico.info').hostname)).toBe(true);
    expect(checkLocally('x@desayuno-étnico.info', lists).isDisposable).toBe(true);
  });

  it('sorts, trims, lower-cases and de-duplicates what it is given', () => {
    const list = DomainList.fromArray(['b.com', ' A.com', 'a.com', 'c.com ', 'b.com']);
    expect(list.size).toBe(3);
    for (const d of ['a.com', 'b.com', 'c.com']) expect(list.has(d)).toBe(true);
    for (const d of ['', 'a.co', 'a.comm', 'd.com', '0.com']) expect(list.has(d)).toBe(false);
  });

  it('matches parents down to two labels, never a bare TLD', () => {
    const list = DomainList.fromArray(['33mail.com', 'co.uk']);
    expect(list.hasOrParent('x.y.33mail.com')).toBe(true);
    expect(list.hasOrParent('33mail.com')).toBe(true);
    expect(list.hasOrParent('mail.com')).toBe(false);
    expect(list.hasOrParent('com')).toBe(false);
  });

  it('handles empty lists', () => {
    expect(DomainList.fromJsonArray('[]').has('a.com')).toBe(false);
    expect(DomainList.fromJsonArray(' [ ] ').size).toBe(0);
  });

  it('reads the shipped files as bytes to the same list as parsing their text', () => {
    for (const id of [
      'disposable-email-domains/index.json',
      'disposable-email-domains/wildcard.json',
      'email-providers/all.json',
    ]) {
      const text = read(id);
      const fromBytes = DomainList.fromJsonArray(readFileSync(require.resolve(id)));
      const parsed = DomainList.fromArray(JSON.parse(text) as string[]);
      expect(fromBytes.size).toBe(parsed.size);
      const entries = JSON.parse(text) as string[];
      for (const d of entries) {
        const ascii = /[^a-z0-9.-]/.test(d) ? new URL(`http://${d.trim().toLowerCase()}`).hostname : d;
        expect(fromBytes.has(ascii), d).toBe(true);
      }
      for (const d of ['example-not-listed.com', 'a', 'zzzzzz.zz', '0'])
        expect(fromBytes.has(d)).toBe(parsed.has(d));
    }
  });

  it('reads a list in any other form the slow way, to the same entries', () => {
    const forms = [
      '["b.com","a.com"]', // out of order
      '["a.com","a.com","b.com"]', // repeated
      '["a.com", "B.com", " c.com "]', // a capital, spaces inside an entry
      '["a.com","b\\u002ecom"]', // an escape
      '["a.com","tś.xyz","zz.com","yêuniverse.net"]', // IDNs among clean ones
      '[\n  "a.com",\n  "b.com"\n]\n',
    ];
    for (const json of forms) {
      const expected = DomainList.fromArray(JSON.parse(json) as string[]);
      const list = DomainList.fromJsonArray(new TextEncoder().encode(json));
      expect(list.size, json).toBe(expected.size);
      for (const d of ['a.com', 'b.com', 'c.com', 'zz.com', 'xn--t-vob.xyz', 'xn--yuniverse-l4a.net', 'a.co'])
        expect(list.has(d), `${json} ${d}`).toBe(expected.has(d));
    }
  });

  it('refuses what is not a JSON array of strings', () => {
    for (const json of ['{"a.com": 1}', '["a.com",]', '["a.com" "b.com"]', '["a.com"', 'a.com'])
      expect(() => DomainList.fromJsonArray(json), json).toThrow();
  });
});

describe('disposable and free providers', () => {
  it.each([
    ['x@mailinator.com', true, true],
    ['x@guerrillamail.com', true, true],
    ['x@anything.33mail.com', true, false],
    ['x@deep.sub.mailinator.com', true, false],
    ['x@gmail.com', false, true],
    ['x@outlook.com', false, true],
    ['x@yahoo.co.jp', false, true],
    ['x@acme-corp-example.com', false, false],
  ])('%s: disposable %s, free %s', (address, disposable, free) => {
    const r = checkLocally(address, lists);
    expect(r.isDisposable).toBe(disposable);
    expect(r.isFree).toBe(free);
  });

  it('reports null, not false, where the lists are not loaded', () => {
    const r = checkLocally('x@mailinator.com');
    expect([r.isDisposable, r.isFree]).toEqual([null, null]);
  });
});

describe('checkLocally', () => {
  it('normalizes and flags together', () => {
    expect(checkLocally('  Sales@Mailinator.COM ', lists)).toEqual({
      address: 'Sales@mailinator.com',
      isSyntaxValid: true,
      isRole: true,
      isDisposable: true,
      isFree: true,
      suggestion: null,
      reason: null,
    });
  });

  it('gives a reason and no flags from the lists for invalid syntax', () => {
    const r = checkLocally('jane..doe@acme.com', lists);
    expect(r).toMatchObject({ isSyntaxValid: false, reason: 'two dots in a row in the name part' });
    expect(r.isDisposable).toBeNull();
  });
});
