/** From the service's flags (or the free checks) to the one verdict every part of the UI shows. */
import { describe, expect, it } from 'vitest';
import type { VerificationResult } from '../../../core/api/schemas';
import { checkLocally } from '../../../core/checks';
import { verdictFromLocal, verdictFromService, type Verdict } from '../../../core/verdict';
import { describeState, displayState, flagChips, STATE_LOOK } from '../../../core/verdict-look';

const result = (over: Partial<VerificationResult>): VerificationResult =>
  ({
    emailid: 'jane@acme.com',
    is_syntax_valid: true,
    is_valid: true,
    is_role: false,
    is_disposable: false,
    is_catchall: false,
    is_unknown: false,
    do_you_mean: null,
    message: 'ok',
    ...over,
  }) as VerificationResult;

describe('verdictFromService', () => {
  const local = checkLocally('jane@acme.com');
  it.each([
    ['a deliverable address', {}, 'valid'],
    ['an undeliverable one', { is_valid: false }, 'invalid'],
    ['bad syntax, whatever else it says', { is_syntax_valid: false, is_valid: true }, 'invalid'],
    ['a catch-all domain (valid by the service)', { is_catchall: true }, 'risky'],
    ['a disposable address', { is_disposable: true }, 'risky'],
    ['could not be checked', { is_unknown: true, is_catchall: true }, 'unknown'],
  ])('%s is %s', (_name, over, state) => {
    expect(verdictFromService(result(over), local, 5).state).toBe(state);
  });

  it('keeps every flag, the service message and its suggestion', () => {
    const v = verdictFromService(result({ is_role: true, do_you_mean: 'jane@acme.co' }), local, 5);
    expect(v).toMatchObject({
      address: 'jane@acme.com',
      flags: { role: true, syntaxValid: true },
      suggestion: 'jane@acme.co',
      message: 'ok',
      source: 'service',
      checkedAt: 5,
    });
  });
});

describe('verdictFromLocal', () => {
  it('is invalid with the reason for bad syntax, unknown (not verified) otherwise', () => {
    expect(verdictFromLocal(checkLocally('jane..doe@acme.com'))).toMatchObject({
      state: 'invalid',
      message: expect.stringContaining('Not a valid address'),
    });
    expect(verdictFromLocal(checkLocally('jane@acme.com'))).toMatchObject({
      state: 'unknown',
      source: 'local',
    });
  });
});

describe('how states look', () => {
  it('has a word, an icon and a tone for every state, and no two states share an icon', () => {
    const looks = Object.values(STATE_LOOK);
    expect(looks.every((l) => l.word && l.icon && l.tone)).toBe(true);
    expect(new Set(looks.map((l) => l.icon)).size).toBe(looks.length);
  });

  it('names the reason a verdict is risky, and shows the free checks as Unverified', () => {
    const local = verdictFromLocal(checkLocally('jane@acme.com'));
    expect(displayState(local)).toBe('local');
    expect(describeState(local).label).toBe('Unverified');
    expect(describeState(null).label).toBe('Unverified');
    const v = verdictFromService(result({ is_catchall: true }), checkLocally('jane@acme.com'));
    expect(describeState(v)).toMatchObject({ label: 'Risky: catch-all', icon: '!', tone: 'risky' });
  });
});

describe('one visual language for flags', () => {
  const flags = (over: Partial<Verdict['flags']>): Verdict['flags'] => ({
    syntaxValid: true,
    role: false,
    disposable: false,
    catchAll: false,
    free: false,
    unknown: false,
    ...over,
  });

  it('headlines the most serious reason: a disposable address on a catch-all server is disposable', () => {
    expect(
      describeState({ state: 'risky', source: 'service', flags: flags({ disposable: true, catchAll: true }) })
        .label,
    ).toBe('Risky: disposable');
    expect(describeState({ state: 'risky', source: 'service', flags: flags({ catchAll: true }) }).label).toBe(
      'Risky: catch-all',
    );
  });

  it('bad flags stand out, good ones are quiet, noise is gone', () => {
    expect(flagChips({ source: 'service', flags: flags({ disposable: true, catchAll: true }) })).toEqual([
      { text: 'Disposable', tone: 'bad' },
      { text: 'Catch-all server', tone: 'warn' },
      { text: 'Company domain', tone: 'good' },
      { text: 'Syntax OK', tone: 'good' },
    ]);
    expect(flagChips({ source: 'service', flags: flags({ syntaxValid: false }) })).toEqual([
      { text: 'Bad syntax', tone: 'bad' },
    ]);
    const texts = flagChips({ source: 'service', flags: flags({}) }).map((c) => c.text);
    expect(texts.join()).not.toMatch(/Not disposable|Result known|Not catch-all/);
  });

  it('claims no service result while only the free checks have run', () => {
    const chips = flagChips({
      source: 'local',
      flags: flags({ unknown: true, disposable: null, catchAll: null }),
    });
    expect(chips.map((c) => c.text)).not.toContain('Could not be verified');
  });
});
