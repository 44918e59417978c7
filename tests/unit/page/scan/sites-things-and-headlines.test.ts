// @vitest-environment happy-dom
/**
 * Rules written from what the finders said on 596 saved pages of a content extractor's evaluation set
 * that the corpus does not hold (no truth files; each finding read on its page): a site named as a
 * person, a game's items in a "Name" column, a headline's link read as a signature, a publisher's
 * group and a job line read as names, and a site's name that is its page's title.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { personName } from '../../../../page/scan/people/names';
import { siteOf } from '../../../../page/scan/people/site';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);
/** A story at `url` whose data names `author` a person, with `title` and `byline`. */
const story = (url: string, author: string, title = 'Der Stand der Dinge', byline = '') =>
  htmlPage(
    `<head><title>${title}</title><script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"${author}"}}</script></head><body><article><h1>Der Stand der Dinge</h1>${byline}<p>Die Verhandlungen gehen in die nächste Runde, sagte die Sprecherin am Montag.</p></article></body>`,
    url,
  );

describe('a site named as a person is no one', () => {
  it('its address spelled whole, accents aside', () => {
    expect(names(story('https://www.ultimahora.com/tribunal-n2999.html', 'Última Hora'))).toEqual([]);
  });

  it('its address spelled by the name’s first and last words around more', () => {
    expect(names(story('https://www.nordseeheimatkurier.de/lokales/1', 'Nordsee Kurier'))).toEqual([]);
  });

  it('its address spelled by one of the name’s words', () => {
    expect(names(story('https://france.attac.org/actus/article/1', 'Attac France'))).toEqual([]);
  });

  it('but a person’s own site keeps them, and a writer whose name is no site’s', () => {
    expect(names(story('https://www.madymorrison.com/yoga/1', 'Mady Morrison'))).toEqual(['Mady Morrison']);
    expect(names(story('https://france.attac.org/actus/article/1', 'Lucile Martin'))).toEqual([
      'Lucile Martin',
    ]);
  });
});

describe('a table’s "Name" column', () => {
  const table = (rows: string[]) =>
    htmlPage(
      `<body><h1>Penny</h1><table><tr><th>Image</th><th>Name</th><th>Description</th></tr>${rows
        .map(
          (r) =>
            `<tr><td><img alt=""></td><td><a href="/${r.replace(/ /g, '_')}">${r}</a></td><td>Found in the fall.</td></tr>`,
        )
        .join('')}</table></body>`,
      'https://stardewvalleywiki.example/Penny',
    );

  it('of a game’s items, its header row in the body, is no one’s', () => {
    const d = table([
      'All Universal Dislikes (except Sandfish)',
      'Algae Soup',
      'Duck Feather',
      'Pale Broth',
      'Purple Mushroom',
      'Quartz',
      'Red Mushroom',
      'Wool',
    ]);
    expect(names(d)).toEqual([]);
    const e = table([
      'All Universal Neutrals (except Duck Feather, Hops, & Wool)',
      'Chanterelle',
      'Common Mushroom',
      'Daffodil',
      'Hazelnut',
      'Morel',
      'Snow Yam',
      'Wild Horseradish',
      'Winter Root',
    ]);
    expect(names(e)).toEqual([]);
  });

  it('of committers, half of whose given names the lists do not know, is theirs', () => {
    const d = htmlPage(
      `<body><h1>People</h1><table><tr><th>Apache username</th><th>name</th><th>organization</th></tr><tr><td>toffer</td><td>Francis Christopher Liu</td><td>Yahoo!</td></tr><tr><td>avandana</td><td>Vandana Ayyalasomayajula</td><td>Yahoo!</td></tr><tr><td>travis</td><td>Travis Crawford</td><td>Twitter</td></tr><tr><td>mithun</td><td>Mithun Radhakrishnan</td><td>Oath</td></tr></table></body>`,
      'https://hive.example.org/community/people/',
    );
    expect(names(d)).toEqual([
      'Francis Liu',
      'Vandana Ayyalasomayajula',
      'Travis Crawford',
      'Mithun Radhakrishnan',
    ]);
  });
});

describe('a line that is no one’s signature', () => {
  it('a video’s link among the most viewed, a name, a role and what they said', () => {
    const d = htmlPage(
      `<body><article><h1>Glyphosate : le débat relancé</h1><p class="author">Par Emmanuelle Ducros</p><p>Le débat sur le glyphosate est relancé par une nouvelle étude.</p></article><aside><ol><li><h3><a href="/video/actu/abdelmadjid-tebboune-president-algerien-225751">Abdelmadjid Tebboune, président algérien: «On a vu les conséquences des prolongements successifs au pouvoir en Afrique»</a></h3></li></ol></aside></body>`,
      'https://www.lopinion.fr/economie/glyphosate',
    );
    expect(names(d)).toEqual(['Emmanuelle Ducros']);
  });
});

describe('words that are no name', () => {
  it('a publisher’s group, a share button’s label, a job line that ends a sentence, an agency', () => {
    expect(personName('Prisma Média')).toBeNull();
    expect(personName('Keine Teilen')).toBeNull();
    expect(personName('Thomson Reuters')).toBeNull();
    expect(personName('Medizinredakteurin. Kommunikation')).toBeNull();
    expect(personName('Geo. Washington')).toBe('Geo. Washington');
  });

  it('a writer’s job in brackets beside her name in an author box', () => {
    const d = htmlPage(
      `<body><article><h1>Paxlovid: Wirkung und Nebenwirkungen</h1><p>Das Medikament wird bei einem hohen Risiko verschrieben.</p><div class="author-box"><a href="/autoren/brit-weirich"><span><strong>Brit Weirich</strong> (Medizinredakteurin. M.A. Mehrsprachige Kommunikation)</span></a></div></article></body>`,
      'https://www.onmeda.example/krankheiten/paxlovid',
    );
    expect(names(d)).toEqual(['Brit Weirich']);
  });
});

describe('a site’s name', () => {
  it('as its address, spelled out by the title’s part before a colon, not by the headline after it', () => {
    const d = htmlPage(
      `<head><title>Ökonomenstimme: Eine realistische Interpretation des Keynes-Hicks-Multiplikators</title><meta property="og:site_name" content="Oekonomenstimme.org"></head><body><h1>Eine realistische Interpretation des Keynes-Hicks-Multiplikators</h1></body>`,
      'https://www.oekonomenstimme.org/artikel/2015/01/keynes/',
    );
    expect(siteOf(d).name).not.toMatch(/Interpretation/);
  });

  it('as its address, spelled out by its copyright line’s holder, not cut at a legal form’s dot', () => {
    const d = htmlPage(
      `<head><title>Konrad-Adenauer-Stiftung - detail</title><meta property="og:site_name" content="www.kas.de"></head><body><h1>Demokratie in Südosteuropa</h1><p>Text</p><footer><p>© Konrad-Adenauer-Stiftung e.V. 2021</p></footer></body>`,
      'https://www.kas.de/de/web/auslandsinformationen/artikel/detail/-/content/demokratie',
    );
    expect(siteOf(d).name).toBe('Konrad-Adenauer-Stiftung');
  });

  it('as its address, spelled out by its footer’s credits where nothing else names it', () => {
    const page = (credit: string) =>
      htmlPage(
        `<head><title>Team</title></head><body><h1>Team</h1><p>Researchers collaborating on force fields.</p><footer><div>An open approach to better force fields</div><div>Website by <a href="https://studio.example/">van Dijk &amp; van Dijk</a><br>and the ${credit}.</div></footer></body>`,
        'https://openforcegrid.org/about/team/',
      );
    expect(siteOf(page('Open Force Grid Initiative')).name).toBe('Open Force Grid Initiative');
    expect(siteOf(page('Molecular Sciences Institute')).name).not.toMatch(/Molecular/);
  });

  it('not the name of the platform that serves the page, where the copyright’s holder spells the address', () => {
    const page = (holder: string, picture: string) =>
      htmlPage(
        `<head><title>Skiplagging in relocation, Chris Pardo</title><meta property="og:site_name" content="Passle"></head><body><h1>Skiplagging in relocation</h1><img src="${picture}" alt=""><p>Text</p><footer><span>2024 © ${holder}. All rights reserved.</span></footer></body>`,
        'https://www.topics.plusmoving.com/post/102iphi/skiplagging',
      );
    expect(siteOf(page('Plus Moving', 'https://images.passle.net/fit-in/455x256/a.jpg')).name).toBe(
      'Plus Moving',
    );
    // A holder that does not spell the address, or a name no other site of the page's is called (a
    // section's own: "Seasoned Advice" on a Q&A network), leaves the page's own name.
    expect(siteOf(page('Acme Holdings', 'https://images.passle.net/a.jpg')).name).toBe('Passle');
    expect(siteOf(page('Plus Moving', 'https://cdn.plusmoving.com/a.jpg')).name).toBe('Passle');
  });
});

describe('a personal site’s owner', () => {
  it('titled by the page’s header and alone in its copyright line, whatever its address', () => {
    const page = (title: string, holder: string) =>
      htmlPage(
        `<head><title>Configure your repositories with .github</title></head><body><header><h1>${title}</h1><h2>Software Engineer in Chicago</h2></header><main><h2>Configure your repositories with .github</h2><p>There is a special folder you can put in your repositories.</p></main><footer>© 2025 ${holder}. <a href="https://github.com/x/y">This site is open source</a></footer></body>`,
        'https://cassidoo.co/post/dot-github/',
      );
    expect(names(page('Cassidy Williams', 'Cassidy Williams'))).toEqual(['Cassidy Williams']);
    expect(names(page('Cassidy Williams', 'Cassidoo Media'))).toEqual([]);
    expect(names(page('Northwind Studio', 'Northwind Studio'))).toEqual([]);
  });
});

describe('a byline', () => {
  it('a label alone in its field, the name in the next field', () => {
    const d = htmlPage(
      `<body><main><h1>New Robot Does Superior Job Sampling Blood</h1><div class="article-sidebar"><div class="full-name-wrapper"><div class="f--field"><p class="label"><strong>By</strong></p></div><div class="f--field"><p class="full-name">Todd Bates</p></div></div><div class="date-wrapper"><div class="f--field"><p class="label"><strong>Date</strong></p></div><div class="f--field"><p>February 5, 2020</p></div></div></div><p>First clinical trial of an automated blood drawing and testing device.</p></main></body>`,
      'https://www.rutgers.example/news/new-robot-does-superior-job-sampling-blood',
    );
    expect(names(d)).toEqual(['Todd Bates']);
  });

  it('in a byline element of its own', () => {
    const d = htmlPage(
      `<body><div class="article"><h1>Die Jungen entdecken die Börse</h1><p>Quelle: dpa-AFX</p><byline>Von David Hutzler, dpa</byline><p>Niedrige Zinsen ziehen immer mehr junge Menschen an die Börse.</p></div></body>`,
      'https://www.finanztreff.example/news/influencer/24437626',
    );
    expect(names(d)).toEqual(['David Hutzler']);
  });

  it('a blog post’s, said by what it is', () => {
    const d = htmlPage(
      `<body><article><h1>Vegetarier zu sein</h1><p><strong>Bedarf, Trend oder eigene Entscheidung?</strong></p><p>Blog Beitrag von Margarita Koreneva</p><p>Vegetarier oder Veganer zu sein wird immer populärer.</p></article></body>`,
      'https://ethify.example/content/vegetarier',
    );
    expect(names(d)).toEqual(['Margarita Koreneva']);
  });

  it('after the date under the headline, a name the lists do not know, beside its portrait', () => {
    const page = (portrait: string) =>
      htmlPage(
        `<body><main><h1>Mission accomplished!</h1><div class="meta"><span>2025-12-17</span><span>·</span><a title="Trond Teigen">${portrait}<div>Trond Teigen</div></a></div><div class="content"><p>The National Library of Norway carried out a pilot project for the preservation of digital museum objects.</p></div></main></body>`,
        'https://www.nln.example/blog/2025-12-17-the-pilot-has-landed/',
      );
    expect(names(page('<img src="/apple-touch-icon.png" alt="Trond Teigen">'))).toEqual(['Trond Teigen']);
    expect(names(page(''))).toEqual([]);
  });
});
