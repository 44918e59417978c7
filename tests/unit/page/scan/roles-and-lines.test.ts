// @vitest-environment happy-dom
/**
 * Rules written on the GoOse source's development pages: a live page's running commentary is no
 * comments; a mail link whose words are the name its address spells; a name, a dash, a role and an
 * employer on each line of a labelled list; a paragraph that is a name and the role they write in;
 * the writer's own links in an author box; credits a line each under a date.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage, radioStory } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company}|${p.domain}`);
const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);
const site = '<head><meta property="og:site_name" content="BBC News"></head>';

describe('a live page’s entries', () => {
  const entry = (box: string, who: string) =>
    `<li class="scroll-box-item"><div class="${box}"><div class="item-info"><span class="contributor">${who}</span></div></div><div class="description"><p>Morning all. It is Greece today.</p></div></li>`;
  const who =
    '<span class="contributor-name">Joe Lynam</span> <span class="contributor-description">BBC Business Reporter</span>';

  it('name their writers under a commentary’s title, which is no comments', () => {
    const d = htmlPage(
      `${site}<body><ul>${entry('commentary-title', who)}</ul></body>`,
      'https://www.bbc.com/news/business-1',
    );
    expect(names(d)).toEqual(['Joe Lynam']);
  });

  it('but readers’ comments stay comments', () => {
    const d = htmlPage(
      `${site}<body><ul>${entry('comment-title', who)}</ul></body>`,
      'https://www.bbc.com/news/business-1',
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a mail link whose words are a name', () => {
  const invite = (link: string) =>
    htmlPage(
      `<body><p>Vi har gleden av å invitere til seminaret.</p><p>Ved spørsmål, vennligst kontakt ${link}, tlf. 411 40 022</p></body>`,
      'https://emeia.ey-vx.com/seminar',
    );

  it('is that person when the address spells it, their domain the address’s', () => {
    const d = invite('<a href="mailto:renate.vevang@no.ey.com?subject=IFRS9">Renate Vevang</a>');
    expect(people(d)).toEqual(['Renate Vevang|null|no.ey.com']);
  });

  it('is no one when the address is another’s or a desk’s', () => {
    expect(names(invite('<a href="mailto:seminar@no.ey.com">Renate Vevang</a>'))).toEqual([]);
    expect(names(invite('<a href="mailto:feedback@no.ey.com">Site Feedback</a>'))).toEqual([]);
  });
});

describe('a labelled list whose lines give a role and an employer after a dash', () => {
  it('gives each name with the employer', () => {
    const d = htmlPage(
      '<body><p>Vi har gleden av å invitere til seminaret.</p><p><strong>Foredragsholdere:</strong><br>Robert Madsen – Senior Manager, EY Assurance<br>Solveig Mjanger – Partner, EY Tax</p></body>',
    );
    expect(people(d)).toEqual(['Robert Madsen|EY Assurance|null', 'Solveig Mjanger|EY Tax|null']);
  });

  it('is no list when a line after the dash is a place, not a name', () => {
    const d = htmlPage(
      '<body><p><strong>Sted:</strong><br>Grand Hotel – Bergen<br>Solveig Mjanger – Partner, EY</p></body>',
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a paragraph that is a name and the role they write in', () => {
  it('names its writer, after a label or not', () => {
    expect(
      names(radioStory('x', '<p><strong>Analysis: Andrew Walker, economics correspondent</strong></p>')),
    ).toEqual(['Andrew Walker']);
    expect(names(radioStory('x', '<p>Russell Hotten, business reporter, The Times</p>'))).toEqual([
      'Russell Hotten',
    ]);
  });

  it('is no one when the words after the comma say no job, or the paragraph goes on', () => {
    expect(names(radioStory('x', '<p>Athens, capital of Greece</p>'))).toEqual([]);
    expect(
      names(
        radioStory(
          'x',
          '<p>Andrew Walker, economics correspondent, said the talks would go on into the night.</p>',
        ),
      ),
    ).toEqual([]);
  });
});

describe('an author box', () => {
  it('names the writer, not the networks of their links', () => {
    const d = htmlPage(
      `<head><meta property="og:site_name" content="NBC News"></head><body><article><h1>T</h1><p>The story.</p></article>
      <div class="author"><div class="author_name">Elizabeth Chuck</div><ul class="social-list social-list_author">
      <li><a href="https://twitter.com/echuckles"><span>Twitter</span></a></li>
      <li><a href="https://www.google.com/+ElizabethChuck?rel=author"><span>Google Plus</span></a></li>
      <li><a href="mailto:elizabeth.chuck@nbcuni.com"><span>Email</span></a></li></ul></div></body>`,
      'https://www.nbcnews.com/feature/story-n1',
    );
    expect(names(d)).toEqual(['Elizabeth Chuck']);
  });
});

describe('a story’s credits', () => {
  it('a line each under their date, in a heading that closes the story', () => {
    const d = htmlPage(
      `<head><meta property="og:site_name" content="Lindorff Profit"></head><body><article><h1>T</h1><p>Palvelu uudistuu.</p><p>Mäki kertoo.</p>
      <h6>23.2.2015<br> Teksti: Petteri Harjula<br> Kuvat: Tommi Tuomi<br> Graafi: Tuija Siekkinen</h6></article></body>`,
    );
    expect(names(d)).toEqual(['Petteri Harjula', 'Tommi Tuomi', 'Tuija Siekkinen']);
  });

  it('not when a line is no name', () => {
    const d = htmlPage(
      `<body><article><h1>T</h1><p>Palvelu uudistuu.</p><h6>23.2.2015<br> Teksti: Petteri Harjula<br> Paikka: Helsingin keskusta</h6></article></body>`,
    );
    expect(names(d)).toEqual([]);
  });
});
