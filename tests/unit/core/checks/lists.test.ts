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
