// @vitest-environment happy-dom
/**
 * Rules written on htmldate's saved pages (its own cache of test pages), first slice of development
 * pages: a postal block's named contact over the street and the town; a block of credits, a role and
 * a name a line; a personal site's owner in its footer's copyright line "by" them, when a phrase read
 * as a byline ("von Ihrer Website") names no one. And on the second slice's: a line that starts with
 * "By" among the elements after the headline, in any markup, a share bar's too; an organisation after
 * the writer's linked name; a mail link named after the one who made the page. And on snacktory's
 * first slice: a form laid out in a table is no one's row; a byline among a box's lines under the
 * headline; a wire story's signature, helpers and editors at its foot, and a post's acknowledgements,
 * where the story's box is named for related stories; a grid of cards, each a heading, a role and a
 * note, under "Contributors"; a masthead's line among a footer's lines. And a site named in its copyright
 * line by its address's first and last words ("tampaymca.org": Tampa Metropolitan Area YMCA).
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}|${p.domain ?? ''}]`);
const page = (body: string, head = '<title>Kräutergarten am Berg</title>') =>
  htmlPage(`<head>${head}</head><body>${body}</body>`, 'https://www.bergresort.de/blog/kraeuter');
const post =
  '<article><h1>Unser Kräutergarten</h1><p>Frischer Thymian und Schnittlauch wachsen wieder direkt neben der Hütte.</p></article>';

describe('a postal block', () => {
  it('names its contact over the street and the town, the block headed by the organisation', () => {
    const d = page(
      `${post}<footer><div class="adresse">Bergresort Allgäu<br>c/o Bergresort Event GmbH<br>Katja Leveringhaus<br>An der Breitach&nbsp;3<br>87538&nbsp;Fischen<br><a href="mailto:info@bergresort.de">info@bergresort.de</a></div></footer>`,
    );
    expect(people(d)).toEqual(['Katja Leveringhaus [Bergresort Allgäu|bergresort.de]']);
  });

  it('labelled in a table, the site the organisation; a free-mail address gives no domain', () => {
    const d = page(
      `<table><tr><td><strong>Meldestelle:</strong></td><td>Frank Nagel<br>Rudolf-Breitscheid-Straße 18<br>06268 Querfurt<br><a href="mailto:hsv-querfurt@gmx.de">Mail</a></td></tr></table>`,
      '<meta property="og:site_name" content="Hundesportverein Querfurt">',
    );
    expect(people(d)).toEqual(['Frank Nagel [Hundesportverein Querfurt|]']);
  });

  it('but a hotel, a church or a lane over the street is no one', () => {
    const d = page(
      `${post}<p>Hotel Mohren<br>Marktplatz 6<br>87561 Oberstdorf</p><p>St. Anna Kirche<br>Kirchweg 2<br>87561 Oberstdorf</p><p>Tel. 08322 978 517<br>Breitachstraße 3<br>87538 Fischen</p>`,
    );
    expect(people(d)).toEqual([]);
  });
});

describe('a block of credits', () => {
  it('a role, a colon and a name on each line: the site’s people', () => {
    const d = page(
      `${post}<div class="signature"><p>revue de presse&nbsp;: <strong>Didier Porte</strong><br>montage&nbsp;: <strong>Léa Bardiau</strong><br>son&nbsp;: <strong>Sylvain Richard</strong></p></div>`,
      '<meta property="og:site_name" content="Là-bas si j\'y suis">',
    );
    expect(people(d)).toEqual([
      "Didier Porte [Là-bas si j'y suis|]",
      "Léa Bardiau [Là-bas si j'y suis|]",
      "Sylvain Richard [Là-bas si j'y suis|]",
    ]);
  });

  it('but a block with a line that credits no one, or a single credit, is none', () => {
    const d = page(
      `${post}<p>Ort: Berlin Mitte<br>Leitung: Paul Weber<br>Tel.: 030 1234</p><p>Foto: Anna Beck</p>`,
    );
    expect(people(d)).toEqual([]);
  });
});

describe('a personal site’s copyright line', () => {
  const blog = (footer: string, byline = '') =>
    htmlPage(
      `<head><title>Kein Cyberterrorismus « Dr. Phillip W. Brunst</title></head><body><div class="post"><h2>Kein Cyberterrorismus</h2>${byline}<p>Die Meldung klang dramatisch: Hacker hätten Zugriff auf das Kontrollsystem eines Wasserwerks erhalten.</p><p><small>Sie können einen <a href="/trackback/">Trackback</a> von Ihrer Website hierher setzen.</small></p></div><div id="footer"><p>${footer}</p></div></body>`,
      'http://www.pbrunst.de/news/2011/12/kein-cyberterrorismus/',
    );

  it('"© 2010 by" its owner, whose name the site’s address bears, a separator and links after', () => {
    const d = blog(
      '&copy; 2010 by Dr. Phillip W. Brunst &nbsp; | &nbsp; <a href="/impressum/">Impressum</a>',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Phillip Brunst']);
  });

  it('but not an owner the address does not bear, nor over a real byline', () => {
    expect(people(blog('&copy; 2010 by Gerlinde Christ | <a href="/impressum/">Impressum</a>'))).toEqual([]);
    // A part of the address that ends with the family name but starts with neither the given name nor its initial.
    const club = htmlPage(
      `<body><h1>Saisonstart</h1><p>Am Samstag beginnt die neue Saison in der Halle am Markt.</p><div id="footer"><p>&copy; 2019 Timo Rudern | <a href="/impressum/">Impressum</a></p></div></body>`,
      'https://www.berlin-rudern.de/news/saisonstart',
    );
    expect(people(club)).toEqual([]);
    const d = blog('&copy; 2010 by Dr. Phillip W. Brunst', '<p class="byline">Von Jana Roth</p>');
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Jana Roth']);
  });
});

describe('a byline among the elements after the headline', () => {
  const story = (under: string) =>
    htmlPage(
      `<body><div class="teaser-body"><h2>Steve Forbes: Trump is indeed a billionaire.</h2><p class="lead">Publishing magnate Steve Forbes tells the Swiss weekly that being president has hurt Trump.</p>${under}${'<p>Steve Forbes’ bespectacled gaze travels across the Hudson River to the skyscrapers.</p>'.repeat(5)}</div></body>`,
      'https://www.weltwoche.ch/ausgaben/2019-4/artikel/forbes.html',
    );

  it('in a share bar’s box, under the date, the story in a box named as a teaser', () => {
    const d = story(
      '<div class="social-share"><div class="pull-left"><h5>23.01.2019</h5><div class="font-italic">By Urs Gehriger and Florian Schwab</div></div><div class="pull-right"><a href="https://twitter.com/share">Tweet</a></div></div>',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Urs Gehriger', 'Florian Schwab']);
  });

  it('in a styled span inside a paragraph', () => {
    const d = story(
      '<p><p class="formatvorlage1"><span><strong>DOW Jones – Jahresendrally adé?!</strong><br> <span style="font-size: x-small;">von Nicolas Schlippe</span></span><br><span>Samstag 22.12.2012</span></p></p>',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Nicolas Schlippe']);
  });

  it('but not a line far below it, nor "By" and no name', () => {
    const far = '<p>Eins.</p>'.repeat(14);
    expect(people(story(`${far}<div>By Urs Gehriger</div>`))).toEqual([]);
    expect(people(story('<div class="share"><div>By Region</div></div>'))).toEqual([]);
  });
});

describe('a writer’s organisation and a page’s maker', () => {
  it('an organisation after the writer’s linked name ends the byline: their employer', () => {
    const d = htmlPage(
      '<head><meta property="og:site_name" content="Wikimedia Blog"></head><body><article><h2 class="article-title">Interactive maps, now in your language</h2><div class="article-meta"><p class="meta">By <a href="https://blog.wikimedia.org/author/joe-matazzoni/" class="author url fn" rel="author">Joe Matazzoni</a>, Wikimedia Foundation <br> June 28th, 2018</p></div><p>Newly available on all wikis: embeddable maps that make the world easier to understand.</p></article></body>',
      'https://blog.wikimedia.org/2018/06/28/interactive-maps/',
    );
    expect(people(d)).toEqual(['Joe Matazzoni [Wikimedia Foundation|]']);
  });

  it('a mail link named after the one who made the page, whatever its address', () => {
    const d = htmlPage(
      `<body><h1>Warm war es</h1><p>Heute Nachmittag haben wir mit rund 30 Clubmitgliedern am Schützenumzug teilgenommen.</p><div id="footer"><p>© 2012 - made by <a href="mailto:webmaster@segelclub-sarstedt.de">Jens Aschemann</a> and a lot of tea</p></div></body>`,
      'https://www.segelclub-sarstedt.de/aktuelles/warm.html',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Jens Aschemann']);
  });
});

describe('snacktory’s pages', () => {
  const names = (d: Document) => people(d).map((p) => p.split(' [')[0]);
  const paragraphs = (n: number) =>
    '<p>Before Aluminum Corp. of China can mine the copper ore, it must move a town.</p>'.repeat(n);

  it('a form laid out in a table is no one’s row', () => {
    const d = page(
      `${post}<table><tr><td>First Name: <span>*</span><br><input type="text" name="fname"></td><td>Last Name: *<br><input type="text" name="lname"></td></tr><tr><td>Address: *<br><input type="text"></td><td>City: *<br><input type="text"></td></tr></table>`,
    );
    expect(people(d)).toEqual([]);
  });

  it('a byline among a box’s lines, under the headline', () => {
    const d = htmlPage(
      '<body><div class="article"><h1>Try This: Papier Mache Ghostly Lanterns</h1><p><em>Guide trick or treaters to your door.</em></p><div class="article-byline"><div class="article-issue">By Ken Hoyt<br>September/October 2010</div><div class="social">Share this article on Facebook, Twitter, Pinterest, StumbleUpon, Digg and Delicious, or email it to a friend today</div></div><p>Why not make a spooky lantern for each member of your family?</p></div></body>',
      'http://www.naturalhomemagazine.com/diy-projects/lanterns.aspx',
    );
    expect(names(d)).toEqual(['Ken Hoyt']);
  });

  it('a wire story’s signature, helpers and editors at its foot, in a box named for related stories', () => {
    const d = htmlPage(
      `<body><div class="component with_related_categories" id="story"><h1>China Becomes Boss in Peru</h1><div class="story_content">${paragraphs(6)}<p>--Elliot Blair Smith and Fan Wenxin, with assistance from Dune Lawrence and Wendy Soong in <a href="/new-york/">New York</a> and Xiao Yu in Beijing.\nEditors: Robert L. Simison, Neil Western.</p></div></div></body>`,
      'http://www.bloomberg.com/news/2010-11-01/china-becomes-boss.html',
    );
    expect(names(d)).toEqual([
      'Elliot Smith',
      'Fan Wenxin',
      'Dune Lawrence',
      'Wendy Soong',
      'Xiao Yu',
      'Robert Simison',
      'Neil Western',
    ]);
  });

  it('but not a reader’s letter signed in its paragraph’s middle, nor a digest’s item credited to another paper', () => {
    const d = htmlPage(
      `<body><div class="story_content"><h1>Dear Abby</h1>${paragraphs(5)}<p>Do you think I was wrong for asking? -- CONCERNED SISTER</p><p>Yields rose again. — WSJ’s Chelsea Dulaney, Paul Hannon and Julie Steinberg</p></div></body>`,
      'https://www.oregonlive.com/dear-abby/2021/08/sister.html',
    );
    expect(names(d)).toEqual([]);
  });

  it('a post’s acknowledgements; but not prose that says who worked on something', () => {
    const blog = (last: string) =>
      htmlPage(
        `<body><div class="post-body"><h3>Twitter Search is Now 3x Faster</h3>${paragraphs(4)}<h2>ACKNOWLEDGEMENTS</h2><p>${last}</p></div></body>`,
        'http://engineering.twitter.com/2011/04/search.html',
      );
    expect(
      names(
        blog('The following Twitter engineers worked on Blender: Abhi Khune, Aneesh Sharma, Brian Larson.'),
      ),
    ).toEqual(['Abhi Khune', 'Aneesh Sharma', 'Brian Larson']);
    expect(
      names(blog('The following engineers worked on Blender: the search team and the ads team.')),
    ).toEqual([]);
  });

  it('a grid of cards under "Contributors", each its heading, its role and a note', () => {
    const card = (n: string, role: string) =>
      `<div class="bucketblock"><h4><a href="/people/${n.split(' ')[1]}">${n}</a></h4><p class="title">${role}</p><p class="hostinfo"></p></div>`;
    const d = page(
      `${post}<div class="bucketwrap"><h3>Blog Contributors</h3><div class="bucket">${card('Adam Davidson', 'Correspondent')}${card('David Kestenbaum', 'Correspondent')}${card('Caitlin Kenney', 'Associate Producer')}</div></div>`,
    );
    expect(names(d)).toEqual(['Adam Davidson', 'David Kestenbaum', 'Caitlin Kenney']);
  });

  it('a masthead’s line among a footer’s lines; not a contact line', () => {
    const d = page(
      `${post}<aside><p>NewsGram is a nonprofit media organization.<br>Editor-in-Chief: Dr. Munish Kumar Raizada<br>Contact: marketing@newsgram.com</p></aside>`,
      '<meta property="og:site_name" content="NewsGram">',
    );
    expect(people(d)).toEqual(['Munish Raizada [NewsGram|newsgram.com]']);
  });

  it('an organisation’s head and deputy in its contact lines, their titles and degrees aside', () => {
    const footer = (lines: string[]) =>
      page(
        `${post}<aside><h3>Fahrzeugtechnik</h3><div>${lines.join('<br>')}<br>Tel: +43 1 599 16 - 957 35</div></aside>`,
        '<meta property="og:site_name" content="Siegfried Marcus Berufsschule">',
      );
    const school = footer([
      'Direktor: OSR Dipl.-Päd. Markus Fuchs',
      'Stellvertretung: BDS Ing. Ernst Bauer, BEd',
    ]);
    expect(names(school)).toEqual(['Markus Fuchs', 'Ernst Bauer']);
    // The office's address in the same lines gives their domain.
    const mailed = footer([
      'Direktor: OSR Dipl.-Päd. Markus Fuchs',
      'Stellvertretung: BDS Ing. Ernst Bauer, BEd',
      'E-Mail: <a href="mailto:office.921015@schule.wien.gv.at">office.921015@schule.wien.gv.at</a>',
    ]);
    expect(people(mailed)).toEqual([
      'Markus Fuchs [Siegfried Marcus Berufsschule|schule.wien.gv.at]',
      'Ernst Bauer [Siegfried Marcus Berufsschule|schule.wien.gv.at]',
    ]);
    expect(names(footer(['Geschäftsführerin: Mag. Anna Huber (Prokuristin)']))).toEqual(['Anna Huber']);
    // A line whose label is no job names no one ("Öffnungszeiten: Montag Freitag").
    expect(names(footer(['Öffnungszeiten: Montag Freitag', 'Adresse: Anna Huber']))).toEqual([]);
  });

  it('who answers for the site, as its imprint lines say, with the address beside them', () => {
    const imprint = (label: string) =>
      page(
        `${post}<footer><div class="textwidget"><p>${label} Richard Schneider<br> Kontakt: <a href="mailto:rs@uepo.example">rs@uepo.example</a></p></div></footer>`,
        '<meta property="og:site_name" content="UEPO.de">',
      );
    for (const label of [
      'Herausgeber:',
      'Verantwortlich:',
      'V.i.S.d.P.:',
      'Verantwortlich i.S.d.P.:',
      'Publisher:',
    ])
      expect(people(imprint(label)), label).toEqual(['Richard Schneider [UEPO.de|uepo.example]']);
    expect(names(imprint('Gestaltung und Satz:'))).toEqual([]);
  });
});

describe('a site named in its copyright line by some of its words', () => {
  const trainers = (holder: string) =>
    htmlPage(
      `<head><title>Personal and Group Training</title></head><body><main><h1>Meet our trainers</h1>
       ${['Danielle Cooney', 'Bruce Ayers', 'Holly Hostler']
         .map(
           (n) =>
             `<div><img src="/t.jpg" alt="headshot"></div><p><strong>${n}, Personal Trainer</strong><br>I love helping members reach their goals.</p>`,
         )
         .join('')}</main><footer><p>Copyright © 2025 ${holder}</p></footer></body>`,
      'https://www.tampaymca.org/personal-training',
    );
  const companies = (d: Document) =>
    findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`);

  it('names the trainers’ employer: the address spells its first and last words, not those between', () => {
    expect(companies(trainers('Tampa Metropolitan Area YMCA'))).toEqual([
      'Danielle Cooney [Tampa Metropolitan Area YMCA]',
      'Bruce Ayers [Tampa Metropolitan Area YMCA]',
      'Holly Hostler [Tampa Metropolitan Area YMCA]',
    ]);
  });

  it('not a name whose last word the address does not spell whole', () => {
    expect(companies(trainers('Tampa Metropolitan Area Fitness Club')).join()).not.toContain('Fitness Club');
  });
});

describe('a masthead of jobs in capitals over their names', () => {
  const masthead = (lines: string) =>
    htmlPage(
      `<html><head><title>Nyheder – Sermitsiaq</title></head><body><article><h1>Ny havn i Nuuk</h1><p>Havnen åbner i maj.</p></article>
      <footer><h3>REDAKTION</h3><h3>${lines}</h3></footer></body></html>`,
      'https://sermitsiaq.ag/samfund/ny-havn',
    );

  it('names everyone under a job, in any language, to the contact lines after them', () => {
    const d = masthead(
      'ADM. DIREKTØR &amp; ANSVARSHAVENDE CHEFREDAKTØR <br>Masaana Egede <br><br>DIGITALREDAKTØR <br>Kassaaluk Kristensen <br><br>JOURNALISTER<br>Thomas Munk Veirum<br>Tôrtia Reimer-Johansen<br>Jensine Berthelsen<br>Morten Okkels<br><br>KONTAKT REDAKTIONEN<br>Redaktion@sermitsiaq.gl<br>Sipisaq Avannarleq 10B<br>3900 Nuuk',
    );
    // The newsroom's address in the block, not the site's, is theirs.
    expect(people(d)[0]).toBe('Masaana Egede [Sermitsiaq|sermitsiaq.gl]');
    expect(people(d).map((p) => p.split(' [')[0])).toEqual([
      'Masaana Egede',
      'Kassaaluk Kristensen',
      'Thomas Veirum',
      'Tôrtia Reimer-Johansen',
      'Jensine Berthelsen',
      'Morten Okkels',
    ]);
  });

  it('one job is no masthead, nor sections in capitals over stories’ titles', () => {
    expect(
      people(masthead('JOURNALISTER<br>Thomas Munk Veirum<br>Morten Okkels<br>Jensine Berthelsen')),
    ).toEqual([]);
    expect(
      people(
        masthead(
          'SPORT<br>Grønland Vinder Igen<br>Store Planer Forude<br>KULTUR<br>Nye Bøger Udkommer<br>Musik Om Sommeren',
        ),
      ),
    ).toEqual([]);
  });
});

describe('a footer’s menu laid out as a list of terms', () => {
  const footer = (contact: string) =>
    page(
      `${post}<footer><dl><dt>Company</dt><dd><a href="/about/">About</a> <a href="/pricing/">Pricing</a> <a href="/jobs/">Jobs</a></dd></dl>
       <dl><dt>Contact</dt><dd>${contact}</dd></dl></footer>`,
    );

  it('is no record: a column of links under "Contact" names no one, nor one under "Company" anyone’s employer', () => {
    expect(
      people(
        footer(
          '<a href="https://github.com/x">GitHub</a> <a href="https://twitter.com/x">Twitter</a> <a href="https://community.example/">Community</a>',
        ),
      ),
    ).toEqual([]);
  });

  it('while a contact named in one link is a record’s name still', () => {
    const d = page(
      `${post}<dl><dt>Contact</dt><dd><a href="/team/katja">Katja Leveringhaus</a></dd><dt>Company</dt><dd>Bergresort Event GmbH</dd></dl>`,
    );
    expect(people(d)).toEqual(['Katja Leveringhaus [Bergresort Event GmbH|]']);
  });
});

describe('a footer’s masthead, each job over its holder’s name', () => {
  const names = (d: Document) => people(d).map((p) => p.split(' [')[0]);
  const footer = (blocks: string) =>
    htmlPage(
      `<head><title>Uutinen - Uusi Suomi</title><meta property="og:site_name" content="Uusi Suomi"></head><body><article><h1>Otsikko</h1><p>Uutisen teksti on tässä, kokonainen kappale.</p></article><footer><div>${blocks}</div></footer></body>`,
      'https://www.uusisuomi.fi/uutiset/otsikko/1',
    );

  it('names the editor in chief and the publisher’s head, in the languages of Europe’s mastheads', () => {
    const d = footer(
      '<p><strong>Vaihde:</strong> 010 665 101</p><p><strong>Päätoimittaja</strong><br> Jenni Tamminen</p><p><strong>Toimitusjohtaja</strong><br>Juha-Petri Loimovuori</p>',
    );
    expect(people(d)).toEqual([
      'Jenni Tamminen [Uusi Suomi|uusisuomi.fi]',
      'Juha-Petri Loimovuori [Uusi Suomi|uusisuomi.fi]',
    ]);
    for (const job of [
      'Hoofdredacteur',
      'Redaktor naczelny',
      'Šéfredaktorka',
      'Főszerkesztő',
      'Glavni urednik',
    ])
      expect(names(footer(`<p><b>${job}</b><br><a href="/toimitus">Anna Virtanen</a></p>`))).toEqual([
        'Anna Virtanen',
      ]);
  });

  it('not a label that is no job, nor a job over more than a name', () => {
    expect(names(footer('<p><strong>Asiakaspalvelu</strong><br>Jenni Tamminen</p>'))).toEqual([]);
    expect(
      names(footer('<p><strong>Päätoimittaja</strong><br>Jenni Tamminen<br>puh. 010 665 101</p>')),
    ).toEqual([]);
    expect(names(footer('<p><strong>Päätoimittaja</strong><br>Uutiset ja urheilu</p>'))).toEqual([]);
  });
});
