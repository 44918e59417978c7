// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { guessDomain, splitName } from '../../../../core/names';
import { findPeople, mergePeople, pageDomainFor, peopleIn } from '../../../../page/scan/people';
import { page } from './fixtures';

const people = (name: string) =>
  findPeople(page(name))
    .map((p) => [p.firstName, p.lastName, p.company, p.domain, p.source])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));

describe('findPeople on the fixture pages', () => {
  it('a CRM list: names, accounts and domains from the website or a company address', () => {
    expect(people('crm-list.html')).toEqual([
      ['Gavin', 'Belson', 'Hooli', null, 'table'],
      ['Hank', 'Scorpio', 'Globex', 'globex.com', 'table'],
      ['Jane', 'Doe', 'Acme', 'acme.com', 'table'],
      ['John', 'Smith', 'Acme', 'acme.com', 'table'],
      ['Peter', 'Gibbons', 'Initech', 'initech.com', 'table'],
    ]);
  });

  it('a CRM record: labelled fields', () => {
    expect(people('crm-record.html')).toEqual([['Maria', 'Garcia', 'Pied Piper', 'piedpiper.com', 'record']]);
  });

  it('a profile: JSON-LD wins over meta tags and the heading', () => {
    const found = findPeople(page('profile-jsonld.html'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      firstName: 'José',
      lastName: 'Álvarez',
      company: 'Acme',
      domain: 'acme.com',
      source: 'jsonld',
      confidence: 0.95,
    });
    expect(found[0]!.element.tagName).toBe('H1');
  });

  it('a team page: h-cards and a vcard, particles kept, titles dropped, domain shared by company', () => {
    expect(people('team-hcards.html')).toEqual([
      ['Jan', 'van der Berg', 'Vandelay Industries', 'vandelay.nl', 'hcard'],
      ['Pieter', 'van Dijk', 'Vandelay Industries', 'vandelay.nl', 'hcard'],
      ['Sofie', 'de Jong', 'Vandelay Industries', 'vandelay.nl', 'hcard'],
    ]);
  });

  it('the page-wide domain index can wait: without it domains stay open, and are found on demand', () => {
    const doc = new DOMParser().parseFromString(
      `<div class="h-card"><span class="p-name">Jane Doe</span>, <span class="p-org">Vandelay Industries</span></div>
       <p>Press: press@vandelay.nl</p>`,
      'text/html',
    );
    const [lazy] = mergePeople([...peopleIn(doc)], doc, false);
    expect(lazy).toMatchObject({ firstName: 'Jane', company: 'Vandelay Industries', domain: null });
    expect(pageDomainFor('Vandelay Industries', doc)).toBe('vandelay.nl');
    expect(pageDomainFor('Initech', doc)).toBeNull();
    expect(findPeople(doc)[0]!.domain).toBe('vandelay.nl');
  });

  it('a webmail thread: its senders and the people quoted with their address; a docs page: nobody', () => {
    expect(people('webmail-thread.html')).toEqual([
      ['Erlich', 'Bachman', null, 'piedpiper.com', 'sender'],
      ['Jane', 'Doe', null, 'acme.com', 'sender'],
      ['Monica', 'Hall', null, 'piedpiper.com', 'sender'],
      ['Richard', 'Hendricks', null, 'piedpiper.com', 'sender'],
    ]);
    expect(people('dev-docs.html')).toEqual([]);
  });
});

describe('names', () => {
  it.each([
    ['Jane Doe', 'Jane', 'Doe'],
    ['Dr. Jan van der Berg Jr.', 'Jan', 'van der Berg'],
    ['John F. Kennedy', 'John', 'Kennedy'],
    ['Anne-Marie Dupont-Laurent', 'Anne-Marie', 'Dupont-Laurent'],
    // A Russian name in its official order, its patronymic last; or in the order of speech.
    ['Дудина Виктория Жоржевна', 'Виктория', 'Дудина'],
    ['Иванов Пётр Ильич', 'Пётр', 'Иванов'],
    ['Виктория Жоржевна Дудина', 'Виктория', 'Дудина'],
    // A Latin name that ends as a patronymic would is in the order of speech.
    ['Mary Ann Petrovich', 'Mary', 'Petrovich'],
    // A generation's numeral is in capitals (or small letters); "Iv" is a family name.
    ['Thomas Howell III', 'Thomas', 'Howell'],
    ['John Smith IV', 'John', 'Smith'],
    ['Taya Iv', 'Taya', 'Iv'],
  ])('%s', (full, firstName, lastName) => expect(splitName(full)).toEqual({ firstName, lastName }));

  it.each(['Jane', 'jane@acme.com', 'Room 101 Lobby', ''])('%j is not a name', (full) =>
    expect(splitName(full)).toBeNull(),
  );

  it('guesses a domain from a company name', () => {
    expect(guessDomain('Pied Piper Inc.')).toBe('piedpiper.com');
    expect(guessDomain(null)).toBe('');
  });
});
