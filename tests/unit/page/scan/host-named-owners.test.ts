// @vitest-environment happy-dom
/**
 * A personal site's owner whose whole name is the site's address ("Eli Dourado" on elidourado.com,
 * "Moritz Meyer" on moritz-meyer.net, "Alexander Lasch" on alexanderlasch.wordpress.com), or whose
 * given name is when the site is named for them ("Moxie Marlinspike" on moxie.org), and the page shows
 * the name: who wrote a page with no byline. A brand or a paper named like a person is not ("Betty Crocker", © General Mills;
 * "Diario del Sur"; "Y Combinator").
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);

const post = (head: string, header: string, footer = '') =>
  `<head><title>Notes on the decade</title>${head}</head><body><header>${header}</header><article><h1>Notes on the decade</h1><p>Where the next ten years may take the energy business, and what it would take to get there sooner than most expect.</p></article><footer>${footer}</footer></body>`;

describe("a site whose address is its owner's name", () => {
  it('names its owner shown on the page; the site’s data alone names no one', () => {
    const shown = htmlPage(
      post('<meta property="og:site_name" content="Mara Quellenberg">', '<a href="/">Mara Quellenberg</a>'),
      'https://maraquellenberg.com/blog/notes/',
    );
    const unshown = htmlPage(
      post('<meta property="og:site_name" content="Mara Quellenberg">', '<a href="/">Home</a>'),
      'https://maraquellenberg.com/blog/notes/',
    );
    expect(people(shown)).toEqual(['Mara Quellenberg']);
    expect(people(unshown)).toEqual([]);
  });

  it('names its owner by a short line of the page, the address hyphenated or on a blogging platform', () => {
    const hyphen = htmlPage(
      post('<meta property="og:site_name" content="Katastrophen">', '<p>Journal von Jonas Werfenbach</p>'),
      'https://jonas-werfenbach.net/2019/12/notes/',
    );
    const platform = htmlPage(
      post(
        '<meta property="og:site_name" content="Sprachecke">',
        '<p class="site-title">Jonas Werfenbach</p>',
      ),
      'https://jonaswerfenbach.wordpress.com/2019/11/14/notes/',
    );
    expect(people(hyphen)).toEqual(['Jonas Werfenbach']);
    expect(people(platform)).toEqual(['Jonas Werfenbach']);
  });

  it('names its owner by their given name when the site is named for them', () => {
    const d = htmlPage(
      post('<meta property="og:site_name" content="Moxie Quellenberg">', '', '© 2012 Moxie Quellenberg'),
      'https://moxie.org/2022/01/07/notes.html',
    );
    expect(people(d)).toEqual(['Moxie Quellenberg']);
  });
});

describe('a site named like a person', () => {
  it('whose copyright someone else holds is a brand', () => {
    const d = htmlPage(
      post('<meta property="og:site_name" content="Betty Crocker">', '', '© 2024 General Mills'),
      'https://www.bettycrocker.com/how-to/notes',
    );
    const company = htmlPage(
      post(
        '<meta property="og:site_name" content="Daring Quill">',
        '',
        'Copyright © 2002–2015 The Daring Quill Company LLC.',
      ),
      'https://daringquill.net/colophon/',
    );
    expect(people(d)).toEqual([]);
    expect(people(company)).toEqual([]);
  });

  it('whose copyright line goes on after a dash names no owner (“© 1998–2025 Noble Desktop - Privacy & Terms”)', () => {
    const d = (footer: string) =>
      htmlPage(
        post('<link rel="icon" href="/favicon.ico">', '<svg><title>Noble Desktop</title></svg>', footer),
        'https://www.nobledesktop.com/classes-near-me/blog/social-media-certification',
      );
    expect(people(d('<p>© 1998–2025 Noble Desktop - <a href="/privacy">Privacy & Terms</a></p>'))).toEqual(
      [],
    );
  });

  it('that is a paper’s name, or starts with an initial, is no one', () => {
    const paper = htmlPage(
      post('<meta property="og:site_name" content="Diario del Sur">', ''),
      'https://diariodelsur.com.co/noticias/notes',
    );
    const initial = htmlPage(
      post('<meta property="og:site_name" content="Y Combinator">', ''),
      'https://ycombinator.com/notes',
    );
    expect(people(paper)).toEqual([]);
    expect(people(initial)).toEqual([]);
  });

  it('that is a wiki’s is its many writers’, no one’s own', () => {
    const d = htmlPage(
      post('<meta property="og:site_name" content="Harry Potter Wiki">', '<p>Harry Potter</p>'),
      'https://harrypotter.fandom.com/wiki/Water-Making_Spell',
    );
    expect(people(d)).toEqual([]);
  });

  it('that is a forum’s is its many posters’, no one’s own', () => {
    // A project's board, its name in the logo: "Mara Quellenberg Forums" or a board's own host name.
    const named = htmlPage(
      post(
        '<meta property="og:site_name" content="Mara Quellenberg Forums">',
        '<h1><a href="https://maraquellenberg.org/">Mara Quellenberg</a></h1>',
      ),
      'https://maraquellenberg.org/viewtopic.php?id=12',
    );
    const hosted = htmlPage(
      post('', '<h1><a href="https://maraquellenberg.org/">Mara Quellenberg</a></h1>'),
      'https://bbs.maraquellenberg.org/viewtopic.php?id=12',
    );
    expect(people(named)).toEqual([]);
    expect(people(hosted)).toEqual([]);
  });

  it('that a legal form shows to be a company’s is no one’s own', () => {
    const d = htmlPage(
      post(
        '<meta property="og:site_name" content="Mara Lee Quellenberg">',
        '',
        '<address><p>Mara Lee Quellenberg Ltd, Unit 9, Priory Park, Christchurch</p></address>',
      ),
      'https://maraleequellenberg.co.uk/product/oats/',
    );
    expect(people(d)).toEqual([]);
  });

  it('whose address does not spell the whole name is no one', () => {
    const d = htmlPage(
      post('<meta property="og:site_name" content="Mara Quellenberg">', '<p>Mara Quellenberg</p>'),
      'https://quellenberg-notes.com/blog/notes/',
    );
    expect(people(d)).toEqual([]);
  });
});
