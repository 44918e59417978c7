// @vitest-environment happy-dom
/**
 * Rules written on the development pages of the graby and extruct sources: a concert site's entries
 * linked to a performer's page are performers ("Elysian Fields", a band; "Shannon Wright"), not people
 * at work; a press release's contact block whose label is a paragraph of its own ("<p>Pressekontakt:</p>
 * <p>TravelTrex GmbH<br>Christian Neuwerth<br>…"); a personal site's title naming its owner's portfolio
 * ("Portfolio Niels Lubberman" on nielslubberman.nl). And on the development pages of an Elixir
 * readability library's saved pages: a dot alone between spaces ends a byline's name ("August 08, 2013
 * · by José Valim . in Internals").
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`);

describe("a music site's entries", () => {
  const entry = (name: string, href: string) =>
    `<li><a class="artist-info" href="${href}"><img src="/a.jpg" alt="${name} live"><span class="artist-details"><span class="artist-name">${name}</span><span>1 concert</span></span></a></li>`;

  it('linked to a performer’s page are no people at work', () => {
    const d = htmlPage(
      `<head><meta property="og:site_name" content="Songkick"></head><body><h1>Elysian Fields</h1><h2>Similar artists</h2><ul>${entry('Yeti Lane', '/artists/1-yeti-lane')}${entry('Shannon Wright', '/artists/2-shannon-wright')}${entry('Rubin Steiner', '/artists/3-rubin-steiner')}${entry('Peter Von Poehl', '/artists/4-peter-von-poehl')}</ul></body>`,
      'https://www.songkick.com/artists/236156-elysian-fields',
    );
    expect(people(d)).toEqual([]);
  });

  it('linked to a person’s profile still are', () => {
    const d = htmlPage(
      `<body><h1>Our team</h1><ul>${entry('Shannon Wright', '/people/shannon-wright')}${entry('Rubin Steiner', '/people/rubin-steiner')}${entry('Peter Von Poehl', '/people/peter-von-poehl')}</ul></body>`,
      'https://acme.example.com/team',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual([
      'Shannon Wright',
      'Rubin Steiner',
      'Peter Von Poehl',
    ]);
  });
});

describe("a press release's contact block", () => {
  it('under a label that is a paragraph of its own names the contact and their organisation', () => {
    const d = htmlPage(
      `<body><h1>Felix Neureuther vor der Ski-WM</h1><p>Köln (ots) - Deutschlands größter Reiseveranstalter im Bereich Wintersport unterstützt ihn seit 2012.</p><p class="contact-headline">Pressekontakt:</p><p class="contact-text">TravelTrex GmbH<br>Christian Neuwerth<br><a href="mailto:presse-de@traveltrex.com">presse-de@traveltrex.com</a><br>Tel. +49 (0) 221-33 606-2513</p></body>`,
      'https://www.presseportal.de/pm/103258/2930232',
    );
    expect(people(d)).toEqual(['Christian Neuwerth [TravelTrex GmbH]']);
  });

  it('under a label that is a paragraph of its own, its owner named in it, keeps the owner and their organisation', () => {
    const d = htmlPage(
      `<body><h1>Neue Saison</h1><p>Die Stiftung lädt ein.</p><p>Pressekontakt:</p><p>Pressestelle<br>Acme Stiftung<br>Frau Simone Stensen<br>E-Mail: <a href="mailto:stensen@acme-stiftung.de">stensen@acme-stiftung.de</a></p></body>`,
      'https://www.acme-stiftung.de/presse/1',
    );
    expect(people(d)).toEqual(['Simone Stensen [Acme Stiftung]']);
  });

  it('under a label that is a paragraph of its own, the address alone in its block, names no one', () => {
    const d = htmlPage(
      `<body><h1>Neue Saison</h1><div>Kontakt:</div><div><a href="mailto:info@acme-stiftung.de">info@acme-stiftung.de</a></div></body>`,
      'https://www.acme-stiftung.de/presse/1',
    );
    expect(people(d)).toEqual([]);
  });

  it('after a paragraph that is no label names no one from it', () => {
    const d = htmlPage(
      `<body><h1>Felix Neureuther vor der Ski-WM</h1><p>Mehr dazu:</p><p>Christian Neuwerth<br><a href="mailto:presse-de@traveltrex.com">presse-de@traveltrex.com</a></p></body>`,
      'https://www.presseportal.de/pm/103258/2930232',
    );
    expect(people(d)).toEqual([]);
  });
});

describe("a personal site's title", () => {
  const page = (title: string, url: string) =>
    htmlPage(
      `<head><title>${title}</title></head><body><h2>Een Nieuwe Website</h2><p>Op deze vernieuwde website kunt u enkele van mijn projecten vinden.</p><h2>Contact</h2><p>Heeft u vragen, neem dan contact met mij op.</p></body>`,
      url,
    );

  it('naming its owner’s portfolio, on a site whose address bears the name, names its owner', () => {
    expect(people(page('Portfolio Niels Lubberman', 'http://nielslubberman.nl/'))).toEqual([
      'Niels Lubberman []',
    ]);
    expect(people(page('Jane Whitfield – Portfolio', 'https://janewhitfield.example.org/'))).toEqual([
      'Jane Whitfield []',
    ]);
  });

  it('on a site whose address does not bear the name names no one', () => {
    expect(people(page('Portfolio Niels Lubberman', 'https://gallery.example.com/'))).toEqual([]);
  });
});

describe('a byline with a dot alone between spaces', () => {
  it('ends the name there', () => {
    const d = htmlPage(
      `<body><div class="post"><h1>Elixir Design Goals</h1><div class="byline">August 08, 2013 · by José Valim . in <a href="/blog/categories.html#Internals" class="category">Internals</a></div><div class="entry-content"><p>During the last year, we have spoken at many conferences.</p></div></div></body>`,
      'https://elixir-lang.org/blog/2013/08/08/elixir-design-goals/',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['José Valim']);
  });
});
