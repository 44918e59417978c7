// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { findPeople, pageDomainFor } from '../../../../page/scan/people';
import { headlineCompany } from '../../../../page/scan/people/headlines';
import { bylineNames } from '../../../../page/scan/people/byline-names';
import { personName } from '../../../../page/scan/people/names';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => [p.firstName, p.lastName, p.company, p.domain, p.source]);

/** A conversation in a social network's message list: a picture linking to their page, name, handle, time, last message. */
const conversation = (name: string, handle: string, message: string) =>
  `<div class="c r1"><div class="c r2"><a href="/${handle}" role="link"><img alt="" src="/p/${handle}.jpg"></a></div>
   <div class="c r3"><div><span><span>${name}</span></span></div><div><span>@${handle}</span></div>
   <div><span>·</span></div><div><time datetime="2025-04-08">16h</time></div>
   <div><span>${message}</span></div></div></div>`;

describe('people beside their handle on a social network', () => {
  it('a message list’s conversations: the name before the handle their picture links to', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="X (formerly Twitter)"><nav><a href="/0thernet">ben g</a></nav>
       <section>${[
         conversation('Feifan Zhou', 'FeifanZ', 'we can text if that’s easier'),
         // A display name in small letters is a name when their handle follows it; a symbol after a name is no part of it.
         conversation('alana goyal', 'alanaagoyal', 'got it - ty for the quick response'),
         conversation('Ryan Kaufman ✦', 'theRyanKaufman', 'Hey Ben, raising an angel round for our studio'),
         // A firm's account, one word, and a handle alone are no one.
         conversation('Lorimer Ventures', 'LorimerVentures', 'rob parks his car near here'),
         conversation('svapnil', 'hellosvapnil', 'What’s your #?'),
         conversation('tosinaf.eth', 'TosinAF', 'hi! yeah happy to'),
         // A company named inside a message is not theirs.
         conversation(
           'Lavish Saluja',
           'lavishsaluja',
           'do you know anyone at @conviction - by Sarah at Conviction Embed Fund',
         ),
       ].join('')}</section>`,
      'https://x.com/messages',
    );
    // The network is no one's employer: its users write to each other there.
    expect(people(d)).toEqual([
      ['Feifan', 'Zhou', null, null, 'list'],
      ['Alana', 'Goyal', null, null, 'list'],
      ['Ryan', 'Kaufman', null, null, 'list'],
      ['Lavish', 'Saluja', null, null, 'list'],
    ]);
  });

  it('a handle the item only mentions, or a link to another page, says nothing of whose the item is', () => {
    const d = htmlPage(
      `<div class="c"><a href="/someone"><img alt="" src="/a.jpg"></a><span>Naomi Shambles</span><span>@elsewhere</span><span>hello</span></div>
       <div class="c"><a href="/about">About</a><span>Peter Mills</span><span>@about_us</span></div>`,
      'https://social.example.com/home',
    );
    expect(people(d)).toEqual([]);
  });

  it('a handle alone is no headline’s company; "Silkworm @Waefa" is', () => {
    expect(headlineCompany('@FeifanZ')).toBeNull();
    expect(headlineCompany('Silkworm @Waefa')).toBe('Waefa');
    expect(personName('Kenneth Auchenberg ★')).toBe('Kenneth Auchenberg');
    expect(personName('Expanding Capital')).toBeNull();
  });

  it('a company before its role ("Intel, Senior Software Engineer"), an editor-in-chief’s paper, and not a past job', () => {
    expect(headlineCompany('Intel, Senior Software Engineer')).toBe('Intel');
    expect(
      headlineCompany('Shunfeng Technology, Big Data Platform R&D Senior Engineer, apache doris committer'),
    ).toBe('Shunfeng Technology');
    expect(headlineCompany('Senior Engineer, Engineering')).toBeNull();
    expect(headlineCompany('Senior R&D Engineer, Real-time Messaging Middleware Team, Xiaohongshu')).toBe(
      'Xiaohongshu',
    );
    expect(headlineCompany('Senior Engineer, Platform, Berlin')).toBeNull();
    expect(headlineCompany('dynamia.ai founder, a cloud-native enthusiast')).toBe('dynamia.ai');
    expect(headlineCompany('apple founder')).toBeNull();
    expect(headlineCompany('Berlin, Germany')).toBeNull();
    expect(headlineCompany('Executive Editor-in-Chief of CSDN')).toBe('CSDN');
    expect(
      headlineCompany(
        'Author of Byzer-SQL | Former Technical Partner at Kyligence | Currently at IDEA Research Institute',
      ),
    ).toBe('IDEA Research Institute');
    expect(headlineCompany('Ex-Stripe | Founder at Lumen')).toBe('Lumen');
    expect(headlineCompany('Formerly CTO at Acme')).toBeNull();
    expect(headlineCompany('ex-Bytedancer, founder of Geddle.com')).toBe('Geddle.com');
  });

  it('a role or a team, then the company as the next part: "CTO • Acme", "Customer Success • Motion"; not what they are', () => {
    expect(headlineCompany('CTO • Acme')).toBe('Acme');
    expect(headlineCompany('Customer Success • Motion')).toBe('Motion');
    expect(headlineCompany('Reporter | The Times')).toBe('The Times');
    // What someone is, not where: a role's second part, or more parts than two.
    expect(headlineCompany('Software Engineer | AI Enthusiast')).toBeNull();
    expect(headlineCompany('Engineer • Builder')).toBeNull();
    expect(headlineCompany('Software Engineer | Computer Engineer | Speaker')).toBeNull();
    expect(headlineCompany('Head of Sales • Acme Corp')).toBeNull();
  });

  it('a company, then where they were ("Maven AGI, ex-FB, Yale")', () => {
    expect(headlineCompany('Maven AGI, ex-FB, Yale')).toBe('Maven AGI');
  });

  it('a company before a title that ends the part ("SelectDB VP", "Huawei Cloud IoT Senior Engineer | …"), after a project’s role', () => {
    expect(headlineCompany('SelectDB VP')).toBe('SelectDB');
    expect(headlineCompany('Huawei Cloud IoT Senior Engineer | Huawei Cloud Open Source Team Member')).toBe(
      'Huawei Cloud IoT',
    );
    expect(headlineCompany('Google Lead Engineer')).toBe('Google');
    expect(headlineCompany('Apache Doris PMC Member and SelectDB VP')).toBe('SelectDB');
    // A company's own "and" is no list of roles; a team or a title alone is no company.
    expect(headlineCompany('Procter and Gamble CEO')).toBeNull();
    expect(headlineCompany('Data Platform Senior Engineer')).toBeNull();
    expect(headlineCompany('Tech Lead Manager')).toBeNull();
    expect(headlineCompany('Senior Staff Engineer')).toBeNull();
  });

  it('a company before its founder and chief ("Audiense Co-founder and CTO"); not what they bring to it ("… at Audiense with previous experience")', () => {
    expect(headlineCompany('Audiense Co-founder and CTO')).toBe('Audiense');
    expect(headlineCompany('Customer Training Specialist at Audiense with previous experience')).toBe(
      'Audiense',
    );
  });

  it('an owner of a company works there: "Owner of Lemon Productions", "Inhaber der Müller GmbH"; not "Head of Engineering"', () => {
    expect(headlineCompany('Owner of Lemon Productions')).toBe('Lemon Productions');
    expect(headlineCompany('Inhaber der Müller GmbH')).toBe('Müller GmbH');
    expect(headlineCompany('Head of Engineering')).toBeNull();
  });
});

describe('a page in sections headed by people’s names', () => {
  const section = (name: string, caption: string) =>
    `<div><div><h2>${name}</h2></div></div><div><dl><dt>Фото:</dt><dd>${caption}</dd></dl></div>
     <div><p><strong>Аккаунт: <a href="https://www.instagram.com/x/">@x</a></strong></p><p>— Еда объединяет.</p></div>`;

  it('each section speaks of the person its heading names, in any form of the name', () => {
    const d = htmlPage(
      `<h1>23 самых крутых фудблогера</h1><p>Читайте и голосуйте!</p>
       ${section('Андрей Рудьков', 'личный архив Андрея Рудькова')}
       ${section('Олеся Куприн', 'личный архив Олеси Куприн')}
       ${section('Евгения Левицкая', 'личный архив Евгении Левицкой')}
       <h2>Комментарии</h2><p>Нет комментариев.</p>`,
      'https://www.wday.ru/eda/foodblogers/',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]} ${p[4]}`)).toEqual([
      'Андрей Рудьков list',
      'Олеся Куприн list',
      'Евгения Левицкая list',
    ]);
  });

  it('critics’ picks, each under its critic’s name, most in the first person: every name is theirs', () => {
    const pick = (name: string, words: string) =>
      `<h4><strong>${name}</strong></h4><figure><img src="/a.jpg" alt=""><figcaption>A painting, 2025</figcaption></figure><p>${words}</p>`;
    const d = htmlPage(
      `<h1>Critics’ Choice: Best Exhibitions 2025</h1><p>We asked our critics to choose three standout exhibitions.</p>
       ${pick('Sue Hubbard', 'I have long admired her autobiographical works.')}
       ${pick('Revd Jonathan Evens', 'This exhibition brought together stunning examples of his portraits.')}
       ${pick('Sara Faith', 'My pick is a show that rewarded quiet attention.')}
       ${pick('Jude Montague', 'I went to this show four times.')}`,
      'https://artnews.example/reviews/critics-choice-2025',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]}`)).toEqual([
      'Sue Hubbard',
      'Jonathan Evens',
      'Sara Faith',
      'Jude Montague',
    ]);
  });

  it('an article’s subheadings that have a name’s shape are not people when their sections do not speak of them', () => {
    const d = htmlPage(
      `<h1>Jobs report</h1><h2>Regional Woes</h2><p>Hiring slowed in the west.</p>
       <h2>Spotty Recovery</h2><p>Some states gained jobs.</p><h2>Moving Out</h2><p>People left the cities.</p>
       <h2>Hourly Earnings</h2><p>Pay rose slightly.</p>`,
      'https://www.example.com/news/jobs',
    );
    expect(people(d)).toEqual([]);
  });
});

describe('a company’s site named with an affix', () => {
  const linking = (href: string) => htmlPage(`<p>Contact info</p><a href="${href}">${href}</a>`);

  it('a site the page links to is the company’s when its name is the company’s with a verb before or a word after', () => {
    expect(pageDomainFor('Motion', linking('https://usemotion.com/teams'))).toBe('usemotion.com');
    expect(pageDomainFor('Motion', linking('https://www.motionapp.com/'))).toBe('motionapp.com');
    expect(pageDomainFor('Honey', linking('https://www.joinhoney.com/'))).toBe('joinhoney.com');
  });

  it('a site whose name only contains the company’s is not', () => {
    expect(pageDomainFor('Motion', linking('https://promotion.com/'))).toBeNull();
    expect(pageDomainFor('Motion', linking('https://emotion.io/'))).toBeNull();
  });
});

describe('bylines whose "By" stands outside the link', () => {
  it('a paragraph that is only "by" and a linked name, wherever the link goes', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="Cool Hunting"><div class="text"><p>by <a href="http://kellybadal.com/">Kelly Phillips Badal</a></p>
       <p>Vacationing in a former convent may sound austere, <a href="http://hotel.example.com/">the hotel</a> says by <a href="/x">Mark Lane</a>.</p></div>`,
      'http://www.coolhunting.com/travel/monastero',
    );
    expect(people(d)).toEqual([['Kelly', 'Badal', 'Cool Hunting', 'coolhunting.com', 'byline']]);
  });

  it('"by" and a linked name under a link styled as another story’s title is that story’s teaser', () => {
    const d = htmlPage(
      `<h1>Our story</h1><div class="indepth-module__text"><a class="indepth-module__title" href="/ellievhall/gone-girl">Gone Girl: An Interview</a>
       <p class="indepth-module__subtitle">by <a href="/ellievhall">Ellie Hall</a></p></div>`,
      'https://www.buzzfeed.com/markdistefano/story',
    );
    expect(people(d)).toEqual([]);
  });

  it('"By" before a wrapper that holds only the link to the writer’s page', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="LifeBuzz"><div class="user-meta"><img alt="Lisa Be" src="/a.png"><div class="info">
       <p>By <strong><a href="/profile/lisa/">Lisa Be</a></strong></p><p class="affiliation">LifeBuzz Staff</p></div></div><p>The story.</p>`,
      'http://www.lifebuzz.com/story/',
    );
    expect(people(d).map((p) => p.slice(0, 2))).toEqual([['Lisa', 'Be']]);
  });
});

describe('a bio led by the name in bold, an author box’s name element, a title in a picture’s description', () => {
  it('"<strong>Name</strong> (aka …) is the co-founder and CTO of Parse.ly": the person, their company and its address', () => {
    const d = htmlPage(
      `<div id="content"><p>Yes, we have put a computer into the palm of a hand.</p>
       <p class="postmetadata"><small><strong>Andrew Montalenti</strong> (aka pixelmonkey, amontalenti) is the co-founder and CTO of <a href="http://parse.ly">Parse.ly</a>, which provides data insights.</small></p>
       <p><strong>Note</strong> is not a name. <b>Jane Roe</b> said hello, and she is a friend.</p></div>`,
      'http://www.pixelmonkey.org/2012/12/30/mobile-in-1998',
    );
    expect(people(d)).toEqual([['Andrew', 'Montalenti', 'Parse.ly', 'parse.ly', 'byline']]);
  });

  it('an author box’s name element ("contributor_name") is a byline', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="SitePoint"><h1>Badges</h1><p>The article.</p>
       <div class="contributor_details"><div class="contributor_name"><a href="http://www.sitepoint.com/author/lwhite/">Lukas White</a></div>
       <p class="contributor_longdesc">Lukas is a web developer based in Manchester.</p></div>`,
      'http://www.sitepoint.com/3-ways-implement-embeddable-custom-badges/',
    );
    expect(people(d)).toEqual([['Lukas', 'White', 'SitePoint', 'sitepoint.com', 'byline']]);
  });

  it('a list item whose picture is described by a title that starts like a name is no one’s', () => {
    const d = htmlPage(
      `<ul><li><a class="video-thumb" href="/video/1753279/global-national-mandarin"><img alt="Global National Mandarin: Jan 2" src="/a.jpg"></a>
       <a href="/video/1753279/global-national-mandarin"><span>22:59</span><h4>Global National Mandarin</h4><h5>Global National Mandarin: Jan 2</h5></a></li>
       <li><a href="/people/jane-roe"><img alt="Jane Roe" src="/b.jpg"></a><a href="/people/jane-roe"><h4>Jane Roe</h4><p>Editor at Acme</p></a></li></ul>`,
      'https://globalnews.ca/video/1747659/',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]} ${p[2]}`)).toEqual(['Jane Roe Acme']);
  });
});

describe('a byline box classed with its words apart', () => {
  it('"by_line" and "by-line" are bylines as "byline" is', () => {
    for (const cls of ['by_line_date', 'story-by-line']) {
      const d = htmlPage(
        `<meta property="og:site_name" content="Live Science"><h1>Magic Mushrooms</h1>
         <div class="${cls}"> by Tia Ghose, Staff Writer&nbsp;&nbsp;|&nbsp;&nbsp;October 29, 2014 07:38am ET </div><p>The story.</p>`,
        'http://www.livescience.com/48502-magic-mushrooms.html',
      );
      expect(people(d)).toEqual([['Tia', 'Ghose', 'Live Science', 'livescience.com', 'byline']]);
    }
  });
});

describe('an address by first name only', () => {
  it('is not every namesake’s: an inbox owner’s ben@ gives no domain to a Ben elsewhere on the page', () => {
    const d = htmlPage(
      `<header>Signed in as ben@substrate.run</header>
       <section>${conversation('Ben South', 'bensouth', 'see you at the demo')}</section>`,
      'https://x.com/messages',
    );
    expect(people(d)).toEqual([['Ben', 'South', null, null, 'list']]);
  });

  it('is theirs when written beside their name, or when its site bears their last name', () => {
    const beside = htmlPage(
      `<section>${conversation('Ben South', 'bensouth', 'write to ben@substrate.run')}</section>`,
      'https://x.com/messages',
    );
    expect(people(beside)).toEqual([['Ben', 'South', null, 'substrate.run', 'list']]);
    const site = htmlPage(
      '<p class="byline">By <span class="author">Pippin Lee</span></p><article><p>Let’s talk: pippin@pippinlee.com</p></article>',
      'https://medium.com/p/1',
    );
    expect(people(site).map((p) => p[3])).toEqual(['pippinlee.com']);
  });
});

describe('a freelance writer', () => {
  const page = (bio: string) =>
    htmlPage(
      `<meta property="og:site_name" content="SitePoint"><article><div class="contributor article_contributor">
       <div class="contributor_name"><a href="/author/lwhite/">Lukas White</a></div></div><p>Text.</p></article>
       <div class="contributor contributor--large"><div class="contributor_details">
       <div class="contributor_name"><a href="/author/lwhite/">Lukas White</a></div>
       <p class="contributor_longdesc">${bio}</p></div></div>`,
      'https://www.sitepoint.com/badges/',
    );

  it('whose box says so works for no one: the site is not their employer', () => {
    expect(people(page('Lukas is a freelance web and mobile developer based in Manchester.'))).toEqual([
      ['Lukas', 'White', null, null, 'byline'],
    ]);
  });

  it('in a box that names every writer of the story, says so of the one it names only', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="Nature"><article><p class="byline">By <a rel="author" href="/a/1">Ada Novak</a>
       &amp; <a rel="author" href="/a/2">Jeff Tolland</a></p><p>Text.</p>
       <div class="authors"><p>Ada Novak is a freelance reporter in London. View author publications</p>
       <p>Jeff Tolland View author publications</p></div></article>`,
      'https://www.nature.com/articles/x',
    );
    expect(people(d)).toEqual([
      ['Ada', 'Novak', null, null, 'byline'],
      ['Jeff', 'Tolland', 'Nature', 'nature.com', 'byline'],
    ]);
    // A pronoun says nothing of whom: the bio's writer, as before.
    expect(people(page('He works as a freelancer in Manchester.'))[0]![2]).toBeNull();
  });

  it('a staff writer’s box, or one that only writes about freelancing, leaves the site as employer', () => {
    expect(people(page('Lukas writes about the freelance economy.'))).toEqual([
      ['Lukas', 'White', 'SitePoint', 'sitepoint.com', 'byline'],
    ]);
  });
});

describe('a byline’s date, a related link’s label, a blog platform’s display name', () => {
  it('a weekday cut short before the date is the date’s ("Von Tomas Spahn Fr, 18. Oktober 2019")', () => {
    const d = htmlPage(
      `<div class="author vcard"><div class="rty-article-page-author">Von <strong><a href="/autoren/tomas-spahn/">Tomas Spahn</a></strong></div>
       <span class="date"><div class="entry-date"> Fr, 18. Oktober 2019</div></span></div>`,
      'https://www.tichyseinblick.de/kolumnen/x/',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]}`)).toEqual(['Tomas Spahn']);
    // A family name that is a weekday's two letters stays when it is all that is left of the name.
    expect(bylineNames('Von Anna Do, 18. Oktober 2019')).toEqual(['Anna Do']);
    expect(bylineNames('By Jane Roe Fri, Nov 18, 2019')).toEqual(['Jane Roe']);
  });

  it('"SEE ALSO:" before related stories’ links, in two paragraphs, is no interview’s speaker', () => {
    const seeAlso = (path: string) =>
      `<p><strong><a href="/news/2023/nov/8/${path}/">SEE ALSO: ${path}</a></strong></p><p>Text.</p>`;
    const d = htmlPage(
      seeAlso('gop-candidates-reassess') + seeAlso('haley-surges'),
      'https://www.washingtontimes.com/news/2023/nov/8/y/',
    );
    expect(people(d)).toEqual([]);
  });

  it('"Posted by" a link to the writer’s profile whose later words are in small letters ("Mobasir hassan")', () => {
    const d = htmlPage(
      `<h3 class="author-name"><span>Posted by </span><a href="https://www.blogger.com/profile/18169630202487810573">Mobasir hassan</a></h3>`,
      'https://www.hassanchef.com/2020/09/bhindi.html',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]}`)).toEqual(['Mobasir Hassan']);
  });
});

describe('a brand’s kitchen', () => {
  it('"By Betty Crocker Kitchens" is no one', () => {
    const d = htmlPage(
      '<div class="recipeByline"><span class="byline">By Betty Crocker Kitchens</span></div>',
      'https://www.bettycrocker.com/recipes/cake/',
    );
    expect(people(d)).toEqual([]);
  });
});

describe('a paragraph that is only "Von" and a name', () => {
  it('is a byline, plain or linked; a sentence that goes on is not', () => {
    const d = htmlPage(
      '<article><p class="bodytext">Von Claudia Lindner</p><p class="bodytext">27.1.2022 - Bei der Erinnerung …</p></article>',
      'https://www.l-mag.de/news/',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]}`)).toEqual(['Claudia Lindner']);
    const sentence = htmlPage(
      '<article><p>Von Claudia Lindner stammt die Idee, die der Verein nun umsetzt.</p></article>',
      'https://www.l-mag.de/news/',
    );
    expect(people(sentence)).toEqual([]);
  });
});

describe('bylines from the htmldate pages', () => {
  it('a credit for the photo after the writer, on the next line, is not part of their name', () => {
    const d = htmlPage(
      '<div class="article-author"><h2>Interview: Jens Bergmann<br>Foto: Michael Hudler</h2></div>',
      'https://sladisworld.wordpress.com/2019/12/10/six-sigma/',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]}`)).toEqual(['Jens Bergmann']);
  });

  it('a lead that ends with "Von" and a name names its writer; one that goes on does not', () => {
    const lead = (end: string) =>
      htmlPage(
        `<meta property="og:site_name" content="kath.net"><p><b>Wo ein Leichnam ist, da sammeln sich auch die Geier. ${end}</b></p><p>Rom (kath.net/as) Freitag …</p>`,
        'https://www.kath.net/news/76785',
      );
    expect(people(lead('Von Armin Schwibach')).map((p) => `${p[0]} ${p[1]} ${p[2]}`)).toEqual([
      'Armin Schwibach kath.net',
    ]);
    expect(people(lead('Von Armin Schwibach stammt das Bild.'))).toEqual([]);
    expect(people(lead('Das sagte von Armin Schwibach'))).toEqual([]);
  });

  it('the date beside an author box is no employer, though its class says "publication"', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="Digitalcourage"><div class="node__submitted">
       <div class="node__author"><span class="user__name"><a href="/user/leena-simon">Leena Simon</a></span></div>
       <span class="node__publication-date">Veröffentlicht am 06.10.2023</span></div>`,
      'https://digitalcourage.de/blog/2023/buch',
    );
    expect(people(d).map((p) => p[2])).toEqual(['Digitalcourage']);
  });

  it('"Posted by Name, a team’s role, Company" gives the company, over the site named in the page’s data', () => {
    const d = htmlPage(
      `<meta property="og:site_name" content="The AMP Blog">
       <script type="application/ld+json">{"@context":"http://schema.org","@type":"BlogPosting","author":{"@type":"Person","name":"Alex Durán"},"publisher":{"@type":"Organization","name":"The AMP Blog"}}</script>
       <article><p>Interview text.</p><p><em>Posted by Alex Durán, AMP Project Marketing, Google</em></p></article>`,
      'https://blog.amp.dev/2020/04/07/axios/',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]} ${p[2]}`)).toEqual(['Alex Durán Google']);
  });
});

describe('a column’s title and its writers, and a closing by handle', () => {
  it('"<strong>Title</strong> von A und B" names both writers; a title with more after it does not', () => {
    const page = (p: string) =>
      htmlPage(
        `<meta property="og:site_name" content="Missy Magazine"><article>${p}<p>Aron und Gianni sind total verknallt.</p></article>`,
        'https://missy-magazine.de/blog/2023/10/30/column/',
      );
    expect(
      people(page('<p><strong>Triple Water</strong> von Evan Tepest und Selma Kay Matter</p>')).map(
        (p) => `${p[0]} ${p[1]}`,
      ),
    ).toEqual(['Evan Tepest', 'Selma Matter']);
    expect(
      people(page('<p><strong>Neu:</strong> von Evan Tepest stammt die Idee, die der Verein umsetzt.</p>')),
    ).toEqual([]);
  });

  it('a text closed "Euer HansEhrlich" is signed by a handle: no one; "Yours, Jane Roe" by her', () => {
    const closed = (line: string) =>
      htmlPage(
        `<div class="deal"><p>So beschreibt Leibniz ihr neues Produkt.</p><p>Das beste kommt jetzt.</p><p>Viel Glück!</p><p>${line}</p></div>`,
        'https://www.dealdoktor.de/user-deals/deals/keks/',
      );
    expect(people(closed('Euer HansEhrlich'))).toEqual([]);
    expect(people(closed('Yours, Jane Roe')).map((p) => `${p[0]} ${p[1]}`)).toEqual(['Jane Roe']);
  });
});

describe('a post’s author on a network’s page', () => {
  /** A feed's post: who reposted it, then its author's picture and name, each linked to their profile, their headline, when. */
  const post = (name: string, slug: string, headline: string, alt = `View profile for ${name}, graphic`) =>
    `<li><p><a href="https://uk.linkedin.com/company/audiense">Audiense</a> reposted this</p>
     <div class="flex"><a href="https://es.linkedin.com/in/${slug}/en?trk=feed-actor-image"><img alt="${alt}" src="/p.jpg"></a>
     <div><div><a href="https://es.linkedin.com/in/${slug}/en?trk=feed-actor-name">${name}</a></div>
     <p>${headline}</p><span><time>3d</time></span></div></div>
     <p>${'We are proud to announce our new release, with many improvements. '.repeat(8)}</p></li>`;

  it('the author beside their picture, both linked to their profile, in a long list item: their headline’s company', () => {
    const d = htmlPage(
      `<h1>Audiense</h1><ul>${post('Alfredo Artiles', 'alfredoartiles', 'Audiense Co-founder and CTO')}${post(
        'Cristina José-Lorente',
        'cristinajoselorente',
        '🔸Driving Customer Experience Excellence | Developing Talent',
      )}</ul>`,
      'https://es.linkedin.com/company/audiense',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]} ${p[2]}`)).toEqual([
      'Alfredo Artiles Audiense',
      'Cristina José-Lorente null',
    ]);
  });

  it('not where the picture’s label names no one, nor where the name links elsewhere', () => {
    const d = htmlPage(
      `<ul>${post('Alfredo Artiles', 'alfredoartiles', 'Audiense Co-founder and CTO', 'A sunset over the bay')}</ul>
       <ul><li><p>Shared</p><p>${'Long words of a post. '.repeat(20)}</p><div><a href="https://x.example/in/jroe"><img alt="View profile for Jane Roe"></a>
       <div><a href="https://x.example/in/someone-else">Jane Roe</a><p>Reporter</p></div></div>
       <p>${'Long words of a post. '.repeat(20)}</p></li></ul>`,
      'https://es.linkedin.com/company/audiense',
    );
    expect(people(d)).toEqual([]);
  });

  /**
   * A home feed's post, as the network writes it: in an article whose container is classed for the
   * menu of actions it holds, each name and headline written twice, once for screen readers only.
   */
  const feedPost = (name: string, slug: string, headline: string) =>
    `<div class="feed-shared-update-v2" role="article"><div class="feed-shared-update-v2__control-menu-container">
     <div class="update-components-actor__container"><a class="update-components-actor__image" href="https://www.linkedin.com/in/${slug}?miniProfileUrn=1"><img alt="" src="/p.jpg"></a>
     <div class="update-components-actor__meta"><a href="https://www.linkedin.com/in/${slug}?miniProfileUrn=1">
     <span><span aria-hidden="true">${name}</span><span class="visually-hidden">${name}</span></span> <span>• 1st</span>
     <span><span aria-hidden="true">${headline}</span><span class="visually-hidden">${headline}</span></span></a>
     <span><span aria-hidden="true">1w •</span><span class="visually-hidden">1 week ago • Visible to anyone on or off LinkedIn</span></span></div></div>
     <div class="update-components-text">${'We are proud to announce our new release. '.repeat(6)}</div></div></div>`;

  it('in a home feed: each post’s author, the headline read once, inside the post’s menu-classed container', () => {
    const long =
      'EMEA @Anthropic. Proven impact-driven versatile leader, with a builder mindset, who strives in high growth, fast paced, complex and global environments. CEO, Stripe, McKinsey, Harvard Business School, CentraleSupelec.';
    const d = htmlPage(
      `<main>${feedPost(
        'Guillaume Princen',
        'guillaume-princen',
        long,
      )}${feedPost('Zhuoxun Yin', 'zhuoxun', 'Co-Founder Magic Eden | Ex Coinbase, dYdX, Bain')}${feedPost(
        'Steffen Holm',
        'steffen-holm',
        'co-founder 🫙jars.ai🫙 (we’re hiring!)',
      )}${feedPost('Yoko Li', 'yokoli', 'Cartoonist, Engineer, PM and Investor')}</main>`,
      'https://www.linkedin.com/feed/',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]} ${p[2]}`)).toEqual([
      'Guillaume Princen Anthropic',
      'Zhuoxun Yin Magic Eden',
      'Steffen Holm jars.ai',
      'Yoko Li null',
    ]);
  });
});

describe('a founder’s company right after the title', () => {
  it.each([
    ['Co-Founder Magic Eden | Ex Coinbase, dYdX, Bain', 'Magic Eden'],
    ['co-founder 🫙jars.ai🫙 (we’re hiring!)', 'jars.ai'],
    ['Founder & CEO Acme Corp', 'Acme Corp'],
    ['Founder Institute Mentor', null],
    ['Founder Mode Enthusiast', null],
    ['Cartoonist, Engineer, PM and Investor', null],
  ])('%s', (headline, company) => expect(headlineCompany(headline)).toBe(company));
});

describe('a social network’s lists of accounts, each with its bio', () => {
  /** An account's cell: picture, name and handle linked to its page, a follow button, then its bio with its links. */
  const cell = (name: string, handle: string, bio: string) =>
    `<div data-testid="cellInnerDiv"><div role="button"><div><a href="/${handle}"><img alt="" src="https://pbs.example/${handle}.jpg"></a></div>
     <div><div><div><a href="/${handle}"><span>${name}</span></a><a href="/${handle}" tabindex="-1"><span>@${handle}</span></a></div>
     <button>Following</button><div>Click to Unfollow ${handle}</div></div><div dir="auto">${bio}</div></div></div></div>`;
  const at = (h: string) => `<div><span><a href="/${h}">@${h}</a></span></div>`;

  it('the company a bio names by its account, after a role or what they do there; not a past one, nor their own', () => {
    const d = htmlPage(
      `<main><section aria-label="Timeline: Following">${[
        cell(
          'Philipp Moritz',
          'pcmoritz',
          `<span>Co-founder and CTO at </span>${at('anyscalecompute')}<span>. Co-creator of </span>${at('raydistributed')}`,
        ),
        cell(
          'Robert Nishihara',
          'robertnishihara',
          `<span>Co-founder </span>${at('anyscalecompute')}<span>. Previously PhD ML at Berkeley.</span>`,
        ),
        cell('Akshat Bubna', 'akshat_b', `<span>building </span>${at('modal_labs')}`),
        cell(
          'Jane Roe',
          'jroe',
          `<span>applied ai consultant, prev. staff mle </span>${at('stitchfix')}<span>, safety </span>${at('meta')}`,
        ),
        cell(
          'Peter Zakin (in NY)',
          'pzakin',
          `<span>Partner </span>${at('upfrontvc')}<span>. Sold Hyper Travel to </span>${at('tradeshift')}`,
        ),
        cell(
          'jason liu - vacation mode',
          'jxnlco',
          '<span>applied ai consultant, creator of instructor</span>',
        ),
      ].join('')}</section></main>`,
      'https://x.com/perceptnet/following',
    );
    expect(people(d).map((p) => `${p[0]} ${p[1]}|${p[2]}`)).toEqual([
      'Philipp Moritz|anyscalecompute',
      'Robert Nishihara|anyscalecompute',
      'Akshat Bubna|modal labs',
      'Jane Roe|null',
      'Peter Zakin|upfrontvc',
      'Jason Liu|null',
    ]);
  });

  it.each([
    ['Follow @maggie_reardon', null],
    ['Intern @theinformation. GP @slow.', null],
    ['@amandamhuang Follows you', null],
    ['research @scale_AI. co-created @gradientpub.', 'scale AI'],
  ])('a headline with accounts: %s', (headline, company) => expect(headlineCompany(headline)).toBe(company));

  it('an aside after a name is no part of it; a bracketed name is kept whole', () => {
    expect(personName('Peter Zakin (in NY)')).toBe('Peter Zakin');
    expect(personName('Jane Roe (she/her)')).toBe('Jane Roe');
    // The year of their class, as a school writes its alumni.
    expect(personName("Sean J. Combs '08")).toBe('Sean J. Combs');
    expect(personName('Jane Roe ’95')).toBe('Jane Roe');
    expect(personName('Skinfold Calipers (SFC)')).toBeNull();
  });
});

describe('a social network’s account named in the page’s title', () => {
  const titled = (title: string, body = '<h2>rob cheung</h2>') =>
    htmlPage(
      `<html><head><title>${title}</title></head><body>${body}</body></html>`,
      'https://x.com/perceptnet/following',
    );
  it.each([
    ['People followed by rob cheung (@perceptnet) / X', 'Rob Cheung'],
    ['Javi López ⛩️ (@javilop) / X', 'Javi López'],
    ['Lina Morgana on Twitter: "Now before you write me off"', 'Lina Morgana'],
    // A signed-in reader's count of unread notifications before it.
    ['(1) Eli Lifland on X: "I’ve been excited to see all the discussion" / X', 'Eli Lifland'],
  ])('%s', (title, name) => expect(people(titled(title)).map((p) => `${p[0]} ${p[1]}`)).toContain(name));

  it('its badge goes by the link that shows the name, not at the page’s end', () => {
    const d = titled(
      '(1) Eli Lifland on X: "Threads" / X',
      '<div><a href="/eli_lifland"><span>Eli Lifland</span></a><p>A post.</p></div>',
    );
    const [found] = findPeople(d);
    expect(found?.element.localName).toBe('a');
  });

  it.each([
    'The Verge on X: "Is it bad to blow into game cartridges?" / X',
    'Messages / X',
    '(1) Home / X',
    'IlloJuan (@illojuan) | TikTok',
  ])('no one: %s', (title) => expect(people(titled(title, '<p>Nothing here.</p>'))).toEqual([]));
});
