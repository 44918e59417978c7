// @vitest-environment happy-dom
// People on the thirty-fourth source's eighth slice's development pages: customers' quotes set as
// cards on product pages, a bio in the first person under "About <name>", and a bold term a paragraph
// explains after a colon (no one's name).
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
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
