// @vitest-environment happy-dom
// What a sweep over the thirty-fourth source's unlabelled pages (no truth files; none of the corpus's)
// showed read as people: a guide's bold terms before colons, a product or a body led in bold as a
// bio, a work's closing note, links and labels that are words of a page's chrome, and a quote's
// signature whose aside in brackets was taken for its organisation; and the writers it missed: a
// label alone before the name's element, "by:" with a colon and the date after a comma.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { personName } from '../../../../page/scan/people/names';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => `${p.firstName} ${p.lastName}${p.company ? ` (${p.company})` : ''}`);
const page = (body: string, url = 'https://www.example-guides.com/guide') =>
  htmlPage(`<html><head><title>A guide</title></head><body>${body}</body></html>`, url);

describe('a paragraph’s label before a colon', () => {
  const said = (label: string, words: string) => `<p><strong>${label}:</strong> ${words}</p>`;
  const tip = 'this part of the work tends to cost more than people plan for, so set money aside early on.';

  it('a guide’s terms, each twice, are no speakers, one that starts with a given name among them', () => {
    const guide = ['Labor Costs', 'Permit Fees', 'Video Card', 'Material Quality']
      .flatMap((l) => [said(l, tip), said(l, tip)])
      .join('');
    expect(people(page(`<article><h1>Remodel costs</h1>${guide}</article>`))).toEqual([]);
  });

  it('an interview’s speakers by a known given name, or in capitals as a transcript writes them', () => {
    const talk =
      said('Ezra Klein', 'so what do you make of the way the vote went last week?') +
      said('ELLESA THROWDEN', 'it went the way most people in the sport had feared it would go.') +
      said('Ezra Klein', 'and what happens to the swimmers now that the money is gone?') +
      said('ELLESA THROWDEN', 'they will have to find sponsors of their own, and quickly too.');
    expect(people(page(`<article><h1>Interview</h1>${talk}</article>`))).toEqual([
      'Ezra Klein (example-guides.com)',
      'Ellesa Throwden',
    ]);
  });
});

describe('a paragraph led by a name in bold', () => {
  it('a product’s, whose first word no one is given, is no bio', () => {
    const body =
      '<article><h1>Games</h1><p><strong>War Thunder</strong> is the most comprehensive free-to-play military game.</p>' +
      '<p><strong>Amazon Comprehend</strong> is a natural language processing service.</p>' +
      '<p><strong>Anna Leigh</strong> is a senior editor at Example Guides.</p></article>';
    expect(people(page(body))).toEqual(['Anna Leigh (Example Guides)']);
  });

  it('a product named after something, its first word a given name, is no bio', () => {
    const body =
      '<article><h1>Language apps compared</h1><p><a href="/rosetta-stone-review/"><strong>Rosetta Stone</strong></a> is named ' +
      'after the famous Rosetta Stone, which helped decode hieroglyphs.</p>' +
      '<p><strong>Anna Leigh</strong> is a senior editor at Example Guides.</p></article>';
    expect(people(page(body))).toEqual(['Anna Leigh (Example Guides)']);
  });

  it('a column’s closing note that names a work is no one’s bio', () => {
    const paragraphs = Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i} of the review.</p>`).join('');
    const body =
      `<article><h1>Review</h1>${paragraphs}` +
      '<p><em>Playful Void is a production of Idle Cartulary. If you liked it, subscribe.</em></p>' +
      '<p><em>Jagpreet Chhatwal is a professor at Harvard Medical School.</em></p></article>';
    expect(people(page(body))).toEqual(['Jagpreet Chhatwal (Harvard Medical School)']);
  });
});

describe('words of a page’s chrome', () => {
  it('an author box’s “Full bio” link and a sign-up form’s “Privacy Policy” are no names', () => {
    const body =
      '<article><h1>Digital marketing</h1><p class="byline">By <a href="/author/yarilet-perez">Yarilet Perez</a></p>' +
      '<a class="author-tooltip__link" href="/contributors/0/">Full Bio</a><p>Story.</p></article>' +
      '<div class="byline-signup"><p>By signing up you agree to our <a href="/terms/">Terms of Use</a> and <a href="/privacy-policy/">Privacy Policy.</a></p></div>';
    expect(people(page(body))).toEqual(['Yarilet Perez (example-guides.com)']);
  });

  it('a forum’s ranks, a store’s bundles and a feedback link are no names', () => {
    for (const words of ['Full Member', 'New Member', 'Electronics Bundle', 'General Feedback', 'Full Bio'])
      expect(personName(words)).toBeNull();
    expect(personName('Anna Leigh')).toBe('Anna Leigh');
  });
});

describe('a quote’s signature', () => {
  it('an aside in brackets after the role is no organisation', () => {
    const body =
      '<article><h1>Leaders on AI</h1><p>Story.</p><blockquote><p>“We are using generative AI to improve our product data.”</p></blockquote>' +
      '<p class="has-text-align-right">Doug McMillon, CEO of <strong>Walmart</strong> (during <a href="https://example.org/call">Walmart’s Q2 2025 earnings call</a> on August 15, 2024)</p></article>';
    expect(people(page(body))).toEqual(['Doug McMillon (Walmart)']);
  });
});

describe('a byline the sweep missed', () => {
  const head = '<h1>10 trends in catering to look for in 2025</h1>';

  it('a label alone, the name the next element', () => {
    const body = `<article>${head}<div><p>Last updated</p><time>Aug 04, 2025</time></div><div><p>Written by</p><p>Edzel Tabing</p></div><p>Story.</p></article>`;
    expect(people(page(body))).toEqual(['Edzel Tabing (example-guides.com)']);
  });

  it('a label in a span, the writer’s portrait between it and the name', () => {
    const body = `<article>${head}<div><span>Written by:</span><picture><img alt="" src="/a.jpg"></picture><span class="font-medium">Elise Nass</span></div><p>Story.</p></article>`;
    expect(people(page(body))).toEqual(['Elise Nass (example-guides.com)']);
  });

  it('a label alone in a division, the name the next one, a bio after it', () => {
    const body = `<article>${head}<p>Story.</p></article><div class="box"><div class="text-gray-400"> Written by</div><div class="font-bold">Jack Shepherd</div><div class="text-sm">Hi! I'm Jack, Co-Founder of Social Shepherd.</div></div>`;
    expect(people(page(body))).toEqual(['Jack Shepherd (example-guides.com)']);
  });

  it('“by:” with a colon, the date after a comma', () => {
    const body = `<div id="content">${head}<p class="text-xl">by: Ziyi Xu, Dec 17, 2025</p><hr><p>We are excited to introduce it.</p></div>`;
    expect(people(page(body))).toEqual(['Ziyi Xu (example-guides.com)']);
  });

  it('“by”, the name, a spaced dash and the date, in lines apart', () => {
    const body = `<center><h1>Survival Guide to SysV Init</h1><p>by Jon Foster - 2025-09-13<br> Updated: 2025-09-13<br></p></center><p>These are the notes.</p>`;
    expect(people(page(body))).toEqual(['Jon Foster (example-guides.com)']);
  });

  it('the date, a dot with no space around it, and the name, under the headline', () => {
    const body = `<article><h1>Mission accomplished!</h1><div class="meta"><span>2025-12-17</span><span>·</span><a title="Anna Leigh"><div>Anna Leigh</div></a></div><p>Story.</p></article>`;
    expect(people(page(body))).toEqual(['Anna Leigh (example-guides.com)']);
  });

  it('an author box’s sentence that credits the writer', () => {
    const body = `<article><h1>Index types</h1><p>Story.</p><div id="post-author-wrapper"><div class="author-avatar"><img src="/a.png" alt="Danielle Padula"></div><div class="author-bio">This post was written by Danielle Padula, Head of Marketing and Community Development</div></div></article>`;
    expect(people(page(body))).toEqual(['Danielle Padula (example-guides.com)']);
  });

  it('a comma before words that are no date ends no byline', () => {
    const body = `<div id="content">${head}<p class="text-xl">by: Ziyi Xu, who will be speaking soon</p><hr><p>We are excited to introduce it.</p></div>`;
    expect(people(page(body))).toEqual([]);
  });
});

describe('an author box', () => {
  it('its heading names the writer its bio is about', () => {
    const body =
      '<article><h2 class="entry-title">Reflections on a UI pipeline</h2><p>Story.</p></article>' +
      '<div class="blog-author"><img src="a.webp" alt=""><div><h4>Bence Kovács</h4><div class="social-links"><a href="https://www.linkedin.com/in/b/">in</a></div>' +
      '<p>Bence is a software developer specializing in audio and game development. He has contributed to a wide array of projects.</p></div></div>';
    expect(people(page(body))).toEqual(['Bence Kovács (example-guides.com)']);
  });

  it('a heading over a bio about someone else is no writer', () => {
    const body =
      '<article><h2 class="entry-title">Reflections on a UI pipeline</h2><p>Story.</p></article>' +
      '<div class="blog-author"><div><h4>Recent Posts</h4><p>The studio is a small team of developers specializing in audio and game development, with plugins and games.</p></div></div>';
    expect(people(page(body))).toEqual([]);
  });
});

describe('a picture described by the name', () => {
  const card = (name: string) =>
    `<div class="browser"><img src="/${name}.png" alt="${name}"><p>${name}</p><a href="https://example.org/get" class="browser-link">Download</a></div>`;

  it('says an item is someone’s only for a known given name', () => {
    const body = `<ul class="browsers"><li>${card('Google Chrome')}</li><li>${card('Microsoft Edge')}</li><li>${card('Mozilla Firefox')}</li></ul>`;
    expect(people(page(body))).toEqual([]);
  });
});

describe('words no name holds', () => {
  it('a possessive, a contraction, an organisation’s short form', () => {
    for (const words of ['Class Central’s', 'I’m Jody', 'Lmsys Org', 'Help Security'])
      expect(personName(words)).toBeNull();
    // A book's format under its title, a forum's, a clinic's or a firm's name (the second sweep).
    for (const words of ['Kindle Edition', 'Ai Forum', 'Cleveland Clinic', 'Affordable Movers'])
      expect(personName(words)).toBeNull();
    // A forum's handles: a title inside, a verb (the development forums' "Little Miss Dangerous").
    for (const words of ['Little Miss Dangerous', 'Russia Must Remove Putin', 'Captain Mr Nobody'])
      expect(personName(words)).toBeNull();
    expect(personName('Dr. Jane Roe')).toBe('Dr. Jane Roe');
    expect(personName('Jody Bailey')).toBe('Jody Bailey');
  });
});

describe('a second sweep: a showcase’s works, an author box’s title line, a long company, a label after a pictograph', () => {
  const at = (url: string, body: string) => people(page(body, url));

  it('a showcase’s grid of works, each card headed by the work’s name and its maker under it, is no team', () => {
    const works = [
      ['Virtual Graffiti Wall', 'Masaya Takizawa'],
      ['Pattern Generator', 'Raul Marin'],
      ['Cursor Images', 'Anna Leigh'],
      ['Flower Catcher', 'Ben Ross'],
    ];
    // As on the page, a section about teams before it.
    const grid = (title: string, cards: string[][]) =>
      `<section><p>Design and build together, as a team.</p></section><section><h2>${title}</h2><div class="grid">${cards
        .map(
          ([h, maker]) =>
            `<a class="card" href="/w"><img src="a.png" alt=""><h3>${h}</h3><p>${maker}</p></a>`,
        )
        .join('')}</div></section>`;
    expect(at('https://www.figma.com/', grid('Explore what people are making', works))).toEqual([]);
    // A team's grid of names is still a team's.
    const team = works.map(([, maker]) => [maker!, 'Designer']);
    expect(at('https://www.figma.com/', grid('Meet the team', team))).toEqual(
      team.map(([n]) => `${n} (figma.com)`),
    );
  });

  it('a separator left after a company’s name is none of it', () => {
    const data = `<script type="application/ld+json">{"@type":"BlogPosting","author":{"@type":"Person","name":"Santiago Parra"},"publisher":{"@type":"Organization","name":"Mindesigns -"}}</script>`;
    expect(
      at(
        'https://mindesigns.com.au/blog/platforms/',
        `${data}<article><h1>Platforms</h1><p>Text.</p></article>`,
      ),
    ).toEqual(['Santiago Parra (Mindesigns)']);
  });

  it('an author box’s title line is the writer’s role, no second writer', () => {
    const box =
      '<div class="author-line"><span class="author-label">Written By:</span> <span class="author-name"><a href="/author/catherine-boeckmann">Catherine Boeckmann</a></span> <span class="author-title">Executive Digital Editor and Master Gardener</span></div>';
    expect(
      at(
        'https://www.almanac.com/vegetable-gardening',
        `<article><h1>Gardening</h1>${box}<p>Text.</p></article>`,
      ),
    ).toEqual(['Catherine Boeckmann (almanac.com)']);
    // Without a name's element beside it, the box's title is its heading, and may name the writer.
    const heading = '<h2 class="author-title"><span class="author-heading">Autor:</span> Petra Ruland</h2>';
    expect(
      at(
        'https://www.uniqz.de/katzendecke/',
        `<article><h1>Katzendecke</h1><p>Text.</p>${heading}</article>`,
      ),
    ).toEqual(['Petra Ruland (uniqz.de)']);
  });

  it('a site’s tagline after its name is none of the company', () => {
    const data = `<script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"Antonio Barrero"},"publisher":{"@type":"Organization","name":"Energías Renovables, el periodismo de las energías limpias."}}</script>`;
    expect(
      at(
        'https://www.energias-renovables.com/eolica/parque',
        `${data}<article><h1>Parque</h1><p>Texto.</p></article>`,
      ),
    ).toEqual(['Antonio Barrero (Energías Renovables)']);
  });

  it('a caption’s sentence is no company', () => {
    expect(
      at(
        'https://dtphx.org/post/new-businesses',
        '<article><h1>New businesses</h1><p class="byline">By Haley Hoekstra</p><figure><img src="a.jpg" alt=""><figcaption>Element Jiu-Jitsu Martial Arts School located in the Arizona Center near the AC Hotel. (Photo Credit: Element Jiu-Jitsu)</figcaption></figure><p>Text.</p></article>',
      ),
    ).toEqual(['Haley Hoekstra']);
  });

  it('a pictograph before a guide’s bold term is none of its words: the term is no speaker', () => {
    const tip =
      'it is best suited to businesses that want dashboards and reports their teams can change themselves.';
    const body = ['Power BI', 'Tableau', 'Looker']
      .map(
        (tool) =>
          `<h3>${tool}</h3><p><strong>👍 Best Use Cases:</strong> ${tip}</p><p><strong>👎 Main Limits:</strong> ${tip}</p>`,
      )
      .join('');
    expect(at('https://www.example-guides.com/guide', `<article><h1>Tools</h1>${body}</article>`)).toEqual(
      [],
    );
  });
});
