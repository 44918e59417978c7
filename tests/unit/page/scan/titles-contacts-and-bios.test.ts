// @vitest-environment happy-dom
/**
 * Rules written on snacktory's second slice of development pages: a store's table whose "Name"
 * column lists songs is no one's list; a press release's contact block whose label follows the
 * release's last long paragraph in the same box; a site's name from its title when the page's first
 * heading is a logo's, empty. And on its third slice's: a site that names itself by its address
 * ("WSJ.com") is what its logo's words spell out; a menu's heading ("Browse By") and a teaser's
 * title ("Backcountry Camping Tips") are no one. And on its fourth slice's: a byline said twice, the
 * second time for a microformat; a list of topics shown in two parts; a story's foot that says
 * "Dye is a reporter for Bloomberg News"; a box headed "About <name>" over their bio. And on its
 * fifth slice's: a writer's bio in italics at the story's foot, its leading role without an article
 * ("Gini Dietrich is founder and CEO of Arment Dietrich, Inc."). And on its sixth slice's: an
 * interview's credit over other credits; "Produced by the BBC's David Botti"; a bio that says "is now
 * the founder and principal of"; an author box's close button; a copyright line's year after its holder.
 * And on its seventh slice's: "By Vlad Savov posted Apr 9th 2011"; a byline box's title line ("BBC
 * Brasil, Santa Maria") names no one; a wire story's credits in brackets at the end of its last
 * paragraph; a mail link whose address the web host hides until its script writes it.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}|${p.domain ?? ''}]`);

describe('a table with a "Name" column', () => {
  const table = (rows: string[]) =>
    `<table><thead><tr><th>Name</th><th>Artist</th><th>Time</th><th>Price</th></tr></thead><tbody>${rows
      .map((r) => `<tr><td>${r}</td><td>Adele</td><td>3:48</td><td>$1.29</td></tr>`)
      .join('')}</tbody></table>`;

  it('of songs lists no one', () => {
    const d = htmlPage(
      `<body><h1>21</h1>${table(['Rolling in the Deep', 'Rumour Has It', 'Turning Tables', "Don't You Remember", 'Set Fire to the Rain', 'Take It All'])}</body>`,
      'https://music.example.com/album/21',
    );
    expect(people(d)).toEqual([]);
  });

  it('of people lists them, names written family name first or in small letters too', () => {
    const d = htmlPage(
      `<body><table><thead><tr><th>Name</th><th>Company</th></tr></thead><tbody><tr><td>Roe, Jane</td><td>Acme</td></tr><tr><td>Ludwig van Beethoven</td><td>Bonn Orchestra</td></tr><tr><td>mary major</td><td>Initech</td></tr><tr><td>John Doe jdoe@globex.com</td><td>Globex</td></tr></tbody></table></body>`,
      'https://crm.example.com/contacts',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Jane Roe',
      'Ludwig van Beethoven',
      'mary major',
      'John Doe',
    ]);
  });
});

describe('a press release', () => {
  const release = (title: string) =>
    htmlPage(
      `<head><title>${title}</title></head><body><div id="globalheader"><h1><a href="/"><img src="logo.png" alt=""></a></h1></div><div id="content"><h1 class="title">Acme Expands Its Capital Return Program to $200 Billion</h1>CUPERTINO, California—April 27, 2015—Acme today announced that its Board of Directors has authorized an increase of more than 50 percent to the Company’s program to return capital to shareholders, and raised its quarterly dividend.<br><br><strong>Press Contact</strong>:<br>Josh Rosenstock<br>Acme<br><a href="mailto:jrosenstock@acme.com">jrosenstock@acme.com</a><br>(408) 974-2414<br><br><strong>Investor Relations Contacts</strong>:<br>Nancy Paxton<br>Acme<br><a href="mailto:paxton1@acme.com">paxton1@acme.com</a><br>(408) 974-5420</div></body>`,
      'https://www.acme.com/pr/library/2015/04/27Acme-Expands-Capital-Return-Program.html',
    );

  it('names its contacts under their labels, after the release’s long last paragraph', () => {
    expect(
      people(release('Acme - Press Info - Acme Expands Its Capital Return Program to $200 Billion')),
    ).toEqual(['Josh Rosenstock [Acme|acme.com]', 'Nancy Paxton [Acme|acme.com]']);
  });
});

describe('a site named by its address', () => {
  it('is what its logo spells out, for the writer who signs the story', () => {
    const d = htmlPage(
      `<head><title>Slow Progress on Some Big Stimulus Projects - WSJ.com</title><meta name="application-name" content="WSJ.com"></head><body><h1>White House Under Fire for Unspent Infrastructure Cash</h1><h3 class="byline">By <a href="/search?KEYWORDS=LOUISE+RADNOFSKY">LOUISE RADNOFSKY</a></h3><p>The Obama administration has paid out less than a third of the money allocated to big infrastructure projects.</p><p><strong>Write to </strong>Louise Radnofsky at <a href="mailto:louise.radnofsky@dowjones.com">louise.radnofsky@dowjones.com</a></p><footer><img src="/img/footer_logo_small.png" alt="The Wall Street Journal"> Copyright 2011 Dow Jones &amp; Company, Inc.</footer></body>`,
      'http://online.wsj.com/article/SB10001424052748704532204575397061414483040.html',
    );
    expect(people(d)).toEqual(['Louise Radnofsky [The Wall Street Journal|dowjones.com]']);
  });
});

describe('a list item', () => {
  it('headed by a menu’s heading or a teaser’s title is no one', () => {
    const d = htmlPage(
      `<body><h1>Artificial Reefs in Citrus County</h1><p>Article Written By Rona Aquino</p><ul><li><dl><dt class="heading">Browse By</dt><dd><a href="/funny-articles.html">All Articles</a></dd><dd><a href="/humor-movies-tv.html">Movies &amp; TV</a></dd></dl></li><li class="FeaturedArticlesListItem"><h3>Editor's Pick</h3><div><a href="/list_772_backcountry-camping-tips.html"><img alt="Backcountry Camping Tips" src="/img/camp.jpg"></a><h2><a href="/list_772_backcountry-camping-tips.html">Backcountry Camping Tips</a></h2><p>You've already tried car and RV camping.</p></div></li></ul></body>`,
      'http://www.trails.com/facts_41596_hot-spots-citrus-county-florida.html',
    );
    expect(people(d).filter((p) => !p.startsWith('Rona Aquino'))).toEqual([]);
  });
});

describe('a byline', () => {
  it('said twice, the second time for a microformat, names its writers once', () => {
    const d = htmlPage(
      `<head><title>Rebels, Gadhafi forces both make gains in Libya - Yahoo! News</title></head><body><h1>Rebels, Gadhafi forces both make gains in Libya</h1><div class="byline"><cite class="vcard">By MAGGIE MICHAEL and PAUL SCHEMM, Associated Press <span class="fn org">Maggie Michael And Paul Schemm, Associated Press</span></cite> – <abbr class="timedate">Sat Mar 5, 6:11 pm ET</abbr></div><p>TRIPOLI, Libya – Government forces in tanks rolled into the opposition-held city closest to Tripoli.</p></body>`,
      'http://news.yahoo.com/s/ap/20110305/ap_on_re_af/af_libya',
    );
    expect(people(d)).toEqual(['Maggie Michael [Associated Press|]', 'Paul Schemm [Associated Press|]']);
  });

  it('takes the employer from the story’s foot, which names each writer by their family name', () => {
    const d = htmlPage(
      `<head><title>A Good-Bad Economic Outlook - BusinessWeek</title></head><body><h1>A Good-Bad Economic Outlook</h1><p class="byline">By <a href="mailto:wkisling@bloomberg.net">Whitney Kisling</a> and Caroline Dye</p><p>There's discord on Wall Street: strategists see a rally, economists trim their forecasts.</p><p class="tagline"><a href="mailto:wkisling@bloomberg.net">Kisling</a> is a reporter for Bloomberg News. Dye is a reporter for Bloomberg News.</p></body>`,
      'http://www.businessweek.com/magazine/content/10_34/b4192048613870.htm',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`)).toEqual([
      'Whitney Kisling [Bloomberg News]',
      'Caroline Dye [Bloomberg News]',
    ]);
  });
});

describe('a bio', () => {
  it('under a heading "About <name>" presents them, with the employer it names', () => {
    const d = htmlPage(
      `<head><title>GM files for IPO - Drive On - USATODAY.com</title></head><body><h1>GM files for IPO, but are taxpayers still on the hook?</h1><p>General Motors just filed with the Securities and Exchange Commission.</p><div class="sidebar"><h2>About Chris Woodyard</h2><a href="/community/profile.htm?UID=5e1a"><img class="about" src="/woodyard.jpg"></a><p>Chris Woodyard is an auto writer for USA TODAY who covers all aspects of motoring.</p></div></body>`,
      'http://content.usatoday.com/communities/driveon/post/2010/08/gm-finally-files-for-ipo/1',
    );
    expect(people(d)).toEqual(['Chris Woodyard [USA TODAY|usatoday.com]']);
  });
});

describe('a list of topics shown in two parts', () => {
  it('is no one’s, its last part’s name-like topic too', () => {
    const topic = (t: string) =>
      `<li><a href="/follow/topics/${t}"><img src="/topic.png" alt="${t}"></a><div class="content"><a class="topic_title" href="/follow/topics/${t}">${t}</a> 0 followers</div><a href="/follow/topics/${t}/follow">Follow</a></li>`;
    const d = htmlPage(
      `<body><h1>HOW TO/NOT TO: Ask Someone Out Online</h1><p>by <span class="author fn n">Brenna Ehrlich</span></p><div><ul class="topics_list">${['Facebook', 'Twitter', 'CNN', 'Social media', 'Dating', 'Netiquette'].map(topic).join('')}</ul><ul class="topics_list">${['Relationships', 'Stuff Hipsters Hate'].map(topic).join('')}</ul></div></body>`,
      'http://mashable.com/2010/08/18/how-tonot-to-ask-someone-out-online/',
    );
    expect(people(d).filter((p) => !p.startsWith('Brenna Ehrlich'))).toEqual([]);
  });
});

describe('a bio in italics at the story’s foot', () => {
  it('gives the writer’s employer, a leading role without its article', () => {
    const d = htmlPage(
      `<head><title>7 PR blogs worth reading | Articles | Home</title></head><body><h1>7 PR blogs worth reading</h1><p>By <span class="author_name">Gini Dietrich</span> | Posted: January 8, 2015</p><ol><li>I really love the way this blog approaches trends in our industry.</li></ol><em>Gini Dietrich is founder and CEO of <a href="http://www.armentdietrich.com/">Arment Dietrich, Inc.</a> and blogs at <a href="http://spinsucks.com/">Spin Sucks</a>, where a version of this article originally appeared.</em></body>`,
      'http://www.prdaily.com/Main/Articles/7_PR_blogs_worth_reading_17870.aspx',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`)).toEqual([
      'Gini Dietrich [Arment Dietrich]',
    ]);
  });
});

describe('a credit at the story’s foot', () => {
  it('names the interviewer, the credits under it aside, and the publisher without the year', () => {
    const d = htmlPage(
      `<head><title>Im Gespräch: Stewart Brand - FAZ.NET</title></head><body><h1>„Ihr Deutschen steht allein da“</h1><p>Deutschland hat vor, ganz auf Atomkraft zu verzichten. Ist das eine gute Idee?</p><p class="ArticleSrc">Das Gespräch führte <b>Jordan Mejias</b>.<br><br>Text: F.A.Z.<br>Bildmaterial: dapd, picture-alliance / Frank May<br></p><div class="footer">© Frankfurter Allgemeine Zeitung GmbH 2011. Alle Rechte vorbehalten.</div></body>`,
      'http://www.faz.net/s/Rub469C43057F8C437CACC2DE9ED41B7950/Doc~EBA775DE7201E46E0B0C5AD9619BD56E9~ATpl~Ecommon~Scontent.html',
    );
    expect(people(d)).toEqual(['Jordan Mejias [Frankfurter Allgemeine Zeitung|faz.net]']);
  });

  it('names the producer after whose staff they are', () => {
    const d = htmlPage(
      `<head><title>Digital artists inspired by the gif's resurgence - BBC News</title><meta property="og:site_name" content="BBC News"></head><body><h1>Digital artists inspired by the gif's resurgence</h1><p>They were created in the late-1980s, but recent years have seen a resurgence.</p><p><strong><i>Produced by the BBC's David Botti</i></strong></p></body>`,
      'http://www.bbc.com/news/magazine-21206964',
    );
    expect(people(d)).toEqual(['David Botti [BBC News|bbc.com]']);
  });
});

describe('an author box', () => {
  it('gives the employer its bio names after "is now the founder and principal of", its close button no one', () => {
    const d = htmlPage(
      `<head><title>'Ask Not' Who Wrote JFK's Best Lines - The Daily Beast</title><meta property="og:site_name" content="The Daily Beast"></head><body><h1>'Ask Not' Who Wrote JFK's Best Lines</h1><div class="byline">by <a class="author-link" href="/contributors/mark-katz.html">Mark Katz</a><div class="popup_author"><div class="author_close">X Close</div><div class="author_content"><img alt="Mark Katz" src="/katz.jpg"><p>A former political operative, recovering copywriter, and failed sitcom writer, Mark Katz is now the founder and principal of the Soundbite Institute, a creative think tank.</p></div></div></div><p>Legendary Kennedy speechwriter Ted Sorensen passed away on Sunday at age 82.</p></body>`,
      'http://www.thedailybeast.com/blogs-and-stories/2010-11-01/ted-sorensen/',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`)).toEqual([
      'Mark Katz [Soundbite Institute]',
    ]);
  });
});

describe('a byline box', () => {
  it('ends the name where the time it was posted starts', () => {
    const d = htmlPage(
      `<head><title>Editorial: Android's problem -- Engadget</title></head><body><h1>Editorial: Android's problem isn't fragmentation</h1><span class="caption">By <a href="/editor/vlad-savov">Vlad Savov</a> <a href="/editor/vlad-savov/rss.xml"><img src="/rss.gif"></a> posted <span class="post_time">Apr 9th 2011 5:00PM</span></span><p>This thought was first given voice on last night's podcast.</p></body>`,
      'http://www.engadget.com/2011/04/09/editorial-androids-problem/',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Vlad Savov']);
  });

  it('ends the name before "Last updated", which is no family name', () => {
    const d = htmlPage(
      `<head><title>A story - The Published Reporter</title></head><body><h1>A story</h1><div class="post-meta single-post-meta">By <a class="post-author-url" href="/author/alejandro/">Alejandro Villamor</a> Last updated Nov 8, 2023 Share with new partner:</div><p>Manila — The story begins here.</p></body>`,
      'https://publishedreporter.com/2023/11/08/a-story/',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Alejandro Villamor']);
  });

  it('whose title line says where they report from names no place as a person', () => {
    const d = htmlPage(
      `<head><title>BBC News - Brazil mourns Santa Maria nightclub fire victims</title><meta property="og:site_name" content="BBC News"></head><body><h1>Brazil mourns Santa Maria nightclub fire victims</h1><p>Brazil has declared three days of national mourning.</p><div class="byline"><span class="byline-picture"><img src="/caio.jpg" alt="image of Caio Quero"></span><span class="byline-name">Caio Quero</span><span class="byline-title">BBC Brasil, Santa Maria</span></div></body>`,
      'http://www.bbc.co.uk/news/world-latin-america-21226565',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName}`)).toEqual(['Caio Quero']);
  });
});

describe('a wire story', () => {
  it('names its reporter and editor from the credits that end its last paragraph', () => {
    const d = htmlPage(
      `<head><title>Fullback Arrested | HuffPost</title></head><body><h1>49ers Fullback Bruce Miller Arrested</h1><div class="byline">Reuters</div><p>SAN FRANCISCO, March 9 (Reuters) - Five-year NFL veteran Bruce Miller was arrested, police said on Monday.</p><p>The NFL made the penalties for such crimes much harsher than in the past. (Reporting by Curtis Skinner; Editing by Alan Raybould)</p></body>`,
      'http://www.huffingtonpost.com/2015/03/10/bruce-miller_n_6836416.html',
    );
    expect(people(d)).toEqual(['Curtis Skinner [Reuters|]', 'Alan Raybould [Reuters|]']);
  });
});

describe('a mail link the web host protects', () => {
  it('is the address of the name written before it', () => {
    const d = htmlPage(
      `<body><h1>Media Partner Program</h1><table><tr><td>SYS-CON Media has a flourishing Media Partner program.<br><br>To get involved, email Lissette Mercado at <a href="/cdn-cgi/l/email-protection#75191c06061001011035060c0658161a1b5b161a18"><span class="__cf_email__" data-cfemail="bcd0d5cfcfd9c8c8d9fccfc5cf91dfd3d292dfd3d1">[email&nbsp;protected]</span></a>.</td></tr></table></body>`,
      'http://www.cloudcomputingexpo.com/node/3346367',
    );
    expect(findPeople(d).map((p) => `${p.firstName} ${p.lastName} [${p.domain ?? ''}]`)).toEqual([
      'Lissette Mercado [sys-con.com]',
    ]);
  });
});
