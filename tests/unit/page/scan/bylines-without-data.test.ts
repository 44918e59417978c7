// @vitest-environment happy-dom
// Bylines a page shows where it carries no author tag and no structured data to vouch for them: each
// form below was found only through the page's data before, on pages of a content extractor's
// evaluation set and a benchmark's, with that data taken out.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { linedText } from '../../../../page/scan/people/words';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);
const story = (body: string) =>
  htmlPage(
    `<html><head><title>Frei erfunden - Example News</title></head><body>${body}</body></html>`,
    'https://www.example-news.com/2023/10/story.html',
  );
const text = '<p>Erster Absatz der Geschichte, lang genug für einen Absatz.</p>';

describe('bylines with no data behind them', () => {
  it('a post’s meta line whose lead ends with a colon: “Von: Björn Jahner | 31.10.23”', () => {
    const line = (lead: string) =>
      `<h1>Frei erfunden: Bote fliegt nach Singapur</h1><div class="article-meta-wrapper"> ${lead} Björn Jahner <span>|</span> <span>31.10.23</span></div>${text}`;
    expect(names(story(line('Von:')))).toEqual(['Björn Jahner']);
    expect(names(story(line('Von')))).toEqual(['Björn Jahner']);
    // Without a lead, the meta line names no one.
    expect(names(story(line('Heute')))).toEqual([]);
  });

  it('“Written by” and a linked name in a line of its own, a degree after the name', () => {
    expect(
      names(
        story(
          '<h1>The 10 Best Ways</h1><section><div><span>Written by <a href="/nutrition-team">Grant Tinsley, PhD</a></span><span> on April 29, 2018</span></div></section>' +
            text,
        ),
      ),
    ).toEqual(['Grant Tinsley']);
  });

  it('a story’s first paragraph opened by its byline, then a line break and the story', () => {
    const opening = (byline: string) =>
      `<h1>Tagesschau unterschlägt Demo</h1><div class="entry-content"><p>${byline}<br/><img src="p.png" alt="" width="1" height="1"><br/> Sie ist nicht nur – nach eigenen Angaben – die erfolgreichste Nachrichtensendung des Landes, sagt man.</p>${text}</div>`;
    expect(names(story(opening('Von Daniel Weinmann')))).toEqual(['Daniel Weinmann']);
    expect(names(story(opening('Von der Redaktion')))).toEqual([]);
  });

  it('“by” and a name in bold, a dash and the reading time glued after it', () => {
    expect(
      names(
        story('<h1>Video Production</h1><p>by <strong>Jacob Trussell</strong>&mdash;10 min read </p>' + text),
      ),
    ).toEqual(['Jacob Trussell']);
  });

  it('“Written by” in a portrait’s caption', () => {
    expect(
      names(
        story(
          `<article><h1>Music Lessons</h1>${text}<figure><figcaption> Written by Autumn Huerter </figcaption><img alt="" src="a.jpg"></figure></article>`,
        ),
      ),
    ).toEqual(['Autumn Huerter']);
  });

  it('a name in a button that opens the writer’s bio, after “By”', () => {
    expect(
      names(
        story(
          `<header><h1>Online College Costs</h1><div class="page-byline__item author_created"> By <button type="button" class="btn btn-link" data-content="bio"> Melanie Hanson </button></div></header>${text}`,
        ),
      ),
    ).toEqual(['Melanie Hanson']);
    // A share bar's button is no name.
    expect(
      names(
        story(`<h1>Online College Costs</h1><div class="byline"> By <button>Share</button></div>${text}`),
      ),
    ).toEqual([]);
  });

  it('a byline whose lead the eye reads, a screen reader’s copy of it aside', () => {
    expect(
      names(
        story(
          '<h1>Social Media</h1><p><span class="screenreader">Written by</span><span aria-hidden="true">by </span><a href="https://www.example-news.com/author/rebeccamacfarlane/"> Rebecca MacFarlane</a></p>' +
            text,
        ),
      ),
    ).toEqual(['Rebecca MacFarlane']);
  });

  it('the one box beside the story that holds only its byline and date; not commenters’ boxes, not a teaser', () => {
    const aside = (name: string) =>
      `<aside><section class="author"><img src="a.jpg" alt=""><span class="author-name"><strong>${name}</strong></span></section><section class="meta"><time>24. April 2020 <br> 08:30 Uhr</time></section></aside>`;
    expect(names(story(`<h1>Warum wir Demut brauchen</h1>${aside('Christoph von Ritter')}${text}`))).toEqual([
      'Christoph von Ritter',
    ]);
    // Two such boxes: other stories' or commenters', not the page's writer.
    expect(
      names(story(`<h1>Warum wir Demut brauchen</h1>${text}${aside('Jane Roe')}${aside('John Doe')}`)),
    ).toEqual([]);
    // A box classed a teaser right after the headline, holding only the byline, is the story's own.
    expect(
      names(
        story(
          `<h1>Es kommt darauf an</h1><div class="teaser-small__metadata"><p class="byline__author"> VON <a href="/autoren/gathmann-moritz">MORITZ GATHMANN</a> am 21. April 2020 </p></div>${text}`,
        ),
      ),
    ).toEqual(['Moritz Gathmann']);
    // A box that holds a heading of its own is another story's teaser.
    expect(
      names(
        story(
          `<h1>Warum wir Demut brauchen</h1>${text}<aside><h3>Mehr</h3><span class="author-name">Jane Roe</span></aside>`,
        ),
      ),
    ).toEqual([]);
  });

  it('a word’s last letter set apart for its spacing is no word of its own', () => {
    const el = htmlPage(
      '<p class="byline"><a href="/contributor/will-knight">Will Knigh<span class="link__last-letter-spacing">t</span></a> <span>on</span></p>',
    ).querySelector('p')!;
    expect(linedText(el)).toBe('Will Knight on');
  });

  it('a script inside a byline’s names is no word of it', () => {
    const linked = (slug: string, name: string, i: number) =>
      `<strong><script>function ga4_link${i}() { window.dataLayer.push({}) }</script><a href="https://www.example-news.com/authors/${slug}">${name}</a></strong>`;
    expect(
      names(
        story(
          `<h1>The Best Coffee Makers</h1><div class="article-byline">By ${linked('danielle-desiato', 'Danielle DeSiato', 1)}, and ${linked('natalie-nguyen', 'Natalie Nguyen', 2)}</div>${text}`,
        ),
      ),
    ).toEqual(['Danielle DeSiato', 'Natalie Nguyen']);
  });

  it('a site builder’s post header names its one writer by its hook; a feed of many writers names none', () => {
    const header = (name: string) =>
      `<ul><li><a data-hook="profile-link"><span data-hook="user-name">${name}</span></a></li><li><span data-hook="time-ago">Jun 9</span></li><li><span data-hook="time-to-read">5 min read</span></li></ul>`;
    expect(names(story(`<h1>Piano Lessons</h1>${header('Kalyn Keen')}${text}`))).toEqual(['Kalyn Keen']);
    expect(names(story(`<h1>Our Blog</h1>${header('Kalyn Keen')}${header('Jane Roe')}${text}`))).toEqual([]);
  });

  it('a long byline box whose writers are each a link and a role', () => {
    const box = (second: string) =>
      `<h1>This County Criminalized Students</h1><div class="blog-author"><a href="/bio/sarah-hinger-0">Sarah Hinger</a>, Staff Attorney, Racial Justice Program<br>&amp; <a href="/bio/sylvia-torres-guillen">${second}</a>, Director of Education Equity, Foundations of California</div>${text}`;
    expect(names(story(box('Sylvia Torres-Guillén')))).toEqual(['Sarah Hinger', 'Sylvia Torres-Guillén']);
    // A link that is no name: the box is not read by its links.
    expect(names(story(box('Read her posts')))).toEqual([]);
  });

  it('“Written by” and a name alone in bold, its date in the next box', () => {
    const col = (words: string) =>
      `<h1>Holiday Tips</h1><div class="row"><div class="col"><strong>${words} </strong><div class="article-date">Friday, December 19, 2025</div></div><div class="col">${text}</div></div>`;
    expect(names(story(col('Written by Maya Perez')))).toEqual(['Maya Perez']);
    expect(names(story(col('Written by our whole team')))).toEqual([]);
  });

  it('“By”, the name and the date as the line under the headline, in any element', () => {
    const under = (line: string) =>
      `<div class="title"><h1 class="title">Man Pleads Guilty</h1><div class="submitted-wrp">${line}</div></div>${text}`;
    expect(
      names(
        story(
          under('<span class="submitted-by"> By Justine Coleman - <span>11/18/19 11:04 PM EST</span></span>'),
        ),
      ),
    ).toEqual(['Justine Coleman']);
    expect(names(story(under('<h4>By Giovanni Gaggero | 12/10/2020</h4>')))).toEqual(['Giovanni Gaggero']);
    expect(names(story(under('<div class="meta"> Posted by Peter Bell on August 21, 2019 </div>')))).toEqual([
      'Peter Bell',
    ]);
    expect(names(story(under('<div>Von Anna Müller | 1. Februar 2022</div>')))).toEqual(['Anna Müller']);
    // Words that are no names before the date, or words that are no date after the dash: no such line.
    expect(names(story(under('<h4>By popular demand | 12/10/2020</h4>')))).toEqual([]);
    expect(names(story(under('<span> By Justine Coleman - <span>a long read</span></span>')))).toEqual([]);
  });

  it('a link to the writer’s page under the headline, wrapped alone, the date in the next box', () => {
    const under = (href: string) =>
      `<h1>Chelsea Beat Tottenham</h1><div><div><span><a href="${href}">Nizaar Kinsella</a></span><span>2 minutes ago</span></div></div>${text}`;
    expect(names(story(under('/author/nizaar-kinsella')))).toEqual(['Nizaar Kinsella']);
    // A link to any other page is no writer's.
    expect(names(story(under('/topics/football')))).toEqual([]);
    expect(
      names(
        story(
          '<h1>Sixth Traveller Dies</h1><div><a href="/author/angus-thompson">Angus Thompson</a><div>Friday 22 November 2024 08:49 GMT</div><a class="js-comment">Comments</a></div>' +
            text,
        ),
      ),
    ).toEqual(['Angus Thompson']);
  });

  it('“Written by” a linked name, then “on” and the date', () => {
    const line = (date: string) =>
      `<h1>15 Helpful Tips</h1><section><div><img alt="" src="a.jpg"></div><div>Written by <a href="/nutrition-team">Rachael Link, MS, RD</a> on ${date}</div></section>${text}`;
    expect(names(story(line('November 14, 2019')))).toEqual(['Rachael Link']);
    expect(names(story(line('the team’s behalf, with thanks to our readers')))).toEqual([]);
  });

  it('a link to a page named after the writer, accents aside and a handle’s “@” before it', () => {
    const by = (href: string) =>
      `<h1>La diplomatie</h1><div><p><span>Par </span><a href="${href}">Stéphane Dupont</a></p><div><span>Publié le 2 nov. 2023</span></div></div>${text}`;
    expect(names(story(by('/@stephane-dupont')))).toEqual(['Stéphane Dupont']);
    expect(names(story(by('/politique/stephane-dupont')))).toEqual(['Stéphane Dupont']);
    expect(names(story(by('/@les-echos')))).toEqual([]);
  });

  it('a name alone under the headline, the date in the box beside it', () => {
    const metas = (name: string, date: string) =>
      `<h1>Wettstreit der Scheinlösungen</h1><p><strong>Warum die Vorschläge nichts bringen</strong></p><div class="row metas"><div class="col-6 text-muted">${name}</div><div class="col-6 text-right text-muted">${date}</div></div>${text}`;
    expect(names(story(metas('Hagen Ritter', '06.11.2023')))).toEqual(['Hagen Ritter']);
    // A bar may end the name's element, before the date's.
    expect(names(story(metas('Mehmet Can Toptaş &nbsp;|', '03.04.2025 - Güncelleme : 03.04.2025')))).toEqual([
      'Mehmet Toptaş',
    ]);
    expect(names(story(metas('Innere Sicherheit |', '06.11.2023')))).toEqual([]);
    // Words that are no name, or a name beside no date.
    expect(names(story(metas('Innere Sicherheit', '06.11.2023')))).toEqual([]);
    expect(names(story(metas('Hagen Ritter', 'Berlin')))).toEqual([]);
    // A hidden name (a template's data for robots), or a link to a page that is no writer's.
    expect(names(story(metas('<span style="display:none;">Hagen Ritter</span>', '06.11.2023')))).toEqual([]);
    expect(names(story(metas('<a href="/55326591">Hagen Ritter</a>', '06.11.2023')))).toEqual([]);
    // A feed's posts, each writer's element classed alike, name none of them.
    const post = (name: string) =>
      `<div class="post"><div class="post-name">${name}</div><div class="post-date">06.11.2023</div></div>`;
    expect(names(story(`<h1>Unser Blog</h1>${post('Hagen Ritter')}${post('Anna Müller')}${text}`))).toEqual(
      [],
    );
  });

  it('“Von” and several names in an element of their own, then where they file from', () => {
    const line = (who: string) =>
      `<h1>Nairobi von unten</h1><h2>Kenia: Aktivisten riefen zum Gipfel</h2><div>Von <span class="font-semibold">${who}</span></div>${text}`;
    expect(names(story(line('Anna Martel und Lea Wagner, Nairobi')))).toEqual(['Anna Martel', 'Lea Wagner']);
    expect(names(story(line('Anna Martel und Lea Wagner')))).toEqual(['Anna Martel', 'Lea Wagner']);
    expect(names(story(line('unseren Korrespondenten, Nairobi')))).toEqual([]);
  });

  it('a lead in an element of its own glued to the linked name’s (“<dt>von</dt><a><dd>…</dd></a>”)', () => {
    const dl = (lead: string) =>
      `<h1>Das Leben der Anderen</h1><figure><img alt="" src="a.jpg"></figure><section><div><a href="/autoren/72777407/michelle-de-oliveira"><img alt="" src="m.jpg"></a></div><div><dt>${lead}</dt><div><a href="/autoren/72777407/michelle-de-oliveira"><dd>Michelle de Oliveira</dd></a></div></div></section>${text}`;
    expect(names(story(dl('von')))).toEqual(['Michelle de Oliveira']);
    expect(names(story(dl('Foto')))).toEqual([]);
  });

  it('a byline’s name the lists lack, vouched for by a bio that introduces it', () => {
    const post = (bio: string) =>
      `<h1>Izindaba zakamuva</h1><div class="post-meta"><span class="date">November 6, 2025</span><span class="meta-author"> Ntombizethu Ngcobo </span></div>${text}<div class="about-author"><h3 class="author-name">Ntombizethu Ngcobo</h3><div class="author-bio">${bio}</div></div>`;
    expect(
      names(
        story(post('Ntombizethu Ngcobo is the Editor and Journalist at Echo Eyethu. She covers the city.')),
      ),
    ).toEqual(['Ntombizethu Ngcobo']);
    // A firm's words about itself vouch for no person.
    expect(
      names(story(post('Ntombizethu Ngcobo is an ego-free, full-service firm. We plan and build.'))),
    ).toEqual([]);
    expect(names(story(post('Our editors write about the news of the day.')))).toEqual([]);
  });

  it('a byline box classed by a word ending in “_by”, names alone (a newspaper network’s template)', () => {
    const by = (cls: string) =>
      `<article><h1>Hurricanes in a Pandemic</h1><div class="${cls}">Kimberly Miller and Gareth McGrath</div><div class="gnt_ar_pb">USA TODAY Network</div>${text}</article>`;
    expect(names(story(by('gnt_ar_by')))).toEqual(['Kimberly Miller', 'Gareth McGrath']);
    expect(names(story(by('gnt_ar_lead')))).toEqual([]);
  });

  it('a link to the writer’s page beside the date, their role after a dash in it', () => {
    const link = (href: string) =>
      `<h1>Haber başlığı</h1><div><div><a href="${href}"> Burak Boyoglu <span>- Onedio Haber ve Gündem Editörü</span></a></div><div>12.05.2024 - 13:06</div></div>${text}`;
    expect(names(story(link('/profil/burak-boyoglu')))).toEqual(['Burak Boyoglu']);
    expect(names(story(link('/kategori/gundem')))).toEqual([]);
  });

  it('a newsroom’s own word for its writers’ pages makes a link one (“/journalists/”, “/reporter/”, “/periodista/”)', () => {
    const link = (href: string) =>
      `<h1>Markets slide as rates rise</h1><div><div><a href="${href}">Sean Leahy</a></div><div>12.05.2024 - 13:06</div></div>${text}`;
    for (const href of ['/journalists/4412', '/topics/reporter/Sean+Leahy', '/periodista/4412'])
      expect(names(story(link(href))), href).toEqual(['Sean Leahy']);
    // A section of columns is no writer's page.
    expect(names(story(link('/opinion/columnists/')))).toEqual([]);
  });

  it('a byline in the story’s meta box beside its date, its topics’ links and its comments’ count', () => {
    const meta = (extra: string) =>
      story(
        `<article><header><h1>Homophobie neuer Qualität</h1></header><aside class="meta"><p class="authors">Von:<br><i><a href="/autor/moritz-pieczewski-freimuth-21589" class="author-name">Moritz Pieczewski-Freimuth</a></i></p><p><time datetime="2023-10-18">18. Okt 2023</time></p>${extra}</aside>${text}</article>`,
      );
    expect(
      names(
        meta(
          '<div>Schlagworte: <a href="/schlagworte/homophobie">Homophobie</a>, <a href="/schlagworte/islam">Islam</a></div><div>Kommentare: <a href="#comments">10</a></div>',
        ),
      ),
    ).toEqual(['Moritz Pieczewski-Freimuth']);
    // A link to another story beside the byline makes the box another story's teaser.
    expect(
      names(meta('<div><a href="/artikel/ein-anderer-bericht">Ein ganz anderer Bericht aus Köln</a></div>')),
    ).toEqual([]);
  });

  it('a bio after a label “About the Author:”, the name its first words', () => {
    const bio =
      '<p>Juliette Carreiro is a skilled content creator with over five years of experience in SEO and content strategy.</p>';
    const post = (before: string) =>
      story(`<h1>What is next for cloud computing?</h1>${text}${before}${bio}<p>Check out our courses.</p>`);
    expect(names(post('<p>About the Author:</p>'))).toEqual(['Juliette Carreiro']);
    expect(names(post('<h4>Über die Autorin</h4>'))).toEqual(['Juliette Carreiro']);
    // The same paragraph in the story's text, under no such label, is a mention.
    expect(names(post('<p>Our writers:</p>'))).toEqual([]);
  });

  it('a job’s line after the name’s element is no part of the name (“Fiona Uk” was read)', () => {
    const box = (name: string, job = 'UK and world news writer') =>
      `<h1>Everything you need to know as furlough changes</h1><div class="article-information"><span class="author-label">By</span><div class="author">${name}<span class="job-title">${job}</span></div></div>${text}`;
    expect(names(story(box('<span rel="author">Fiona Hainey</span>')))).toEqual(['Fiona Hainey']);
    expect(names(story(box('<span>Fiona Hainey</span>', 'UK Editor')))).toEqual(['Fiona Hainey']);
    // "Fionnula" is a given name the lists lack: "By" vouches for it once the job is no part of the line.
    expect(names(story(box('<span>Fionnula Hainey</span>')))).toEqual(['Fionnula Hainey']);
    // A layout's class is no job's ("position-relative"): the box is read whole, a line that is no name.
    const laid = box('<span>Fiona Hainey</span>', 'UK Editor').replace('job-title', 'position-relative');
    expect(names(story(laid))).toEqual([]);
  });

  it('a platform’s badge after the name is no part of it (“Jeff Influencer” was read)', () => {
    const tag = (badge: string) =>
      `<h1>An unexpected way to a better balance</h1><span itemprop="author" class="label">Jeff Haden<span class="${badge}">Influencer</span></span>${text}`;
    expect(names(story(tag('influencer-badge')))).toEqual(['Jeff Haden']);
    expect(names(story(tag('badge')))).toEqual(['Jeff Haden']);
    // A class that only holds the word is no badge's: the family name in its own span stays.
    const held = `<h1>An unexpected way to a better balance</h1><span itemprop="author">Jeff <span class="badge-holder">Haden</span></span>${text}`;
    expect(names(story(held))).toEqual(['Jeff Haden']);
  });
});
