import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateLocals, firstNameVariants, foldName, lastNameVariants } from '../../../service/candidates';
import { discover } from '../../../service/discover';
import { DirectoryChecker } from '../../../service/mailbox';
import { KEY, OTHER_KEY, startService, type Service } from './harness';

describe('names to candidates', () => {
  it.each([
    ['José', 'jose'],
    ['Søren', 'soren'],
    ['Straße', 'strasse'],
    ["O'Brien", 'obrien'],
    ['Zoë', 'zoe'],
    ['Łukasz', 'lukasz'],
    ['  Anne   Marie ', 'anne marie'],
    ['J.', 'j'],
  ])('folds %s to %s', (name, folded) => expect(foldName(name)).toBe(folded));

  it('handles particles, hyphens and second names', () => {
    expect(lastNameVariants('van der Berg')).toEqual(['vanderberg', 'van-der-berg', 'berg']);
    expect(lastNameVariants('Dupont-Laurent')).toEqual(['dupontlaurent', 'dupont-laurent', 'dupont']);
    expect(firstNameVariants('Jean-Luc')).toEqual(['jeanluc', 'jean-luc', 'jean']);
    expect(firstNameVariants('Mary Ann')).toEqual(['mary', 'maryann']);
    expect(lastNameVariants('Van')).toEqual(['van']);
  });

  it('puts the common corporate patterns first', () => {
    expect(candidateLocals('Jane', 'Doe').slice(0, 14)).toEqual([
      'jane.doe',
      'jdoe',
      'jane',
      'janedoe',
      'j.doe',
      'doe.jane',
      'jane_doe',
      'jane-doe',
      'doej',
      'doe',
      'janed',
      'jane.d',
      'doe.j',
      'doejane',
    ]);
  });

  it('never produces an empty or hyphen-edged local part', () => {
    for (const local of candidateLocals('-', 'Doe-')) expect(local).toMatch(/^[a-z0-9][a-z0-9._-]*$/);
  });
});

describe('discovery against the directory', () => {
  const dir = new DirectoryChecker({
    domains: {
      'acme.com': { mailboxes: ['jane.doe', 'jose.alvarez', 'anne-marie.dupont'] },
      'initech.com': { mailboxes: ['plumbergh', 'jvanderberg'] },
      'vandelay.nl': { mailboxes: ['jan.vanderberg', 'pieter.van-dijk'] },
      'globex.com': { catchAll: true },
      'down.com': { reachable: false },
      'gone.com': { acceptsMail: false },
    },
  });

  it.each([
    ['Jane', 'Doe', 'acme.com', 'jane.doe@acme.com', 'verified'],
    ['JOSÉ', 'Álvarez', 'acme.com', 'jose.alvarez@acme.com', 'verified'],
    ['Anne-Marie', 'Dupont', 'acme.com', 'anne-marie.dupont@acme.com', 'verified'],
    ['Peter', 'Lumbergh', 'initech.com', 'plumbergh@initech.com', 'verified'],
    ['Joanna', 'van der Berg', 'initech.com', 'jvanderberg@initech.com', 'verified'],
    ['Jan', 'van der Berg', 'vandelay.nl', 'jan.vanderberg@vandelay.nl', 'verified'],
    ['Pieter', 'van Dijk', 'vandelay.nl', 'pieter.van-dijk@vandelay.nl', 'verified'],
    ['Hank', 'Scorpio', 'globex.com', 'hank.scorpio@globex.com', 'catch_all'],
    ['Nobody', 'Here', 'acme.com', '', 'not_found'],
    ['Jane', 'Doe', 'gone.com', '', 'not_found'],
    ['Jane', 'Doe', 'down.com', '', 'unknown'],
    ['Jane', 'Doe', 'elsewhere.example', '', 'unknown'],
  ])('%s %s at %s → %s (%s)', async (first, last, domain, email, certified) => {
    const answer = await discover(first, last, domain, dir);
    expect(answer).toEqual({ error: false, email, certified, message: expect.any(String) });
  });
});

describe('discovery over HTTP', () => {
  let svc: Service;
  beforeAll(async () => {
    svc = await startService();
  });
  afterAll(() => svc.close());

  it('normalizes a company URL to its domain', async () => {
    const { body } = await svc.get('/email-discovery/', {
      firstname: 'Richard',
      lastname: 'Hendricks',
      domain: 'https://www.PiedPiper.com/about',
      apikey: KEY,
    });
    expect(body).toMatchObject({ email: 'richard.hendricks@piedpiper.com', certified: 'verified' });
  });

  it('charges only when an address comes back', async () => {
    const credits = async () =>
      (await svc.get('/creditbalance', { apikey: OTHER_KEY })).body.credits as number;
    const start = await credits();
    await svc.get('/email-discovery', {
      firstname: 'No',
      lastname: 'One',
      domain: 'acme.com',
      apikey: OTHER_KEY,
    });
    expect(await credits()).toBe(start);
    await svc.get('/email-discovery', {
      firstname: 'Jane',
      lastname: 'Doe',
      domain: 'acme.com',
      apikey: OTHER_KEY,
    });
    expect(await credits()).toBe(start - 1);
  });
});
