// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { emailInputs, emailsInText, findEmails, mailtoAddresses } from '../../../lib/scan/emails';
import { page } from './fixtures';

const addresses = (doc: Document, obfuscated = true) =>
  new Set(findEmails(doc.body, { obfuscated }).map((f) => f.address));

describe('findEmails on the fixture pages', () => {
  it('a CRM list: text, mailto and data attributes; no CSS', () => {
    const doc = page('crm-list.html');
    expect(addresses(doc)).toEqual(
      new Set([
        'ops.lead@ourcrm.io',
        'jane.doe@acme.com',
        'John.Smith@acme.com',
        'peter.gibbons@initech.com',
        'gavin.b@gmail.com',
        'exports@ourcrm.io',
      ]),
    );
    const bySource = Object.fromEntries(findEmails(doc.body).map((f) => [f.address, f.source]));
    expect(bySource).toMatchObject({
      'jane.doe@acme.com': 'mailto',
      'exports@ourcrm.io': 'attribute',
      'peter.gibbons@initech.com': 'text',
    });
    expect(findEmails(doc.body).filter((f) => f.address === 'jane.doe@acme.com')).toHaveLength(1);
  });

  it('a CRM record: skips form fields, drops the mailto query (and its cc)', () => {
    expect(addresses(page('crm-record.html'))).toEqual(
      new Set(['maria@piedpiper.com', 'sales@piedpiper.com']),
    );
  });

  it('a profile: an obfuscated address, nothing from scripts or JSON-LD', () => {
    const doc = page('profile-jsonld.html');
    expect(addresses(doc)).toEqual(new Set(['jose@acme.com']));
    expect(addresses(doc, false)).toEqual(new Set());
  });

  it('a team page: every bracketed obfuscation, mailto, and an open shadow root', () => {
    const doc = page('team-hcards.html');
    const host = doc.getElementById('shadow-host')!;
    host.attachShadow({ mode: 'open' }).append(doc.createTextNode('Intern: shadow.member@vandelay.nl'));
    expect(addresses(doc)).toEqual(
      new Set([
        'jan@vandelay.nl',
        'sofie@vandelay.nl',
        'pieter.van-dijk@vandelay.nl',
        'contact@vandelay.nl',
        'shadow.member@vandelay.nl',
      ]),
    );
  });

  it('a webmail thread: headers, quoted replies and signatures; not the compose box', () => {
    expect(addresses(page('webmail-thread.html'))).toEqual(
      new Set([
        'richard.hendricks@piedpiper.com',
        'jane.doe@acme.com',
        'monica.hall@piedpiper.com',
        'billing@acme.com',
        'erlich.bachman@piedpiper.com',
      ]),
    );
  });

  it('developer docs: no false positives from versions, git, retina images, ids, handles, localhost', () => {
    expect(addresses(page('dev-docs.html'))).toEqual(new Set(['docs-team@acme.dev', 'support@acme.dev']));
  });
});

describe('pieces', () => {
  it('gives offsets inside the text node', () => {
    const [m] = emailsInText('Write to jane@acme.com.', { obfuscated: false });
    expect(m).toEqual({ address: 'jane@acme.com', start: 9, end: 22, obfuscated: false });
  });

  it.each([
    ['mailto:jane@acme.com', ['jane@acme.com']],
    ['mailto:jane%40acme.com?subject=Hi', ['jane@acme.com']],
    ['MAILTO:a@x.com,b@y.com', ['a@x.com', 'b@y.com']],
    ['mailto:Jos%C3%A9@acme.com', ['José@acme.com']],
    ['mailto:%E0%A4%A', []],
    ['mailto:?subject=only', []],
  ])('decodes %s', (href, expected) => expect(mailtoAddresses(href)).toEqual(expected));

  it('finds email inputs for typo hints', () => {
    expect(emailInputs(page('crm-record.html'))).toHaveLength(1);
  });
});
