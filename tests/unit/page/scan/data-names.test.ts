// @vitest-environment happy-dom
// Writers a page names only in its data: microdata written in `<meta>` tags, a social card's creator;
// and the readers its data names, a product's reviewers and an article's commenters, who are no one.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName, p.source]);

describe('microdata whose values are in meta tags', () => {
  it('reads a Person’s name from its meta content, as the HTML standard says, and badges it where it shows', () => {
    const d = htmlPage(
      `<body><article><h1>Um cachorro adotado</h1>
      <p class="content-publication-data__from">Reportagem de Diêgo Holanda, G1 RO</p>
      <span itemprop="author" itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content="Diêgo Holanda"></span>
      <p>O cachorro foi levado para tratamento.</p></article></body>`,
    );
    const found = findPeople(d);
    expect(found.map((p) => [p.firstName, p.lastName])).toEqual([['Diêgo', 'Holanda']]);
    // Not on the invisible meta tag.
    expect(found[0]!.element.localName).not.toBe('meta');
  });

  it('given and family names in meta tags too; an empty one is no one', () => {
    const d = htmlPage(
      `<body><div itemscope itemtype="https://schema.org/Person"><meta itemprop="givenName" content="Jane"><meta itemprop="familyName" content="Roe"><p>Our writer.</p></div>
      <div itemscope itemtype="https://schema.org/Person"><meta itemprop="name" content=""></div></body>`,
    );
    expect(people(d)).toEqual([['Jane', 'Roe', 'microdata']]);
  });

  it('a person the text mentions, tagged in its sentence, is no one the page presents', () => {
    const d = htmlPage(
      `<body><article><h1>Auktion in der Kirche</h1><p>Pastor Martins eröffnet die Auktion an Seite von Pastorin <span itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="Dagmar Posner">Dagmar Posner</span>. Die Besucher sehen sich um.</p></article></body>`,
    );
    expect(people(d)).toEqual([]);
  });

  it('another story’s writer, in its teaser, is not the page’s', () => {
    const d = htmlPage(
      `<body><article itemscope itemtype="http://schema.org/Article"><h1>The page’s story</h1>
      <h3>By <span itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url name" href="/contributors/jane-roe">Jane Roe</a></span></h3><p>The text.</p></article>
      <section class="related"><article itemscope itemtype="http://schema.org/Article"><h3><a href="https://news.example.co.uk/2026/other">Another story</a></h3>
      <h3>By <span itemprop="author" itemscope itemtype="http://schema.org/Person"><a itemprop="url name" href="/contributors/john-doe">John Doe</a></span></h3></article></section></body>`,
    );
    expect(people(d).map((p) => p.slice(0, 2))).toEqual([['Jane', 'Roe']]);
  });
});

describe('a social card’s creator', () => {
  const page = (creator: string) =>
    htmlPage(
      `<html><head><meta name="twitter:creator" content="${creator}"></head>
      <body><article><h1>A new camera</h1><p>It takes pictures in the dark.</p></article></body></html>`,
    );

  it('is the writer when it is a name', () => {
    expect(people(page('Andrew Tarantola')).map((p) => p.slice(0, 2))).toEqual([['Andrew', 'Tarantola']]);
  });

  it('not when it is a handle, an organisation or a site’s title', () => {
    expect(people(page('@andrewtarantola'))).toEqual([]);
    expect(people(page('DRK e.V.'))).toEqual([]);
    expect(people(page('خبرگزاری باشگاه خبرنگاران | YJC'))).toEqual([]);
  });
});

describe('an organisation the page’s data names as a person', () => {
  it('a paper that signs its story as its author is no one, whichever finder reads the name', () => {
    const d = htmlPage(
      `<html><head>
      <script type="application/ld+json">{"@type":"NewsArticle","author":[{"@type":"Person","name":"Les Nouvelles"}]}</script>
      <script type="application/ld+json">{"@type":"NewsMediaOrganization","name":"Les Nouvelles"}</script></head>
      <body><article><h1>Les ventes progressent</h1><p class="byline">Par <a href="/auteurs/jeanne-roe">Jeanne Roe</a></p>
      <div class="vcard"><span class="fn">Les Nouvelles</span></div><p>Le texte.</p></article></body></html>`,
    );
    expect(people(d).map((p) => p.slice(0, 2))).toEqual([['Jeanne', 'Roe']]);
  });

  it('a personal site whose data names its owner both author and publisher keeps them', () => {
    const d = htmlPage(
      `<html><head><script type="application/ld+json">{"@graph":[{"@type":"WebSite","name":"Jane Roe"},{"@type":"BlogPosting","author":{"@type":"Person","name":"Jane Roe"},"publisher":{"@type":"Organization","name":"Jane Roe"}}]}</script></head>
      <body><article><h1>Notes</h1><p>My notes.</p></article></body></html>`,
    );
    expect(people(d).map((p) => p.slice(0, 2))).toEqual([['Jane', 'Roe']]);
  });
});

describe('a commenter’s card', () => {
  const page = (commenter: string) =>
    htmlPage(
      `<body><article><h1>Die Fundis kommen</h1><p class="byline">Von <a rel="author" href="/author/jane-roe">Jane Roe</a></p><p>Der Text.</p></article>
      <ol class="comment-list"><li class="comment"><div class="comment-author vcard"><b class="fn">${commenter}</b> sagt:</div><p>Danke.</p></li></ol></body>`,
    );

  it('is a person by a given name the lists know', () => {
    const names = people(page('Peter Hansen')).map((p) => p.slice(0, 2).join(' '));
    expect(names.sort()).toEqual(['Jane Roe', 'Peter Hansen']);
  });

  it('a nickname is no one', () => {
    expect(people(page('Meine Ergänzung')).map((p) => p.slice(0, 2))).toEqual([['Jane', 'Roe']]);
  });
});

describe('readers’ reviews and comments in the page’s data', () => {
  const page = (data: object) =>
    htmlPage(
      `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head>
      <body><main><h1>Gym equipment rental</h1><p>Racks, bars and plates, delivered.</p>
      <p>Tony Rotundo</p><p>Great service!</p></main></body></html>`,
    );
  const review = (author: object) => ({ '@type': 'Review', author, reviewBody: 'Great service!' });

  it('a customer’s review of the product, or a reader’s comment, is by no one the page presents', () => {
    const d = page({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Rack rental',
      review: [review({ '@type': 'Person', name: 'Tony Rotundo' })],
      subjectOf: {
        '@type': 'Article',
        comment: [{ '@type': 'Comment', author: { '@type': 'Person', name: 'Rachel Hazell' } }],
      },
    });
    expect(people(d)).toEqual([]);
  });

  it('a client’s review that says where they work is a person at that company', () => {
    const d = page({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'LeverX',
      review: [review({ '@type': 'Person', name: 'Renars Jansons , CIO at Skonto Group' })],
    });
    expect(findPeople(d).map((p) => [p.firstName, p.lastName, p.company])).toEqual([
      ['Renars', 'Jansons', 'Skonto Group'],
    ]);
  });

  it('a review that is the page itself is its writer’s', () => {
    const d = page({
      '@context': 'https://schema.org',
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Luke Kemp' },
      itemReviewed: { '@type': 'VideoGame', name: 'Doom' },
    });
    expect(people(d)).toEqual([['Luke', 'Kemp', 'jsonld']]);
  });
});

describe('names written in capitals', () => {
  it('a writer the data names in capitals, wholly or by family name, is shown as a name is written', () => {
    const d = htmlPage(
      `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Neue Brücke","author":[{"@type":"Person","name":"MORITZ PAPPERT"},{"@type":"Person","name":"Chokri GHARBI"},{"@type":"Person","name":"ANNE-MARIE O'BRIEN"}]}</script></head>
      <body><article><h1>Neue Brücke</h1><p>Die Brücke wird gebaut.</p></article></body></html>`,
    );
    expect(people(d).map((p) => p.slice(0, 2))).toEqual([
      ['Moritz', 'Pappert'],
      ['Chokri', 'Gharbi'],
      ['Anne-Marie', "O'Brien"],
    ]);
  });
});

describe('a name the page’s data writes in small letters', () => {
  const page = (name: string) =>
    htmlPage(
      `<html><head><script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Article","headline":"Five ways to rest","author":{"@id":"https://wellness.example/#/schema/person/1"}},{"@type":"Person","@id":"https://wellness.example/#/schema/person/1","name":"${name}"}]}</script></head>
      <body><article><h1>Five ways to rest</h1><p>Sleep comes first.</p></article></body></html>`,
    );

  it('is the writer’s name in capitals when its first word is a given name', () => {
    expect(people(page('kirstin boatto'))).toEqual([['Kirstin', 'Boatto', 'jsonld']]);
    expect(people(page('mary-jane o’neil'))).toEqual([['Mary-Jane', 'O’Neil', 'jsonld']]);
  });

  it('is no one when its first word is none (an account’s handle, a desk)', () => {
    expect(people(page('wellness desk'))).toEqual([]);
    expect(people(page('admin user'))).toEqual([]);
  });
});
