// @vitest-environment happy-dom
/**
 * Rules written on the GoOse source's development pages: a live page's running commentary is no
 * comments; a mail link whose words are the name its address spells; a name, a dash, a role and an
 * employer on each line of a labelled list; a paragraph that is a name and the role they write in;
 * the writer's own links in an author box; credits a line each under a date. And on the trafilatura
 * evaluation pages': a name written with soft hyphens; a place named in its own address; another
 * story's teaser in a list.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { spelledNear } from '../../../../page/scan/people/site-name';
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
    // A name classed as a social block's author's is still the writer's.
    const block = htmlPage(
      `<head><meta property="og:site_name" content="Raw Story"></head><body><article><h1>T</h1><div class="social-author"><a class="social-author__name" href="https://www.rawstory.com/u/ganevatana">Tana Ganeva</a></div><p>The story.</p></article></body>`,
      'https://www.rawstory.com/2016/12/story/',
    );
    expect(names(block)).toEqual(['Tana Ganeva']);
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

describe('a name written with soft hyphens', () => {
  it('is read without them, with the address under it', () => {
    const d = htmlPage(
      '<body><article><h1>Massy stores close</h1><p class="byline">PE&shy;TER CHRISTO&shy;PHER<br>pe&shy;ter.christo&shy;pher@guardian.co.tt</p><p>Thousands were turned away.</p></article></body>',
      'https://www.guardian.co.tt/news/massy',
    );
    expect(people(d)).toEqual(['Peter Christopher|guardian.co.tt|guardian.co.tt']);
  });
});

describe('a place named in its own address', () => {
  const card = (address: string, name = 'Gasthaus Schlosswirt') =>
    htmlPage(
      `<body><address class="address-wrap"><span class="name">${name}</span> <span class="family">Familie Rieder</span> <a class="phone" href="tel:+390473668056">+39 0473 668056</a> <a href="mailto:${address}" class="email">${address}</a></address></body>`,
      'http://www.schlosswirtjuval.it/hof-geschichte/',
    );

  it('is no person, whichever of its addresses', () => {
    expect(names(card('gasthaus@schlosswirtjuval.it'))).toEqual([]);
    expect(names(card('info@schlosswirtjuval.it'))).toEqual([]);
  });

  it('but a person whose name the site holds is', () => {
    expect(names(card('anna@schlosswirtjuval.it', 'Anna Schlosswirt'))).toEqual(['Anna Schlosswirt']);
  });
});

describe('a list of other stories', () => {
  it('is no list of people, though each picture is described by its headline', () => {
    const item = (slug: string, title: string) =>
      `<li class="teaser-item follow"><a href="https://www.impulse.de/recht/${slug}/1.html"><img src="${slug}.jpg" alt="${title}"></a><a href="https://www.impulse.de/recht/${slug}/1.html"><span>${title}</span></a><p>Was Arbeitgeber wissen müssen.</p></li>`;
    const d = htmlPage(
      `<body><article><h1>T</h1><p>Text.</p></article><ul>${item('verjaehrung-urlaubsanspruch', 'Verjährung Urlaubsanspruch')}${item('kind-krank', 'Kinderkrank Tage')}</ul></body>`,
      'https://www.impulse.de/recht/kind-krank/7297147.html',
    );
    expect(names(d)).toEqual([]);
  });
});

describe('an umlaut as an address spells it', () => {
  it('a contact block’s name owns the address that writes “oe” for “ö”', () => {
    const d = htmlPage(
      `<body><article><h1>T</h1><p>Das Projekt entwickelt Prototypen.</p><p><strong>Kontakt:</strong></p>
      <p>Dr. Niklas Röber<br> NVIDIA<br> E-Mail: <a href="mailto:nroeber@nvidia.com">nroeber@nvidia.com</a></p></article></body>`,
      'https://mpimet.mpg.de/kommunikation/aktuelles/news',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.domain}`)).toEqual([
      'Niklas Röber|nvidia.com',
    ]);
  });

  it('the company the domain spells is only the words that spell it', () => {
    const p = htmlPage('<p>Dr. Niklas Röber NVIDIA E-Mail</p>').querySelector('p')!;
    expect(spelledNear(p, 'nvidia.com')).toBe('NVIDIA');
    const q = htmlPage('<p>Jarrod Raimann, Financial Advisor Bradford Financial Center</p>').querySelector(
      'p',
    )!;
    expect(spelledNear(q, 'bradfordfinancialcenter.com')).toBe('Bradford Financial Center');
  });
});

describe('a byline that credits the words and the interview', () => {
  it('names the writer: “Text und Interview: Harald Willenbrock”', () => {
    const d = htmlPage(
      `<head><meta property="og:site_name" content="brand eins"></head><body><article><h1>Unser wahres Ich</h1><div class="article-author text-small"><p>Text und Interview: Harald Willenbrock</p></div><p>Das Gespräch.</p></article></body>`,
      'https://www.brandeins.de/magazine/2023/unser-wahres-ich',
    );
    expect(names(d)).toEqual(['Harald Willenbrock']);
  });
});

describe('a paragraph that starts with its writer and a colon', () => {
  it('names the writer, the story going on after the colon', () => {
    expect(
      names(
        radioStory(
          'x',
          '<p><strong><em>By Aaron Humes</em></strong>: The Americas cannot ignore the risk of further surges.</p>',
        ),
      ),
    ).toEqual(['Aaron Humes']);
  });

  it('not a sentence that says what something is by', () => {
    expect(names(radioStory('x', '<p>By Tuesday: The talks went on into the night.</p>'))).toEqual([]);
    expect(names(radioStory('x', '<p>By the way, Jane Roe: the talks went on.</p>'))).toEqual([]);
  });
});

describe('a byline that gives the site and the place it reports from', () => {
  const sports = (byline: string) =>
    htmlPage(
      `<head><meta property="og:site_name" content="globoesporte.com"></head><body><article><h1>Rodrigo Caio treina</h1><p class="vcard author">${byline}</p><p>O zagueiro treina nas férias.</p></article></body>`,
      'http://globoesporte.globo.com/sp/noticia/2014/12/rodrigo-caio-treina.html',
    );

  it('names no one', () => {
    expect(
      names(
        sports(
          'Por <strong class="fn">GloboEsporte.com</strong><span class="adr"><span class="locality">São Paulo</span></span>',
        ),
      ),
    ).toEqual([]);
  });

  it('but a writer beside the site is still named', () => {
    expect(names(sports('Por Marcelo Prado, GloboEsporte.com São Paulo'))).toEqual(['Marcelo Prado']);
  });
});
