// @vitest-environment happy-dom
// Forms the newsletters mailed to a reader showed (the mail-reading service's saved mails): a mail
// client's forwarded header with the sender's name in an element of its own before the bracketed
// address; a platform's sending address; a credit line labelled "Written by:" in bold.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const forwarded = (sender: string, address: string) =>
  htmlPage(
    `<html><body><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">${sender}</strong> <span dir="auto">&lt;<a href="mailto:${address}">${address}</a>&gt;</span><br>Date: Fri, Feb 18, 2022 at 11:57 PM<br>Subject: Companies that eat people<br></div><p>The phrase is used to criticise companies.</p></div></body></html>`,
    'https://mail.example.org/mail/u/0/',
  );
const found = (d: Document) => findPeople(d).map((p) => [`${p.firstName} ${p.lastName}`, p.domain]);

describe('a forwarded message’s header', () => {
  it('names the sender in the element before the bracketed address, with its domain', () => {
    expect(found(forwarded('Andrew Methven', 'andrew@methven.com'))).toEqual([
      ['Andrew Methven', 'methven.com'],
    ]);
  });

  it('gives no domain for a platform’s sending address', () => {
    expect(found(forwarded('Andrew Methven', 'slowchinese@substack.com'))).toEqual([
      ['Andrew Methven', null],
    ]);
  });

  it('…and no one for a publication’s name', () => {
    expect(found(forwarded('Bismarck Analysis', 'bismarck@substack.com'))).toEqual([]);
  });

  it('…nor for words in brackets that are no address’s', () => {
    const page = htmlPage(
      `<html><body><p>Sent by <strong>Andrew Methven</strong> <span>(<a href="/profile">profile</a>)</span></p></body></html>`,
      'https://mail.example.org/mail/u/0/',
    );
    expect(found(page)).toEqual([]);
  });
});

describe('a credit line labelled “Written by:” in bold', () => {
  const credit = (names: string) =>
    htmlPage(
      `<html><body><h1>Times Top 10</h1><p>Parliament saw noisy protests on Thursday.</p><div class="Normal"><em><strong>Written by:</strong> ${names}<br><strong>Research:</strong> Rajesh Sharma</em></div></body></html>`,
      'https://timesofindia.indiatimes.com/india/timestopten/msid-97559156.cms',
    );
  const named = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);

  it('names the writers up to the next label', () => {
    expect(named(credit('Rakesh Rai, Abhishek Dey'))).toEqual(['Rakesh Rai', 'Abhishek Dey']);
  });
});

describe('a sender writing from the site’s own address', () => {
  it('keeps the employer their heading names over the site’s address', () => {
    const page = htmlPage(
      `<html><body><div class="gmail_quote"><div dir="ltr" class="gmail_attr">---------- Forwarded message ---------<br>From: <strong class="gmail_sendername" dir="auto">Tomasz Tunguz</strong> <span dir="auto">&lt;<a href="mailto:blog@tomtunguz.com">blog@tomtunguz.com</a>&gt;</span><br>Subject: Grey Skies in Cloud Earnings<br></div><div><div><h1>Tomasz Tunguz</h1><p>Venture Capitalist at Redpoint</p></div><p>I’m watching public company earnings to identify early weaknesses in the software market.</p></div></div></body></html>`,
      'https://tomtunguz.com/',
    );
    expect(findPeople(page).map((p) => [p.lastName, p.company, p.domain])).toEqual([
      ['Tunguz', 'Redpoint', 'tomtunguz.com'],
    ]);
  });
});
