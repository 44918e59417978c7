// @vitest-environment happy-dom
/**
 * Rules written on the development pages of a conference site's saved pages (its speakers page, its
 * speakers' own pages, its sessions): a speaker's own page names them in its main heading at an
 * address that spells the name, whatever their headline says; a speakers grid's cards name their
 * employer in the headline under the name, and the conference is not it; a card's track under the
 * name is no one; a card's headline under the name is no signature of someone else. And, written on a
 * benchmark page outside the corpus, a grid whose cards give jobs under the names needs no "team" above it.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`);

describe("a speaker's own page", () => {
  const page = (url: string) =>
    htmlPage(
      `<head><meta property="og:site_name" content="Example Conf"></head><body><nav><a href="/speakers">Speakers</a></nav>
       <section><h1>Lena Ostrava</h1></section><section><h3>Domain Architect</h3><p>Lena has a deep knowledge of information technology and strategic portfolio management.</p>
       <h4>Sessions by Lena Ostrava</h4><ul><li><a href="/sessions/state">State of the Civet</a> (2024)</li></ul></section></body>`,
      url,
    );

  it('names them by its main heading when its address spells the name, with no employer in the headline', () => {
    expect(people(page('https://conf.example.org/speakers/lena-ostrava/'))).toEqual(['Lena Ostrava []']);
  });

  it('at an address that does not spell the name names no one by the heading alone', () => {
    expect(people(page('https://conf.example.org/sessions/2024/state-of-the-civet/'))).toEqual([]);
  });
});

describe("a conference's speakers grid", () => {
  const card = (name: string, track: string, headline: string) =>
    `<div class="speaker-item"><div class="speaker-block"><div class="headshot-box"><a href="/speakers/${name.toLowerCase().replace(/ /g, '-')}/"><img src="/s.webp" alt="Photo"></a></div>
     <div class="speaker-info"><h4><a href="/speakers/${name.toLowerCase().replace(/ /g, '-')}/">${name}</a></h4>${track ? `<h5>${track}</h5>` : ''}<p>${headline}</p></div></div></div>`;
  const grid = (heading: string, cards: string) =>
    htmlPage(
      `<head><meta property="og:site_name" content="Example Conf Europe"><title>Speakers | Example Conf Europe</title></head><body>
       <h2>${heading}</h2><div class="speakers-grid">${cards}</div></body>`,
      'https://conf.example.org/speakers/',
    );

  it('names each speaker’s employer from the headline under the name, never the conference', () => {
    const d = grid(
      'Speakers',
      card('Akira Mathers', '', 'Senior Software Engineer @ Cloudera') +
        card('Selma Ringo', '', 'Software engineer at Apple') +
        card('Tobias Lindqvist', '', 'Apache Lucene Committer') +
        card('Remy Marchetti', '', 'Red Hat, Senior Software Quality Engineer'),
    );
    expect(people(d)).toEqual([
      'Akira Mathers [Cloudera]',
      'Selma Ringo [Apple]',
      'Tobias Lindqvist []',
      'Remy Marchetti [Red Hat]',
    ]);
  });

  it('reads no card’s track under the name as a person', () => {
    const d = grid(
      'Track leads',
      card('Paulo Brenner', 'Performance Engineering', 'Open Source Evangelist') +
        card('Stefan Vidal', 'Performance Engineering', 'Apache Lucene Committer') +
        card('Ivana Petrov', 'Cloud', 'Apache CloudStack PMC Member') +
        card('Claudia Warren', 'Poster sessions', 'Member, ASF'),
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual([
      'Paulo Brenner',
      'Stefan Vidal',
      'Ivana Petrov',
      'Claudia Warren',
    ]);
  });

  it('of the site’s own staff still gives them the site for an employer when the card names none', () => {
    const d = grid(
      'Our team',
      card('Akira Mathers', '', 'Event Manager') +
        card('Selma Ringo', '', 'Design') +
        card('Tobias Lindqvist', '', 'Promotion'),
    );
    expect(people(d)).toEqual([
      'Akira Mathers [Example Conf Europe]',
      'Selma Ringo [Example Conf Europe]',
      'Tobias Lindqvist [Example Conf Europe]',
    ]);
  });
});

describe('a grid of cards under no words that say it is a team', () => {
  const page = (cards: [string, string][]) =>
    htmlPage(
      `<head><title>Top 10: Trends in Cloud Computing | Example Magazine</title></head><body>
       <article><h1>Top 10: Trends in Cloud Computing</h1><p>The story.</p></article>
       <aside><h2>Executives</h2><ul class="list">${cards
         .map(
           ([name, line]) =>
             `<li><div class="image"><img src="/p.jpg" alt=""></div><hgroup><h3><a href="/x/${name.length}">${name}</a></h3><p>${line}</p></hgroup></li>`,
         )
         .join('')}</ul></aside></body>`,
      'https://magazine.example.com/top10/cloud',
    );

  it('is a grid of people when three in four of its cards give a job under the name', () => {
    const d = page([
      ['Arvind Krishna', 'Chairman and CEO'],
      ['Lisa Monroe', 'Chief Executive Officer at Nimbus'],
      ['Thomas Kurian', 'CEO, Example Cloud'],
      ['Hock Tan', 'President'],
    ]);
    expect(people(d)).toEqual([
      'Arvind Krishna []',
      'Lisa Monroe [Nimbus]',
      'Thomas Kurian [Example Cloud]',
      'Hock Tan []',
    ]);
  });

  it('not when fewer do: a grid of films or products named as people are is no one', () => {
    const d = page([
      ['Lady Bird', 'Streaming now'],
      ['Ingrid Goes West', 'A dark comedy'],
      ['Lady Macbeth', 'Adapted from a novella'],
      ['Grace Kelly', 'Director’s cut'],
    ]);
    expect(people(d)).toEqual([]);
  });
});
