// @vitest-environment happy-dom
// People on the thirty-fourth source's eighth to tenth slices' development pages: customers' quotes
// set as cards on product pages, a bio in the first person under "About <name>", a bold term a
// paragraph explains after a colon (no one's name), a forum's and a blog's lists of posts, a date's
// year before a name, a job said by where it is done, recruiters beside their addresses, a handle
// with a possessive.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { bylineNames } from '../../../../page/scan/people/byline-names';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => `${p.firstName} ${p.lastName}${p.company ? ` (${p.company})` : ''}`);
const page = (body: string, url = 'https://www.example-software.com/') =>
  htmlPage(`<html><head><title>Example software</title></head><body>${body}</body></html>`, url);
const story = (inside: string) =>
  `<article><h1>How to grow</h1><p>First paragraph of the story.</p><p>Second paragraph.</p>${inside}<p>Third paragraph.</p></article>`;

describe('a customer’s quote set as a card', () => {
  const card = (logo: string, quote: string, who: string) =>
    `<div class="card"><div class="logo"><img src="/l.png" alt="${logo}"></div><p class="card_quote">${quote}</p><div class="name"><p>${who}</p></div></div>`;

  it('the name and role a line each under the quote, the company the logo’s description', () => {
    const grid =
      '<h2>Loved by 10 million+ teams</h2><div class="grid">' +
      card(
        'diggs',
        '"ClickUp is serving us so we can serve our pet guardians."',
        'Samantha Dengate<br>Sr. Project Manager',
      ) +
      card(
        'Finastra logo',
        '"It’s a low-code platform that helps us automate processes."',
        'Joerg Klueckmann<br>VP of Marketing',
      ) +
      '</div>';
    expect(people(page(grid))).toEqual(['Samantha Dengate (Diggs)', 'Joerg Klueckmann (Finastra)']);
  });

  it('“Name, Role, Company” or a role that names it, after a quote in quotation marks', () => {
    const cards =
      '<div><blockquote>We use the Controls to help our clients achieve compliance.</blockquote><p>Jane Roe, Managing Partner, The Roe Law Firm, PLLC</p></div>' +
      '<div><p class="quote">“Render has enabled us to deliver AI features much faster.”</p><p>Maor Shlomo, Founder of Base44</p></div>';
    expect(people(page(cards))).toEqual(['Jane Roe (The Roe Law Firm)', 'Maor Shlomo (Base44)']);
  });

  it('inside a story, only with the speaker’s portrait: a client’s card beside an article', () => {
    const portrait =
      '<div class="ceo"><div class="header"><img src="/ceo.png" alt="Joe Anderson image"><div><h3>CFP®, CEO</h3><h2>Joe Anderson</h2><p>Pure Financial Advisors</p></div></div><p><q>We have seen a remarkable return on investment even as we’ve multiplied our spend.</q></p></div>';
    expect(people(page(story(portrait), 'https://smartasset.example/advisor-resources/a-guide'))).toEqual([
      'Joe Anderson (Pure Financial Advisors)',
    ]);
  });

  it('not a story’s quoted subject, nor a quote without a name and a role or company beside it', () => {
    const quoted =
      '<div><blockquote>“There’s definitely a very dreary mood on campus,” a graduate said.</blockquote><p>Nenad Medvidovic<br>Professor at USC</p></div>';
    expect(people(page(story(quoted), 'https://news.example/2025/12/19/story'))).toEqual([]);
    const unsigned =
      '<div><p class="quote">“The best thing I’ve rolled out in the past two years.”</p><p>Lauren Makielski</p></div>' +
      '<div><p class="quote">“These taste so good!!! They really help you relax.”</p><p>Annamaria B.</p></div>';
    expect(people(page(unsigned))).toEqual([]);
  });
});

describe('a bio in the first person under “About <name>”', () => {
  it('gives the byline’s writer the employer it names', () => {
    const body =
      '<h1>Code Kata: Formatting Compound Strings</h1><p class="byline">By Ben Nadel</p><p>The post’s text.</p>' +
      '<footer><div class="mini-resume"><div class="title">About Ben Nadel</div><div class="bio">I am the co-founder and a principal engineer at InVision App, Inc — the world’s leading online whiteboard. I also rock out in JavaScript.</div></div></footer>';
    expect(people(page(body, 'https://www.bennadel.example/blog/4856-code-kata.htm'))).toEqual([
      'Ben Nadel (InVision App)',
    ]);
  });
});

describe('a customer’s card whose logo is described by their name', () => {
  it('is theirs with a link to their story, named by their given name (“Read about Gorkem’s story”)', () => {
    const card = (name: string, job: string, story: string) =>
      `<div><div><span>${name}</span><p>${job}</p></div><div><div><img alt="${name}" src="/logo.svg"></div><h3>The cost of running it would be 250% more elsewhere</h3><a href="/customers/x">${story}</a></div></div>`;
    const body = `<h2>Customers growing with us</h2>${card('Gorkem Yurtseven', 'CTO, Falcon', 'Read about Gorkem’s story')}`;
    expect(people(page(body))).toEqual(['Gorkem Yurtseven (Falcon)']);
  });

  it('but not beside a link to another story, which makes the card that story’s teaser', () => {
    const teaser = `<div><div><span>Jane Roe</span><p>CTO, Falcon</p></div><div><div><img alt="Jane Roe" src="/j.jpg"></div><a href="/blog/cloud">How we cut our cloud bill in half</a></div></div>`;
    expect(people(page(teaser))).toEqual([]);
  });
});

describe('a listener’s review signed with a name', () => {
  it('in an element classed as a testimonial’s author, is no byline', () => {
    const review = (words: string, who: string) =>
      `<div class="testimonal-card"><blockquote>${words}</blockquote><div class="testimonial-author-wrapper"><img src="" alt=""><div><p>${who}</p></div></div></div>`;
    const body =
      '<article><h1>Foundational fitness protocol</h1><p>Here is the protocol I follow every week.</p></article>' +
      review('Incredible content rooted in science.', 'Adam K 82') +
      review('Super informative with the perfect mix of science.', 'H Kotala');
    expect(people(page(body, 'https://www.podcastlab.example/newsletter/fitness'))).toEqual([]);
  });
});

describe('a term in bold before a colon', () => {
  it('is what the paragraph explains, no one introduced', () => {
    const body =
      '<h1>Go ahead, self-host Postgres</h1><p>Self-hosting a database sounds terrifying.</p>' +
      '<p><strong>Memory Configuration</strong>: This is where most people mess up. Pulling the standard image won’t cut it.</p>' +
      '<p><strong>WAL Configuration</strong>: Write-Ahead Logging is critical for durability.</p>' +
      '<p><strong>Kate Davidson</strong> is a financial services reporter for POLITICO Pro.</p>';
    expect(people(page(body, 'https://pierce.example/notes/self-host'))).toEqual([
      'Kate Davidson (POLITICO Pro)',
    ]);
  });
});

describe('a forum’s list of threads', () => {
  const item = (who: string, title: string, slugged: string) =>
    `<li><div><a href="/members/${who.toLowerCase()}.2006/" class="avatar"><span role="img" aria-label="${who}">${who[0]}</span></a></div><div><a href="/threads/${slugged}.783696/post-14664694">${title}</a><ul><li>Latest: ${who}</li><li><time datetime="2025-12-05">Dec 5, 2025</time></li></ul></div></li>`;

  it('a title in capitals linked to its thread, beside its last poster’s avatar, is no one’s name', () => {
    const list =
      '<h3>Similar threads</h3><ul>' +
      item('Daghalodi', 'EMPTY PIA FLIGHTS', 'empty-pia-flights') +
      item('Jokingjustice', 'INSTITUTIONAL LIES', 'institutional-lies') +
      item('Jokingjustice', 'HABITUAL COMPLAINANT', 'habitual-complainant') +
      '</ul>';
    expect(people(page(list, 'https://defence.example/threads/how-close.783768'))).toEqual([]);
  });

  it('while a card whose name links to their own page, beside their picture’s link, is still theirs', () => {
    const card = (name: string, slugged: string) =>
      `<li><a href="/people/${slugged}"><img src="/p.jpg" alt="${name}"></a><a href="/people/${slugged}">${name}</a><p>Partner at Roe &amp; Co</p></li>`;
    const list = `<ul>${card('Jane Roe', 'jane-roe')}${card('John Smith', 'john-smith')}${card('Mary Major', 'mary-major')}</ul>`;
    expect(people(page(list)).map((n) => n.split(' (')[0])).toEqual(['Jane Roe', 'John Smith', 'Mary Major']);
  });

  it('and a contact card whose other profile link spells the same name is theirs, not a poster’s', () => {
    const card = (name: string, slugged: string, job: string) =>
      `<li><img src="/${slugged}.jpg" alt="${name}"><p><a href="https://www.firm.example/us/en/contacts/${slugged}.html">${name}</a></p><p>${job}</p><a href="https://www.linkedin.com/in/${slugged}-24235710/">LinkedIn</a><a href="javascript:void(0)">Email</a></li>`;
    const list = `<h2>Contact us</h2><ul>${card('Tyson Cornell', 'tyson-cornell', 'Advisory Partner, Northwind US')}${card('Jenny Koehler', 'jenny-koehler', 'Chief Operating Officer of Advisory, Northwind US')}</ul>`;
    expect(people(page(list, 'https://www.firm.example/us/en/services/consulting.html'))).toEqual([
      'Tyson Cornell (Northwind US)',
      'Jenny Koehler (Northwind US)',
    ]);
  });
});

describe('lines of the ninth and tenth slices', () => {
  it('a year ends the date before a name: “Dec 17, 2025” then “Julian K. Arni”; a count still ends none', () => {
    expect(bylineNames('Dec 17, 2025 Julian K. Arni')).toEqual(['Julian K. Arni']);
    expect(bylineNames('Lesedauer: 8 Minuten Melanie Wassink')).toEqual(['Melanie Wassink']);
    expect(bylineNames('by Lucas Nolan 22 Dec 2016')).toEqual(['Lucas Nolan']);
  });

  it('a quote signed with the name, then a job said by where it is done (“Product Partnerships at TikTok”)', () => {
    const card =
      '<div><p>“Zapier usage is currently driving 52% of conversion events that TikTok is seeing.”</p><p><strong>Nick O’Connor</strong></p><p>Product Partnerships at TikTok</p></div>';
    expect(people(page(card))).toEqual(['Nick O’Connor (TikTok)']);
  });

  it('recruiters beside their addresses: a wrapped mail link, and a name at the end of a run of capitals', () => {
    const body =
      '<h1>An actuary’s industry choice</h1><p>Consulting or insurance?</p>' +
      '<h3>Contact <u><a href="https://www.smithhanley.example">Smith Hanley Associates</a></u>’ Actuarial Recruiter, Rory Hauser at <u><a href="mailto:rhauser@smithhanley.example">rhauser@smithhanley.example</a></u>.</h3>' +
      '<p>Happy Thanksgiving from the Executive Recruiters at Smith Hanley Associates Pharmaceutical Commercial Analytics Eda Zullo –&nbsp;ezullo@smithhanley.example Biostatistics Nihar Parikh –&nbsp;nparikh@smithhanley.example</p>';
    expect(
      people(page(body, 'https://www.smithhanley.example/2019/04/16/actuarys-industry-choice/'))
        .map((n) => n.split(' (')[0])
        .sort(),
    ).toEqual(['Eda Zullo', 'Nihar Parikh', 'Rory Hauser']);
  });

  it('a blog’s posts, each a picture described by its title and the title linked to the post, are no people', () => {
    const post = (title: string, slugged: string) =>
      `<li><a href="/blogs/articles/${slugged}"><img src="/a.png" alt="${title}"></a><h3><a href="/blogs/articles/${slugged}">${title}</a></h3><p>A quick intro guide for art buyers and new artists.</p></li>`;
    const list = `<h2>Other related articles...</h2><ul>${post('Art Words Definitions', 'art-words-definitions')}${post('Grace Gallery Walls', 'grace-gallery-walls')}${post('Frank Lloyd Studios', 'frank-lloyd-studios')}</ul>`;
    expect(people(page(list, 'https://artist.example/blogs/articles/10-books'))).toEqual([]);
  });

  it('a handle with a possessive in it is no name (“Saracen’s Fez”)', () => {
    const posts = ["Saracen's Fez", 'Jane Roe'].map(
      (n) =>
        `<article itemscope itemtype="https://schema.org/Comment"><div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">${n}</span></div><p itemprop="text">A post.</p></article>`,
    );
    const found = people(page(posts.join(''), 'https://forum.example/showthread.php?t=7481802'));
    expect(found.map((n) => n.split(' (')[0])).toEqual(['Jane Roe']);
  });
});
