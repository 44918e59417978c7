// @vitest-environment happy-dom
/**
 * Rules written on the development pages of the omnivore source's first slice: an author's own
 * microdata scope names them once, whatever else it shows (a Q&A site's user link beside their hidden
 * name); a Chinese site's name says it is a site ("财新网") where its bylines say the name alone ("文｜财新
 * 余聪"); a writer's title in title case before the employer ("West Coast Editor For Dailymail.com").
 * And on its second slice's: a byline whose second name is a link, a separator and the date after
 * it on the same line; a site named "<its name> by <its writer>"; "Message Michelle on Twitter" names
 * no one; nor a Q&A site's anonymous user, nor a nickname whose first character is said twice. And on
 * its third slice's: a link to the writer's page under the headline, alone beside the date; a
 * newsletter's title ("Startups Weekly") and a footer's "Debug Logs" are no one; a page's title that
 * ends "(by John Carmack)", shown at its top; a paper's authors under its title, each a link, none the
 * others' employer; an organisation's microdata scope as author names no one. And on its fourth
 * slice's: "by" and a link naming the writer, whatever follows them on the line; a writer's site named
 * with their family name and other words ("Forte Labs") is their business. And on its fifth slice's:
 * a blog's name with "Center" ("Brown Center Chalkboard") and a list's "Honorable Mentions" are no one.
 * And on the development pages of the inscriptis source, a firm's staff page: a grid of name cards on
 * a page whose title says it is the team's ("RSW AG - Mitarbeiter"), the site named before that word.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`);

describe("an author's own microdata scope", () => {
  const answer = (user: string) =>
    `<div class="answer"><p>Use a generator.</p><div class="user-details" itemprop="author" itemscope itemtype="http://schema.org/Person"><a href="/users/1/x">${user}</a><span class="d-none" itemprop="name">${user}</span></div></div>`;

  it('names a user with one name no one, not the name said twice; a full name once; an organisation no one', () => {
    const d = htmlPage(
      `<body><h1>What does yield do?</h1>${answer('Claudiu')}${answer('Jon Skeet')}${answer('Daniel')}<div itemprop="author" itemscope itemtype="https://schema.org/Organization"><meta itemprop="name" content="Московский Комсомолец"></div></body>`,
      'https://qa.example.com/questions/1',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Jon Skeet']);
  });
});

describe("a Chinese site's name in a byline", () => {
  it('without its "网" is the site, not a family name', () => {
    const d = htmlPage(
      `<head><title>途虎养车港交所挂牌_财新网</title><meta property="og:site_name" content="财新网"></head><body><h1>途虎养车港交所挂牌</h1><div class="top-author">文｜财新 余聪</div><p>国内汽车服务市场高度分散。</p></body>`,
      'https://www.caixin.com/2023-09-26/102112537.html',
    );
    expect(people(d)).toEqual([]);
  });
});

describe("a writer's title in title case", () => {
  it('names the employer after "For"', () => {
    const d = htmlPage(
      `<head><meta property="og:site_name" content="Mail Online"></head><body><h1>House hunting in Montecito</h1><p class="byline">By <a class="author" href="/home/search.html?s=&authornamef=Ryan+Parry">Ryan Parry, West Coast Editor For Dailymail.com</a></p><p>David Foster and his wife are house hunting.</p></body>`,
      'https://www.dailymail.co.uk/news/article-8868177/house.html',
    );
    expect(people(d)).toEqual(['Ryan Parry [Dailymail.com]']);
  });
});

describe('a byline under the headline', () => {
  it('with its second name a link and the date after a separator', () => {
    const d = htmlPage(
      `<body><h1>Peter Thiel Calls Warren Buffett a Sociopathic Grandpa</h1><div class="flex"><p><span>By Shaan Puri &amp; <a href="https://example.net/clicks/1">Ben Levy</a> </span> • <span><time datetime="2022-04-08">April 9, 2022</time></span></p></div><p>GM. This is the Milk Road.</p></body>`,
      'https://www.milkroad.com/p/peter-thiel',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Shaan Puri', 'Ben Levy']);
  });
});

describe('a site named after its writer', () => {
  it('is their business', () => {
    const d = htmlPage(
      `<head><meta property="og:site_name" content="Stratechery by Ben Thompson"></head><body><h1>It’s a Tesla</h1><p class="byline">Author by <a class="url fn n" href="https://stratechery.com/author/ben/">Ben Thompson</a></p><p>Let’s start with the caveats.</p></body>`,
      'https://stratechery.com/2016/its-a-tesla/',
    );
    expect(people(d)).toEqual(['Ben Thompson [Stratechery]']);
  });
});

describe('no one', () => {
  it('in "Message Michelle on Twitter or at …"', () => {
    const d = htmlPage(
      `<body><h1>Solar in Georgia</h1><p>The factory opens next year.</p><p>Message Michelle on Twitter or at michelle@9to5mac.com.</p></body>`,
      'https://electrek.co/2022/05/26/solar/',
    );
    expect(people(d)).toEqual([]);
  });

  it("in a Q&A site's anonymous user or a nickname", () => {
    const answer = (user: string) =>
      `<div itemprop="suggestedAnswer" itemscope itemtype="http://schema.org/Answer"><div itemprop="author" itemscope itemtype="http://schema.org/Person"><meta itemprop="name" content="${user}"></div><p>二手房交易的流程。</p></div>`;
    const d = htmlPage(
      `<body><h1>购买二手房应该注意哪些问题？</h1>${answer('匿名用户')}${answer('狗狗哥哥')}</body>`,
      'https://www.zhihu.com/question/23603839',
    );
    expect(people(d)).toEqual([]);
  });
});

describe("a link to the writer's page under the headline", () => {
  it('beside the date alone names the writer', () => {
    const d = htmlPage(
      `<body><h1>The Future of .NET with WASM</h1><div class="post-info"><img src="/a.png" alt="Khalid Abuhakmeh"><div class="post-info__text"><a href="https://blog.example.com/author/khalid-abuhakmeh">Khalid Abuhakmeh</a> <time datetime="2022-12-15">December 15, 2022</time></div></div><p>WebAssembly is here.</p></body>`,
      'https://blog.example.com/dotnet/2022/12/15/wasm/',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Khalid Abuhakmeh']);
  });
});

describe('no one, either', () => {
  it("in a newsletter's title or a footer's debug link", () => {
    const d = htmlPage(
      `<body><h1>SBF regrets declaring FTX bankrupt</h1><p>There are entire chapters to come.</p><div class="newsletter-signup"><div class="newsletter-signup-item"><input type="checkbox" class="newsletter-signup-item__control"><h5 class="newsletter-signup-item__title"><button type="button">TechCrunch Daily News</button></h5><p class="newsletter-signup-item__description"><button type="button">Every weekday, the best of our coverage.</button></p></div><div class="newsletter-signup-item"><input type="checkbox" class="newsletter-signup-item__control"><h5 class="newsletter-signup-item__title"><button type="button">Startups Weekly</button></h5><p class="newsletter-signup-item__description"><button type="button">Startups are the core of our coverage.</button></p></div><div class="newsletter-signup-item"><input type="checkbox" class="newsletter-signup-item__control"><h5 class="newsletter-signup-item__title"><button type="button">TechCrunch Fintech</button></h5><p class="newsletter-signup-item__description"><button type="button">The latest fintech news.</button></p></div></div><div class="footer"><p>Copyright © 2024 Example Media, Inc. PO Box 21050, Washington, D.C. 20009 | <a href="https://news.example.com/st/About" class="footer-link">Masthead</a> | <a href="https://news.example.com/privacy/" class="footer-link">Privacy Policy</a> | <a href="https://news.example.com/st/Debug_Logs" class="footer-link">Debug Logs</a><br> For corrections contact <a href="mailto:corrections@example.com">corrections@example.com</a>.</p></div></body>`,
      'https://news.example.com/2022/11/16/sbf/',
    );
    expect(people(d)).toEqual([]);
  });
});

describe('writers named with the title', () => {
  it('in brackets at its end, the title shown at the top of the page', () => {
    const d = htmlPage(
      `<head><title>Latency mitigation strategies (by John Carmack)</title></head><body><strong>Latency mitigation strategies (by John Carmack)</strong><p><i>this is an archive of an old article</i></p><h4>Abstract</h4><p>Virtual reality is demanding.</p></body>`,
      'http://blog.example.com/latency-mitigation/',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['John Carmack']);
  });

  it("under it, a paper's authors each a link, none the others' employer", () => {
    const d = htmlPage(
      `<body><div class="content"><center><a href="http://example.org/">[Home]</a></center><h3>Flow Network based Generative Models</h3><center><b><a href="https://example.org">Emmanuel Bengio</a>, <a href="https://mj10.github.io/">Moksh Jain</a>, <a href="https://www.cs.mcgill.ca/~dprecup/">Doina Precup</a>, <a href="https://yoshuabengio.org/">Yoshua Bengio</a></b></center><br><center><b><a href="https://arxiv.org/abs/2106.04399">arXiv preprint</a>, <a href="https://github.com/x/gflownet">code</a></b></center><p>What follows is an overview.</p></div></body>`,
      'http://example.org/w/gflownet/',
    );
    const found = people(d);
    expect(found.map((p) => p.split(' [')[0])).toEqual([
      'Emmanuel Bengio',
      'Moksh Jain',
      'Doina Precup',
      'Yoshua Bengio',
    ]);
    expect(found.some((p) => p.includes('[Yoshua Bengio]'))).toBe(false);
  });
});

describe('a writer and their site', () => {
  it('"by" and a link naming them, whatever follows (not "by" alone)', () => {
    const d = htmlPage(
      `<body><h1>Python 3.10: Cool New Features for You to Try</h1><p class="kicker">by</p><div class="mb-0"><span class="text-muted">by <a class="text-muted" href="#author">Geir Arne Hjelle</a> <span class="icon"><svg><use href="/icons.svg#comments"></use></svg></span><a class="text-muted" href="#reader-comments"><span>2 Comments</span></a> <span class="d-inline"><a href="/tutorials/intermediate/">intermediate</a> <a href="/tutorials/python/">python</a></span></span></div><p>Each new version of Python brings a host of changes.</p></body>`,
      'https://tutorials.example.com/python310-new-features/',
    );
    expect(people(d).map((p) => p.split(' [')[0])).toEqual(['Geir Hjelle']);
  });

  it('named with their family name and other words, is their business', () => {
    const d = htmlPage(
      `<head><meta property="og:site_name" content="Forte Labs"><meta name="author" content="Tiago Forte"></head><body><h1>Progressive Summarization</h1><p>Posted in Note-taking on December 27, 2017</p><p>Notes are for the future.</p></body>`,
      'https://fortelabs.com/blog/progressive-summarization/',
    );
    expect(people(d)).toEqual(['Tiago Forte [Forte Labs]']);
  });
});

describe('no one, again', () => {
  it('in a blog\'s name linked as its author, or "Honorable Mentions"', () => {
    const d = htmlPage(
      `<body><h1>Teachers’ unions and school reopening</h1><p class="byline"><a class="produced-by-author" href="/blog/brown-center-chalkboard/">Brown Center Chalkboard</a></p><p>Northshore School District made national news.</p><h2>Queue management</h2><p>Every book has the potential to lead to more content.</p><p>Honorable Mentions: <a href="https://getpocket.com/">Pocket</a>, <a href="https://www.instapaper.com/">Instapaper</a></p></body>`,
      'https://www.example.edu/blog/2021/03/25/unions/',
    );
    expect(people(d)).toEqual([]);
  });
});

describe("a firm's staff page", () => {
  it('whose title says so holds its grid of name cards, the site named before that word', () => {
    const d = htmlPage(
      `<head><title>RSW AG - Mitarbeiter</title><meta name="author" content="RSW AG"></head><body><div class="section"><h2>Geschäftsleitung</h2></div><div id="blog" class="section"><div class="container"><div class="row masonry-grid"><div class="col-md-3 item"><a href="#" class="image"><img src="img/Markus Rindlisbacher.jpg" alt="Markus Rindlisbacher"></a><div class="description-gl"><h3>Markus <br>Rindlisbacher</h3><li>Dipl. Kulturingenieur ETH</li><p class="mail"><a href="#">E-Mail</a></p></div></div><div class="col-md-3 item"><a href="#" class="image"><img src="img/Matthias Widmer.jpg" alt="Matthias Widmer"></a><div class="description-gl"><h3>Matthias <br>Widmer</h3><li>Patentierter Ingenieur-Geometer</li><p class="mail"><a href="#">E-Mail</a></p></div></div><div class="col-md-3 item"><a href="#" class="image"><img src="img/Patrik Muster.jpg" alt="Patrik Muster"></a><div class="description-gl"><h3>Patrik <br>Muster</h3><li>Betriebswart CAS</li><p class="mail"><a href="#">E-Mail</a></p></div></div><div class="col-md-3 item"><a href="#" class="image"><img src="img/Bernhard Fuchs.jpg" alt="Bernhard Fuchs"></a><div class="description-gl"><h3>Bernhard <br>Fuchs</h3><li>Dipl. Bauingenieur FH</li><p class="mail"><a href="#">E-Mail</a></p></div></div></div></div></div><footer><a href="http://www.rswag.ch">RSW AG</a> Vermessung | Geoinformatik</footer></body>`,
      'http://www.rswag.ch/',
    );
    expect(people(d)).toEqual([
      'Markus Rindlisbacher [RSW AG]',
      'Matthias Widmer [RSW AG]',
      'Patrik Muster [RSW AG]',
      'Bernhard Fuchs [RSW AG]',
    ]);
  });
});
