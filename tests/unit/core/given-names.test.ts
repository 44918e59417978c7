import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knownGivenName } from '../../../core/given-names';
import { givenNames, givenNamesFile } from '../../../scripts/given-names';

describe('the known given names', () => {
  it('is the filter the packages’ lists make (regenerate: npm run gen:given-names)', () => {
    expect(readFileSync('core/given-names.json', 'utf8')).toBe(givenNamesFile());
  });

  it('knows every name of the lists, in any case and with its accents', () => {
    const names = givenNames();
    expect(names.length).toBeGreaterThan(60_000);
    expect(names.filter((n) => !knownGivenName(n))).toEqual([]);
    for (const n of ['Geoff', 'HÉCTOR', 'Trine', 'Yolanda', 'Morten', 'Emre'])
      expect(knownGivenName(n)).toBe(true);
  });

  it('lets few other words through', () => {
    const others = Array.from({ length: 20_000 }, (_, i) => `qz${i.toString(36)}w`);
    const through = others.filter(knownGivenName).length / others.length;
    expect(through).toBeGreaterThan(0);
    expect(through).toBeLessThan(0.04);
    for (const w of ['Special', 'Report', 'Video', 'Streak', 'Google', 'Senior', 'Creating'])
      expect(knownGivenName(w)).toBe(false);
  });
});
