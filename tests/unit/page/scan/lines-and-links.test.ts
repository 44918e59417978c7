// @vitest-environment happy-dom
/**
 * Rules written on htmldate’s sixth slice’s development pages: a labelled list of names, one a line;
 * a blog's name linked above its post's byline; a publisher in the page's data that is a person.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { personName } from '../../../../page/scan/people/names';
import { personTarget } from '../../../../page/targets/targets';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);

describe('a labelled list of names, one a line', () => {
  const show = (lines: string) =>
    htmlPage(
      `<meta property="og:site_name" content="taz Blogs"><article><p>Eine Gruppenausstellung.</p><p>${lines}</p></article>`,
      'https://blogs.taz.de/fkk/schoene-pferde/',
    );

  it('gives each name, not as the site’s staff, with its badge after its own line', () => {
    const d = show(
      'Fotograf*innen:<br>\nFred Hüning (aka Der Verfasser dieser Zeilen)<br>\nJörg Steinbach<br>\nInga Alice Lauenroth<br>\nSolveig Faust',
    );
    const found = findPeople(d);
    expect(found.map((p) => `${p.firstName} ${p.lastName}|${p.company}|${p.source}`)).toEqual([
      'Fred Hüning|null|labelled',
      'Jörg Steinbach|null|labelled',
      'Inga Lauenroth|null|labelled',
      'Solveig Faust|null|labelled',
    ]);
    // Each badge goes after its own name, not after the paragraph's last line.
    const text = personTarget(found[0]!).text!;
    expect(text.node.data.slice(text.start, text.end)).toBe('Fred Hüning');
    const third = personTarget(found[2]!).text!;
    expect(third.node.data.slice(third.start, third.end)).toBe('Inga Alice Lauenroth');
  });

  it('is no list when a line is no name, or there is no label', () => {
    expect(names(show('Ort:<br>G37 Galerie / Projektraum<br>Jörg Steinbach<br>Solveig Faust'))).toEqual([]);
    expect(names(show('Jörg Steinbach<br>Solveig Faust<br>Franca Wohlt'))).toEqual([]);
    expect(names(show('Fotograf*innen:<br>Jörg Steinbach'))).toEqual([]);
  });
});

describe('bylines', () => {
  it('a blog’s name linked above a post’s byline leaves it the page’s own', () => {
    const d = htmlPage(
      `<div class="coltb"><div class="single-author"><p class="single-dachzeile author"><em>von</em><span>Fred Hüning</span> <em>31.10.2023</em></p></div>
       <div class="tb-meta-blog"><a href="https://blogs.taz.de/fkk/"><h3>FKK – Foto, Kunst &amp; Kapriolen</h3></a></div></div>`,
      'https://blogs.taz.de/fkk/schoene-pferde/',
    );
    expect(names(d)).toEqual(['Fred Hüning']);
    // Another story's heading beside a byline still makes it that story's.
    const teaser = htmlPage(
      `<div><a href="https://blogs.taz.de/fkk/noch-mehr-pferde/"><h3>Noch mehr Pferde</h3></a><p class="author">von Fred Hüning</p></div>`,
      'https://blogs.taz.de/fkk/schoene-pferde/',
    );
    expect(names(teaser)).toEqual([]);
  });

  it('"By" right before a link or a span that shows a name and ends its line is a byline, wherever the link leads; not a lead in other words, a sentence that goes on, or a name that is none', () => {
    const page = (line: string) =>
      htmlPage(
        `<meta property="og:site_name" content="CNBC"><h1>Fed’s statement</h1><div class="fL"><span class="sbhd">${line}</span></div><p>Text.</p>`,
        'https://www.cnbc.com/id/44613596',
      );
    expect(
      findPeople(
        page('By: <a href="/id/15837548/cid/98209">Patti Domm</a><br>CNBC Executive News Editor'),
      ).map((p) => [p.firstName, p.lastName, p.company]),
    ).toEqual([['Patti', 'Domm', 'CNBC']]);
    expect(names(page('By <span class="rlwyg">Yomi Kazeem</span>'))).toEqual(['Yomi Kazeem']);
    expect(names(page('Powered by <a href="/id/1">Jane Roe</a>'))).toEqual([]);
    expect(names(page('By <a href="/id/1">Jane Roe</a>, seen on her site.'))).toEqual([]);
    expect(names(page('By <a href="/id/1">Reuters</a>'))).toEqual([]);
    expect(names(page('<b>Read</b> by <a href="/id/1">Jane Roe</a>'))).toEqual([]);
  });

  it('a publisher in the page’s data that is a person is no site: the byline’s writer is the site’s', () => {
    const d = htmlPage(
      `<title>La voix des nuls | ARTE Radio</title>
       <script type="application/ld+json">{"@type":"WebPage","name":"Son","publisher":{"type":"Person","name":"Kristen Falc'hon"}}</script>
       <h1>La voix des nuls</h1><p class="cover-episodes__authors">Un documentaire de <a class="authors__name" href="/auteurs/kristen_falc_hon">Kristen Falc'hon<span class="u-screen-reader-text">Kristen Falc'hon</span></a></p>`,
      'https://www.arteradio.com/son/61661515/la_voix_des_nuls',
    );
    // The page's data names her its publisher: a person, not the site, which is ARTE Radio.
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company}|${p.source}`)).toEqual([
      "Kristen Falc'hon|ARTE Radio|byline",
    ]);
  });
});

describe('from htmldate’s seventh slice', () => {
  it('a byline whose first words spell the site’s address is the site’s; a translator is not the writer', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="Global Voices auf Deutsch">
       <div class="author contributor"><div class="contributor-name"><span class="credit-label">Geschrieben von</span><a href="https://es.globalvoices.org/author/elisa-marvena/">Elisa Marvena</a></div></div>
       <div class="author contributor"><div class="contributor-name"><span class="credit-label">Geschrieben von</span><a href="https://es.globalvoices.org/author/global-voices-latam/">Global Voices Latin America</a></div></div>
       <div class="translator contributor"><div class="contributor-name"><span class="credit-label">Übersetzt von</span><a href="https://globalvoices.org/author/monica/">Monica Seemann</a></div></div>`,
      'https://de.globalvoices.org/2019/04/30/nicaragua/',
    );
    expect(names(d)).toEqual(['Elisa Marvena', 'Monica Seemann']);
    // A person's own site spelled by their whole name keeps them.
    const own = htmlPage(
      '<p class="byline">By <a href="/about">Steve Moser</a></p>',
      'https://stevemoser.org/posts/1',
    );
    expect(names(own)).toEqual(['Steve Moser']);
  });

  it('a personal site’s copyright line names the writer of a page with no byline; a company’s does not', () => {
    const page = (line: string, url: string) =>
      htmlPage(
        `<article><h1>Pair With Me</h1><p>You might know rubocop.</p></article><div class="copyright"><p>${line}</p></div>`,
        url,
      );
    expect(names(page('© Richard Schneeman', 'https://www.schneems.com/2018/10/09/rubocop/'))).toEqual([
      'Richard Schneeman',
    ]);
    expect(names(page('© 2023 General Mills', 'https://www.bettycrocker.com/recipes/cake/'))).toEqual([]);
    expect(names(page('© Richard Schneeman', 'https://www.bettycrocker.com/recipes/cake/'))).toEqual([]);
  });
});

describe('from htmldate’s eighth slice', () => {
  it('"X im Gespräch mit Y" credits the interviewer, not the guest', () => {
    const d = htmlPage(
      '<meta property="og:site_name" content="Deutschlandfunk"><h1>Die Zukunft der Arbeit</h1><p class="author">Richard David Precht im Gespräch mit Karin Fischer</p>',
      'https://www.deutschlandfunk.de/die-zukunft-der-arbeit.911.de.html',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company}`)).toEqual([
      'Karin Fischer|Deutschlandfunk',
    ]);
  });

  it('a word that ends with what an organisation is names no one ("Weinakademie Rust")', () => {
    const d = htmlPage(
      `<article><div class="post"><p>Die Freistadt Rust am Westufer des Neusiedler Sees.</p><p>Der Ruster Ausbruch.</p>
       <p><strong>Weinbau Rust</strong><br><a href="http://dierusterweinbauern.at">dierusterweinbauern.at</a></p>
       <p><strong>Weinakademie Rust</strong><br><a href="http://weinakademie.at">weinakademie.at</a></p></div></article>`,
      'https://www.falstaff.de/nd/burgenland/',
    );
    expect(names(d)).toEqual([]);
    // A family name that only ends like one is a name: "Anna Schulz".
    const signed = htmlPage(
      '<article><div class="post"><p>Erster Absatz.</p><p>Zweiter Absatz.</p><p>Anna Schulz</p></div></article>',
      'https://www.example.de/blog/post',
    );
    expect(names(signed)).toEqual(['Anna Schulz']);
  });
});

describe('from htmldate’s ninth slice', () => {
  it('a name right before an address by its first name ("Kaveh Waddell at kaveh@axios.com") is that person', () => {
    const d = htmlPage(
      '<p>Email my Future colleagues Kaveh Waddell at <a href="mailto:kaveh@axios.com">kaveh@axios.com</a> and Erica Pandey at <a href="mailto:erica@axios.com">erica@axios.com</a>.</p>',
      'https://www.axios.com/newsletters/axios-future',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.domain}|${p.address}`)).toEqual([
      'Kaveh Waddell|axios.com|kaveh@axios.com',
      'Erica Pandey|axios.com|erica@axios.com',
    ]);
    // Not a namesake further back: a first-name address far from the name is not theirs.
    const far = htmlPage(
      '<p>Kaveh Waddell reports on schools. Questions about the newsletter go to kaveh@axios.com.</p>',
      'https://www.axios.com/newsletters/axios-future',
    );
    expect(findPeople(far).map((p) => p.address)).not.toContain('kaveh@axios.com');
  });
});

describe('from htmldate’s tenth slice', () => {
  it('a paragraph that is only "Von" and a name, all of it in italics or bold, is a byline; not when only part is', () => {
    const page = (p: string) =>
      htmlPage(
        `<meta property="og:site_name" content="Erzbistum Köln"><article><p>Erster Absatz.</p><p>Zweiter Absatz.</p>${p}</article>`,
        'https://www.erzbistum-koeln.de/presse_und_medien/magazin/totenmonat/',
      );
    expect(
      findPeople(page('<p><em>Von Ulrich Nitsche</em></p>')).map(
        (p) => `${p.firstName} ${p.lastName}|${p.company}`,
      ),
    ).toEqual(['Ulrich Nitsche|Erzbistum Köln']);
    expect(names(page('<p><strong>By Anna Schulz</strong></p>'))).toEqual(['Anna Schulz']);
    // A sentence with its start in italics goes on: no byline.
    expect(
      names(page('<p><em>Von Ulrich Nitsche</em> stammt die Idee, die der Verein nun umsetzt.</p>')),
    ).toEqual([]);
  });

  it('a German word for a role is no name part ("Christoph Hein Chefredakteur"); a family name that is one alone is', () => {
    const byline = (text: string) =>
      htmlPage(
        `<article><div class="author-box"><span class="byline">Von ${text}</span></div><p>Ein Absatz.</p></article>`,
        'https://angelmagazin.de/fische-schmerzen/',
      );
    expect(names(byline('Christoph Chefredakteur'))).toEqual([]);
    expect(names(byline('Maria Pressesprecherin'))).toEqual([]);
    // "Leiter" and "Sprecher" are family names too: only a compound that ends with them is a role.
    expect(names(byline('Hans Leiter'))).toEqual(['Hans Leiter']);
  });

  it('a section’s word where a title would name the site ("News - Elder: …") is no company: the address is', () => {
    const d = htmlPage(
      '<title>News - Elder: Aus dem Ghetto nach Augusta</title><h1>Elder: Aus dem Ghetto nach Augusta</h1><p class="author">Von Daniel Dillenburg</p>',
      'https://www.golf.de/i7484_1.html',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company}|${p.domain}`)).toEqual([
      'Daniel Dillenburg|golf.de|golf.de',
    ]);
    // Nor is "Blog", a company's blog's name for itself (the second sweep's intuit.com).
    const blog = htmlPage(
      '<meta property="og:site_name" content="Blog"><title>Filing taxes</title><h1>Filing taxes</h1><p class="author">By Kristina Katt</p>',
      'https://blog.turbotax.intuit.com/tax-planning/filing/',
    );
    expect(findPeople(blog).map((p) => `${p.firstName} ${p.lastName}|${p.company}`)).toEqual([
      'Kristina Katt|intuit.com',
    ]);
  });
});

describe('from htmldate’s eleventh slice', () => {
  it('a "Von" paragraph in italics whose name is wrapped for its microdata is a byline; another element is not', () => {
    const page = (name: string) =>
      htmlPage(
        `<meta property="og:site_name" content="Lübecker Nachrichten"><article><p>Erster Absatz.</p><p>Zweiter Absatz.</p><p><em>Von ${name}</em></p></article>`,
        'https://www.ln-online.de/Lokales/Luebeck/auktion',
      );
    expect(
      names(
        page(
          '<span itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="Cosima Künzel">Cosima Künzel</span>',
        ),
      ),
    ).toEqual(['Cosima Künzel']);
    expect(names(page('<span>Cosima Künzel</span><span>, Lübeck</span>'))).toEqual([]);
  });

  it('a byline whose first name spells the address is its owner’s when the site’s data names him as the site', () => {
    const page = (data: string) =>
      htmlPage(
        `<title>Warum Wien zu blöd ist - Helge.at</title><script type="application/ld+json">${data}</script>
         <h1>Warum Wien zu blöd ist</h1><ul class="post-meta"><li class="post-author"><span class="meta-text">By <a href="http://www.helge.at/author/helge/">Helge Fahrnberger</a></span></li></ul><p>Text.</p>`,
        'http://www.helge.at/2014/03/warum-wien/',
      );
    const owner = (name: string) =>
      JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [{ '@type': ['Person', 'Organization'], name }],
      });
    expect(
      findPeople(page(owner('Helge Fahrnberger'))).map((p) => `${p.firstName} ${p.lastName}|${p.domain}`),
    ).toEqual(['Helge Fahrnberger|helge.at']);
    // Without it, the first word spelling the address makes the byline the site's, as before.
    expect(names(page(owner('Helge Media')))).toEqual([]);
  });

  it('an abbreviation before the name it stands for names the site by that name ("LN - Lübecker Nachrichten")', () => {
    const page = (site: string) =>
      htmlPage(
        `<meta property="og:site_name" content="${site}"><article><p>Ein Absatz.</p><p class="byline">Von Cosima Künzel</p></article>`,
        'https://www.ln-online.de/Lokales/Luebeck/auktion',
      );
    expect(findPeople(page('LN - Lübecker Nachrichten')).map((p) => p.company)).toEqual([
      'Lübecker Nachrichten',
    ]);
    // Letters that are not its initials are a name of their own.
    expect(findPeople(page('KN - Lübecker Nachrichten')).map((p) => p.company)).toEqual(['KN']);
  });

  it('a forum’s sponsored slot is no one ("Gesponserte Inhalte", "Sponsored Content")', () => {
    const post = (name: string) =>
      htmlPage(
        `<div class="post"><div class="postbody-head"><h3><a href="/t7-forums-regeln#0">Re: Forums-Regeln</a></h3><p class="author"><img src="empty.gif" alt="Beitrag">&nbsp;von&nbsp;${name} </p></div><div class="post-entry"><div id="criteo"></div></div></div>`,
        'https://wolfsrebellen-netz.forumieren.com/t7-forums-regeln',
      );
    expect(names(post('Gesponserte Inhalte'))).toEqual([]);
    expect(names(post('Sponsored Content'))).toEqual([]);
    // A member who signs with a name is found.
    expect(names(post('Anna Wolf'))).toEqual(['Anna Wolf']);
  });
});

describe('from htmldate’s twelfth slice', () => {
  it('"Erstellt von" leads a byline: it is no part of the name', () => {
    const d = htmlPage(
      '<meta property="og:site_name" content="Eawag"><article><p>Ein Absatz.</p><div class="news-author">Erstellt von Andri Bryner</div></article>',
      'https://www.eawag.ch/de/news-agenda/news-plattform/news/elektron/',
    );
    expect(names(d)).toEqual(['Andri Bryner']);
  });

  it('a bio’s former role names no employer; a present one does', () => {
    const page = (bio: string) =>
      htmlPage(
        `<meta property="og:site_name" content="Detroit Metro Times"><article><p class="byline">By Jane Slaughter</p><p>Text.</p></article><div class="author-bio"><h3>About The Author</h3><p>${bio}</p></div>`,
        'https://www.metrotimes.com/food-drink/mezcal-34565910',
      );
    const company = (d: Document) => findPeople(d).map((p) => p.company);
    expect(
      company(page('Jane Slaughter is a former editor of Labor Notes and co-author of a book.')),
    ).toEqual(['Detroit Metro Times']);
    expect(company(page('Jane Slaughter is an editor of Labor Notes.'))).toEqual(['Labor Notes']);
  });
});

describe('from htmldate’s thirteenth slice', () => {
  it('a writer named in the page’s data with whom they wrote for is the writer alone ("Charles Walton for SurgeZirc UK")', () => {
    const data = (name: string) =>
      htmlPage(
        `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Person', name })}</script><p>Text.</p>`,
        'https://surgezirc.co.uk/storm-ciaran/',
      );
    expect(names(data('Charles Walton for SurgeZirc UK'))).toEqual(['Charles Walton']);
    expect(names(data('Anna Für'))).toEqual(['Anna Für']);
  });

  it('a German or French pronoun is no name part ("Besuchen Sie<br>uns auf Facebook", a footer’s link)', () => {
    expect(personName('Besuchen Sie')).toBeNull();
    expect(personName('Unsere Partner')).toBeNull();
    expect(personName('Votre Compte')).toBeNull();
    expect(personName('Anna Sievers')).toBe('Anna Sievers');
  });
});

describe('from htmldate’s eleventh slice, a journal’s authors', () => {
  it('an author’s affiliation beside their name is their company, and no byline of its own', () => {
    const author = (name: string, affiliation: string) =>
      `<div class="accordion-tabbed__tab"><a href="#" class="author-name"><span>${name}</span></a><div class="author-info"><p>${affiliation}</p><p><a href="/author/x">Search for more papers by this author</a></p></div></div>`;
    const d = htmlPage(
      `<meta property="og:site_name" content="Annals of Internal Medicine"><h1>The Effect of Influenza Vaccination</h1><div class="loa">${author(
        'Carlos Dobkin, PhD',
        'University of California, Santa Cruz, Santa Cruz, California, and National Bureau of Economic Research (C.D.)',
      )}, ${author('Devon Gorry, PhD', 'Clemson University, Clemson, South Carolina (D.G.)')}</div>`,
      'https://www.acpjournals.org/doi/10.7326/M19-3075',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company}`)).toEqual([
      'Carlos Dobkin|University of California',
      'Devon Gorry|Clemson University',
    ]);
  });
});

describe('from htmldate’s fourteenth slice', () => {
  it('a "Von" paragraph beside the writer’s picture is a byline', () => {
    const page = (p: string) =>
      htmlPage(
        `<h1>Deutsche Bank schließt Filiale</h1>${p}<p>Nach beinahe sechs Jahrzehnten schließt die Bank.</p>`,
        'https://www.ak-kurier.de/akkurier/www/artikel/136146',
      );
    expect(names(page('<p><img class="autorenbild" src="a.jpg"> <i>Von Jennifer Patt</i></p>'))).toEqual([
      'Jennifer Patt',
    ]);
    expect(names(page('<p><img src="a.jpg"> <i>Von Jennifer Patt</i> hat die Filiale besucht.</p>'))).toEqual(
      [],
    );
  });

  it('a label alone heads the byline after it ("<h4>Autor</h4><p><a>Nikolai Huke</a>, </p>")', () => {
    const d = htmlPage(
      '<section class="news__meta-header"><h4 class="news__meta-title">Autor</h4><p class="news__meta-text"><a href="/profil/es_detail/A7M7/nikolai-huke">Nikolai Huke</a><b class="separator">, </b></p></section><p>Text.</p>',
      'https://www.rosalux.de/news/id/45292/quarantaene',
    );
    expect(names(d)).toEqual(['Nikolai Huke']);
  });

  it('a theme’s heading in a link home names the site, not the story: the title’s other part is no company', () => {
    const d = htmlPage(
      `<title>Paris Haute Couture SS14: Serkan Cura | modabot</title><header><a href="http://www.modabot.de/" rel="home"><h1 id="site-title">modabot</h1></a></header>
       <article><h1 class="entry-title">Paris Haute Couture SS14: Serkan Cura</h1><div class="entry-meta">27. Januar 2014 <span class="by-author">by <span class="author vcard"><a href="http://www.modabot.de/author/barbara-russ">Barbara Russ</a></span></span></div><p>Text.</p></article>`,
      'https://web.archive.org/web/20190717140047/http://www.modabot.de/paris-haute-couture-ss14-serkan-cura',
    );
    // A page saved in a web archive is the original site's (a name in small letters: its address).
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}|${p.company}|${p.domain}`)).toEqual([
      'Barbara Russ|modabot.de|modabot.de',
    ]);
  });
});
