/**
 * MailScout's free checks held to other projects' public test suites (tests/fixtures/public-suites,
 * README there): agreement on their clear cases, no real domain "corrected", and each deliberate
 * disagreement answered the way MailScout decided.
 */
import { describe, expect, it } from 'vitest';
import { checkLocally, checkSyntax } from '../../../core/checks';
import { loadCheckLists } from '../../../service/lists';
import { agreement, DECISIONS, loadSuites, percent } from '../../support/public-suites';

const lists = loadCheckLists();
const syntaxSuites = loadSuites('syntax');
const typoSuites = loadSuites('typo');

describe('syntax, against isemail, python-email-validator, validator.js and hapi', () => {
  const rows = agreement(syntaxSuites, (a) => (checkSyntax(a).valid ? 'valid' : 'invalid'));

  it('agrees on at least 99.5% of their clear cases', () => {
    const all = percent(rows);
    expect(all.clear).toBeGreaterThan(400);
    expect(all.pct, JSON.stringify(rows.flatMap((r) => r.misses))).toBeGreaterThanOrEqual(99.5);
  });

  it('answers each deliberate disagreement as decided: trimmed, mapped, refused', () => {
    const covered = (id: string) =>
      syntaxSuites
        .flatMap((s) => s.cases)
        .filter((c) => c.clear && DECISIONS.find((d) => d.id === id)!.covers(c.input));
    for (const c of covered('surrounding-white-space'))
      expect(checkSyntax(c.input).valid, JSON.stringify(c.input)).toBe(checkSyntax(c.input.trim()).valid);
    for (const c of covered('full-width-domain'))
      expect(checkSyntax(c.input).address).toMatch(/@[\x00-\x7f]+$/);
    for (const c of covered('unassigned-code-point-in-domain'))
      expect(checkSyntax(c.input).valid).toBe(false);
    expect(covered('surrounding-white-space').length).toBeGreaterThan(50);
  });
});

describe('typo suggestions, against mailcheck, email-spell-checker, email_typo (+ held out: WordPress, Bluesky)', () => {
  for (const [how, options] of [
    ['with the domain lists', lists],
    ['without them', undefined],
  ] as const) {
    const check = (a: string) => checkLocally(a, options);
    const rows = agreement(
      typoSuites,
      (a) => check(a).suggestion,
      (a) => check(a).suggestion !== null || !check(a).isSyntaxValid,
    );

    it(`is right on at least 97% of the clear cases, ${how}`, () => {
      expect(percent(rows).pct).toBeGreaterThanOrEqual(97);
      const heldOut = rows.filter((r) => typoSuites.find((s) => s.suite === r.suite)!.heldOut);
      expect(heldOut.length).toBe(2);
      expect(percent(heldOut).pct).toBeGreaterThanOrEqual(97);
    });

    it(`never corrects a domain a suite says is real, ${how}`, () => {
      expect(
        rows.reduce((n, r) => n + r.wrongCorrections, 0),
        JSON.stringify(rows.flatMap((r) => r.misses)),
      ).toBe(0);
    });
  }
});
