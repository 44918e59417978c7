import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { buildCheckLists, checkLocally } from '../../../lib/checks';
import { DomainList } from '../../../lib/checks/domain-list';

const require = createRequire(import.meta.url);
const read = (id: string) => readFileSync(require.resolve(id), 'utf8');
const lists = buildCheckLists({
  disposable: read('disposable-email-domains/index.json'),
  disposableWildcard: read('disposable-email-domains/wildcard.json'),
  free: read('email-providers/all.json'),
});

describe('DomainList', () => {
  it('indexes a sorted JSON array in place and finds every entry', () => {
    const domains = JSON.parse(read('disposable-email-domains/index.json')) as string[];
    const list = DomainList.fromJsonArray(read('disposable-email-domains/index.json'));
    expect(list.size).toBe(domains.length);
    for (let i = 0; i < domains.length; i += 97) expect(list.has(domains[i]!)).toBe(true);
    expect(list.has('example-not-listed.com')).toBe(false);
  });

  it('falls back to parsing when the JSON is unsorted, upper-case or escaped', () => {
    for (const json of ['["b.com","a.com"]', '["A.com","b.com"]', '["a\\u002ecom","b.com"]']) {
      const list = DomainList.fromJsonArray(json);
      expect(list.has('b.com')).toBe(true);
      expect(list.has('a.com')).toBe(true);
      expect(list.has('c.com')).toBe(false);
    }
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
