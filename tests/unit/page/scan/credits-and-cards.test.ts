// @vitest-environment happy-dom
// The forms of the fifteenth source's slices (htmldate's second test set): a story's foot that credits
// another newsroom's reporter, an agency's picture credit in a byline's place, a role in a mail link's
// words, a staff card that gives the job before the name, a section's name in the site's name's tag,
// a wire story's lone credit, a masthead's Nordic jobs and a byline's newsroom in its own element.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage, radioStory } from './fixtures';

const people = (d: Document) => findPeople(d).map((p) => [p.firstName, p.lastName, p.company]);

const story = radioStory;

describe('a story’s foot that credits a reporter in other words', () => {
  it('“D’après les informations de”, “With files from”, “Con información de”: the reporter, with the newsroom after them', () => {
    expect(people(story('<em>D&#x27;après les informations de Matthew Kupfer de CBC</em>'))).toEqual([
      ['Jane', 'Roe', 'Example Radio'],
      ['Matthew', 'Kupfer', 'CBC'],
    ]);
    expect(people(story('With files from John Doe'))).toContainEqual(['John', 'Doe', 'Example Radio']);
    expect(people(story('Avec des informations de Ann Smith, de AFP'))).toContainEqual([
      'Ann',
      'Smith',
      'AFP',
    ]);
    expect(people(story('Con información de Ana Pérez.'))).toContainEqual(['Ana', 'Pérez', 'Example Radio']);
  });

  it('a credit to a newsroom, or prose that starts the same way, names no one', () => {
    for (const foot of [
      'With files from The Canadian Press',
      'D’après les informations de Radio-Canada',
      'Con información de EFE y AFP.',
      'With files from the city’s archive, the museum rebuilt the hall in 1923 and opened it again.',
    ])
      expect(people(story(foot)).map((p) => p.slice(0, 2))).toEqual([['Jane', 'Roe']]);
  });
});

describe('what reads as a name and is none', () => {
  it('an agency’s picture credit in a byline’s place: “(AP Foto/Martin Meissner, Pool)”', () => {
    for (const credit of ['(AP Foto/Martin Meissner, Pool)', '(AP Photo/Evan Vucci)'])
      expect(people(story('', `<span class="byline-image">${credit}</span>`))).toEqual([]);
  });

  it('a role in a mail link’s words: “Reader Representative”', () => {
    const d = htmlPage(
      `<article><h1>T</h1><p>Text.</p></article><footer><ul><li><a href="mailto:readers@example.com">Reader Representative</a></li></ul></footer>`,
    );
    expect(people(d)).toEqual([]);
  });
});

describe('a staff card that gives the job before the name', () => {
  const card = (job: string, name: string) =>
    `<div><div class="emp_title">${job}</div><div class="emp_photo"><img src="/p.jpg" alt="${name}"></div>
     <div class="emp_data"><div class="name_emp">${name}</div><div class="tel_emp">954-047</div>
     <div class="mail_emp"><a href="mailto:desk@example.kz">desk@example.kz</a></div></div></div>`;
  const page = (cards: string) =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="Example News"></head><body><article><h1>T</h1><p>Text.</p></article>
       <div class="employe_online_tab">Сотрудники онлайн</div><div class="employe_online_block">${cards}</div></body></html>`,
      'https://www.example.kz/ru/story',
    );

  it('each card’s name, after its job (“Редактор”, “Главный редактор”, “Managing Editor”)', () => {
    expect(
      people(
        page(
          card('Редактор', 'Гульмира Байзакова') +
            card('Главный редактор', 'Махаббат Сыздыкова') +
            card('Managing Editor', 'Jane Roe'),
        ),
      ),
    ).toEqual([
      ['Гульмира', 'Байзакова', 'Example News'],
      ['Махаббат', 'Сыздыкова', 'Example News'],
      ['Jane', 'Roe', 'Example News'],
    ]);
  });

  it('a footer’s masthead line in Russian: the editor-in-chief, named in the official order', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="Example News"></head><body><article><h1>T</h1><p>Text.</p></article>
       <footer><p>Учредитель: общество «Пример»</p><p>Главный редактор: Дудина Виктория Жоржевна</p></footer></body></html>`,
      'https://www.example.ru/story',
    );
    expect(people(d)).toEqual([['Виктория', 'Дудина', 'Example News']]);
  });

  it('a title that is no job, or a job before words that are no name, is no one', () => {
    expect(people(page(card('Новости', 'Гульмира Байзакова') + card('Редактор', 'Дежурная смена')))).toEqual(
      [],
    );
  });
});

describe('the site’s name where a section’s is', () => {
  it('a section’s name in the site’s name’s tag gives way to the data’s publisher that spells the address', () => {
    const d = htmlPage(
      `<html><head><title>Story | O TEMPO</title><meta name="author" content="O TEMPO"><meta property="og:site_name" content="Diversao">
       <script type="application/ld+json">{"@type": "NewsArticle", "headline": "Story", "author": [{"@type": "Person", "name": "Patrícia Cassese"}], "publisher": {"@type": "Organization", "name": "O Tempo"}}</script>
       </head><body><article><h1>Story</h1><div class="autor">Por Patrícia Cassese 10/12/20 - 10h02</div><p>Text.</p></article></body></html>`,
      'https://www.otempo.com.br/diversao/story-1.2423262',
    );
    expect(people(d)).toEqual([['Patrícia', 'Cassese', 'O Tempo']]);
  });

  it('a name written as its address is not spelled out by the headline that starts with its word', () => {
    const d = htmlPage(
      `<html><head><title>Deadline Big Media With Jane Roe, Episode 38 - Deadline.com</title>
       <meta property="og:title" content="Deadline Big Media With Jane Roe, Episode 38"><meta property="og:site_name" content="Deadline.com">
       </head><body><h1>Deadline Big Media With Jane Roe, Episode 38</h1><div class="meta">By <a href="/author/jroe/">JANE ROE, Executive Editor</a></div><p>Text.</p></body></html>`,
      'https://www.deadline.com/2013/06/big-media-38/',
    );
    // Spelled out by the headline, the site was the writer's own (her name is in it): no employer.
    expect(people(d)).toEqual([['Jane', 'Roe', 'Deadline.com']]);
  });

  it('a two-letter address as the site’s name is spelled out by the copyright’s holder with those initials', () => {
    const d = (holder: string) =>
      htmlPage(
        `<html><head><title>Story | Europa | DW | 28.04.2023</title><meta property="og:site_name" content="DW.COM">
         </head><body><h1>Story</h1><p>Von Jane Roe</p><p>Text.</p><footer><p>© 2023 ${holder} |</p></footer></body></html>`,
        'https://www.dw.com/de/story/a-65460880',
      );
    expect(people(d('Deutsche Welle'))).toEqual([['Jane', 'Roe', 'Deutsche Welle']]);
    expect(people(d('Daily Wire Media'))).toEqual([['Jane', 'Roe', 'DW.COM']]);
  });

  it('a writer whose own page is on the site works for the site, not for the company its data says owns it', () => {
    const d = (own: string, worksFor: string) =>
      htmlPage(
        `<html><head><title>Story</title><meta property="og:site_name" content="Tages-Anzeiger">
         <script type="application/ld+json">{"@type": "NewsArticle", "headline": "Story", "author": [{"@type": "Person", "name": "Jane Roe", "url": "${own}", "worksFor": {"@type": "NewsMediaOrganization", "name": "${worksFor}"}}], "publisher": {"@type": "Organization", "name": "${worksFor}"}}</script>
         </head><body><h1>Story</h1><span class="author">Jane Roe</span><p>Text.</p></body></html>`,
        'https://www.tagesanzeiger.ch/story-558607976855',
      );
    expect(people(d('https://www.tagesanzeiger.ch/author/84612621/jane-roe', 'Tamedia AG'))).toEqual([
      ['Jane', 'Roe', 'Tages-Anzeiger'],
    ]);
    // Not a guest whose own page is elsewhere, nor an employer the data names without its corporate form.
    expect(people(d('https://www.siemens.com/people/jane-roe', 'Siemens AG'))).toEqual([
      ['Jane', 'Roe', 'Siemens AG'],
    ]);
    expect(people(d('https://www.tagesanzeiger.ch/author/1/jane-roe', 'Tamedia'))).toEqual([
      ['Jane', 'Roe', 'Tamedia'],
    ]);
  });
});

describe('the third slice’s forms', () => {
  const page = (body: string, url = 'https://www.example.com/story') =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="Example News"></head><body><div class="body"><h1>T</h1><p>Deliveries rose.</p>${body}</div></body></html>`,
      url,
    );

  it('a wire story’s lone credit, names only: “Reporting by Jason Hovet”', () => {
    expect(people(page('<div class="attribution"><p>Reporting by Jason Hovet</p></div>'))).toEqual([
      ['Jason', 'Hovet', 'Example News'],
    ]);
    for (const prose of [
      'Reporting by the paper found that the ministry knew.',
      'Reporting by Jane Roe, the paper’s editor, showed the agency knew.',
    ])
      expect(people(page(`<p>${prose}</p>`))).toEqual([]);
  });

  it('a photo’s credit in Cyrillic is no byline: “Фото: Наталия Губернаторова”', () => {
    expect(people(page('<span class="article__picture-author">Фото: Наталия Губернаторова</span>'))).toEqual(
      [],
    );
  });

  it('a masthead’s lines in Swedish: a job, its last word a chief, an editor or a publisher, and names', () => {
    const masthead = (lines: string[]) =>
      `<footer><div>${lines.map((l) => `<p><span class="label">${l.split(':')[0]}: </span><span class="data">${l.split(': ')[1]}</span></p>`).join('')}</div></footer>`;
    expect(
      people(
        page(
          masthead([
            'Chefredaktör och ansvarig utgivare: Susanna Landor',
            'Nyhetschefer: Anna Back och Gunilla Celvin',
            'Printchef: Maria Björkqvist',
            'Redaktionen: 09 125 32 22',
          ]),
        ),
      ),
    ).toEqual([
      ['Susanna', 'Landor', 'Example News'],
      ['Anna', 'Back', 'Example News'],
      ['Gunilla', 'Celvin', 'Example News'],
      ['Maria', 'Björkqvist', 'Example News'],
    ]);
    // A label that is no job names no one, whatever follows it.
    expect(
      people(
        page(
          masthead(['Position: Senior Controller', 'Kategorie: Kleine Ereignisse', 'Thema: Weltmacht China']),
        ),
      ),
    ).toEqual([]);
  });
});

describe('the fourth slice’s forms', () => {
  it('a byline’s newsroom in an element of its own is their employer, no part of a name', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="Global News"></head><body><main><h1>T</h1>
       <div class="c-byline"><div class="c-byline__text"><div class="c-byline__attribution">By Orhan Coskun and Suleiman Al-Khalidi
       <span class="c-byline__source c-byline__source--hasName">Reuters</span></div>
       <div class="c-byline__date">Posted March 2, 2020 5:04 pm</div></div></div><p>Text.</p></main></body></html>`,
      'https://globalnews.ca/news/1/story/',
    );
    expect(people(d)).toEqual([
      ['Orhan', 'Coskun', 'Reuters'],
      ['Suleiman', 'Al-Khalidi', 'Reuters'],
    ]);
  });
});

describe('the fifth slice’s forms', () => {
  it('contributors at a story’s foot, each with their city and country: “David McHugh in Frankfurt, Germany, and Elaine Ganley in Paris contributed.”', () => {
    expect(
      people(story('David McHugh in Frankfurt, Germany, and Elaine Ganley in Paris contributed.')).map((p) =>
        p.slice(0, 2),
      ),
    ).toEqual([
      ['Jane', 'Roe'],
      ['David', 'McHugh'],
      ['Elaine', 'Ganley'],
    ]);
  });

  const hindi = (author: string, shown: string) =>
    htmlPage(
      `<html><head><title>बिजनेस स्टैंडर्ड - निर्यात गिरा</title><script type="application/ld+json">{"@type":"NewsArticle","author":{"@type":"Person","name":"${author}"},"publisher":{"@type":"Organization","name":"Business Standard"}}</script></head>
       <body><table><tr><td><h1>जनवरी में लगातार छठे महीने निर्यात गिरा</h1></td></tr><tr><td>${shown} / नई दिल्ली February 14, 2020</td></tr></table><p>Text.</p></body></html>`,
      'https://hindi.business-standard.com/storypage.php?autono=166607',
    );

  it('a name in a script without capitals, that the page’s data calls its author and the page shows', () => {
    expect(people(hindi('शुभायन चक्रवर्ती', 'शुभायन चक्रवर्ती'))).toEqual([
      ['शुभायन', 'चक्रवर्ती', 'Business Standard'],
    ]);
  });

  it('…and not one the page does not show, nor a desk’s', () => {
    expect(people(hindi('शुभायन चक्रवर्ती', 'बीएस संवाददाता'))).toEqual([]);
    expect(people(hindi('बीएस संवाददाता', 'बीएस संवाददाता'))).toEqual([]);
  });

  it('a link to the post’s category in its meta line is no name: “by j03f3l_1000 | Jun 2, 2020 | Executive Search Blogs”', () => {
    const d = htmlPage(
      `<article><h1>T</h1><p class="post-meta"> by <span class="author vcard"><a href="/author/j03f3l_1000/" rel="author">j03f3l_1000</a></span> | <span class="published">Jun 2, 2020</span> | <a href="/category/blogs/" rel="category tag">Executive Search Blogs</a> | </p><p>Text.</p></article>`,
    );
    expect(people(d)).toEqual([]);
  });
});

describe('the sixth slice’s forms', () => {
  const byline = (line: string) =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="Wicked Local Upton"></head><body><main><h1>T</h1><span class="byline-item">${line}</span><p>Text.</p></main></body></html>`,
      'https://upton.wickedlocal.com/news/20200924/story',
    );

  it('a newsroom in capitals after a bar employs every name before it: “Christal Hayes, Michael Collins, Nicholas Wu | USA TODAY”', () => {
    expect(people(byline('Christal Hayes, Michael Collins, Nicholas Wu | USA TODAY'))).toEqual([
      ['Christal', 'Hayes', 'USA TODAY'],
      ['Michael', 'Collins', 'USA TODAY'],
      ['Nicholas', 'Wu', 'USA TODAY'],
    ]);
  });

  it('…but a section’s words after a bar are no newsroom: “Jane Roe | LOCAL NEWS”', () => {
    expect(people(byline('Jane Roe | LOCAL NEWS'))).toEqual([['Jane', 'Roe', 'Wicked Local Upton']]);
  });

  it('two family names joined by “e” or “y” are one, not two people: “José Volta e Pinto”', () => {
    expect(people(byline('José Volta e Pinto'))).toEqual([['José', 'Volta e Pinto', 'Wicked Local Upton']]);
    expect(people(byline('Ana Pérez y Juan López')).map((p) => p.slice(0, 2))).toEqual([
      ['Ana', 'Pérez'],
      ['Juan', 'López'],
    ]);
  });

  it('an agency in Spanish, Portuguese, Italian or French is no one: “Por: Agencia Reforma”', () => {
    for (const agency of ['Agencia Reforma', 'Agência Brasil', 'Agenzia Nova', 'Agence Europe'])
      expect(people(byline(`Por: ${agency}`))).toEqual([]);
  });
});

describe('the seventh slice’s forms', () => {
  it('a byline box of author links closed by another paper’s name: that paper employs them all', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="The Seattle Times"></head><body><main><h1>T</h1>
       <div class="article-byline"><div class="byline-text coauthors"><span class="byline-copy">By </span>
       <div class="name vcard"><a href="/author/cap-jim-rutenberg/" rel="author">Jim Rutenberg</a></div><span class="byline-copy">, </span>
       <div class="name vcard"><a href="/author/cap-lisa-lerer/" rel="author">Lisa Lerer</a></div>
       <div class="title vcard"><span class="p-author fn">The New York Times</span></div></div></div><p>Text.</p></main></body></html>`,
      'https://www.seattletimes.com/nation-world/story/',
    );
    expect(people(d)).toEqual([
      ['Jim', 'Rutenberg', 'The New York Times'],
      ['Lisa', 'Lerer', 'The New York Times'],
    ]);
  });

  const excerpt = (words: string) =>
    htmlPage(
      `<html><head><meta property="og:site_name" content="Mix 107.3 KIOW"></head><body><main><h1>T</h1><p>${words}</p></main></body></html>`,
      'https://kiow.com/2020/10/26/story/',
    );
  const withDomain = (d: Document) =>
    findPeople(d).map((p) => [p.firstName, p.lastName, p.company, p.domain]);

  it('advisers named before their addresses, with their credentials and job between, and the firm their domain spells', () => {
    const d = excerpt(
      'FIND OUT WHAT BIG THINGS ARE HAPPENING AT BRADFORD! Shallon Weis, CFP®, AIF®, Financial Advisor email: shallon@bradfordfinancialcenter.com Jarrod Raimann, Financial Advisor email: jarrod@bradfordfinancialcenter.com Bradford Financial Center / 215 North Main, Clarion',
    );
    expect(withDomain(d)).toEqual([
      ['Shallon', 'Weis', 'Bradford Financial Center', 'bradfordfinancialcenter.com'],
      ['Jarrod', 'Raimann', 'Bradford Financial Center', 'bradfordfinancialcenter.com'],
    ]);
  });

  it('…but not another person’s address, nor a firm the domain does not spell', () => {
    expect(withDomain(excerpt('Contact: Jane Roe, Financial Advisor email: info@bradford.example'))).toEqual(
      [],
    );
    const [jane] = withDomain(
      excerpt('Jane Roe, Financial Advisor email: jane@jr-advice.example Acme Partners'),
    );
    expect(jane?.[3]).toBe('jr-advice.example');
    expect(jane?.[2]).not.toBe('Acme Partners');
  });
});

describe('the eighth slice’s forms', () => {
  it('the newsroom after the writer’s address in a byline box: “By Leonardo Castañeda | lcastaneda@… | Bay Area News Group”', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="East Bay Times"></head><body><main><h1>T</h1>
       <div class="byline">By <a href="/author/leonardo-castaneda/" class="author-name" rel="author">Leonardo Castañeda</a> | <a href="mailto:lcastaneda@bayareanewsgroup.com">lcastaneda@bayareanewsgroup.com</a> | Bay Area News Group</div>
       <p>Text.</p></main></body></html>`,
      'https://www.eastbaytimes.com/2020/04/24/story/',
    );
    expect(people(d)).toEqual([['Leonardo', 'Castañeda', 'Bay Area News Group']]);
  });

  it('a Chinese byline’s reporter after the newsroom, not the kind of report: “聯合報 記者林宸誼／即時報導”', () => {
    const d = htmlPage(
      `<html><head><title>索尼 | 經濟日報</title></head><body><main><h1>索尼</h1><div class="shareBar__info--author"><span>2020-10-04 15:05</span>聯合報 記者林宸誼／即時報導</div><p>Text.</p></main></body></html>`,
      'https://money.udn.com/money/story/5603/4909425',
    );
    expect(people(d).map((p) => p.slice(0, 2))).toEqual([['宸誼', '林']]);
  });

  it('an Arabic byline, “كتبت” and the name, which has no capitals', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="اليوم السابع"></head><body><main><h1>وزير الرى</h1><span class="writeBy">كتبت أسماء نصار</span><p>نص.</p></main></body></html>`,
      'https://www.youm7.com/story/2020/8/24/x/4943459',
    );
    expect(people(d)).toEqual([['أسماء', 'نصار', 'اليوم السابع']]);
    const desk = htmlPage(
      `<html><body><main><h1>وزير الرى</h1><span class="writeBy">كتب فريق التحرير</span><p>نص.</p></main></body></html>`,
    );
    expect(people(desk)).toEqual([]);
  });

  it('a box classed a byline needs no “كتب” before a name in Arabic, the place after a dash left out', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="اليوم"></head><body><main><h1>طهران</h1><a class="aksa-byline">حسام أبو العلا - القاهرة</a><p>نص.</p></main></body></html>`,
      'https://www.alyaum.com/articles/6291787/x',
    );
    expect(people(d)).toEqual([['حسام', 'العلا', 'اليوم']]);
    // Not a desk's words, and not a plain paragraph with no lead word.
    const desk = htmlPage(
      `<html><body><main><h1>طهران</h1><a class="aksa-byline">فريق التحرير - القاهرة</a><p>حسام أبو العلا</p></main></body></html>`,
    );
    expect(people(desk)).toEqual([]);
  });

  it('a box classed a byline in small letters, as a site may set it, is read capitalised: “marcos lópez”', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="Faro de Vigo"></head><body><main><h1>Iniesta</h1><span class="autor_sup">marcos lópez</span><p>Texto.</p></main></body></html>`,
      'https://www.farodevigo.es/deportes/2020/07/05/x/2309843.html',
    );
    expect(people(d)).toEqual([['Marcos', 'López', 'Faro de Vigo']]);
    // A lead word and a desk's name are still none of a name.
    const desk = htmlPage(
      `<html><body><main><h1>T</h1><span class="autor_sup">por redacción</span><p>Texto.</p></main></body></html>`,
    );
    expect(people(desk)).toEqual([]);
  });

  it('an author tag the copyright line gives a legal form is the publisher, and a copyright line is no byline', () => {
    // The page's data call a section its site, as the saved page's did: the site's name does not rule it out.
    const d = htmlPage(
      `<html><head><meta name="author" content="Faro de Vigo"><meta property="og:site_name" content="Deportes"></head><body><main><h1>T</h1><p>Texto.</p></main><div class="copyright"><address>© Faro de Vigo, S.A. Todos los derechos reservados.</address></div></body></html>`,
      'https://www.farodevigo.es/x.html',
    );
    expect(people(d)).toEqual([]);
    // The legal form is the named one's: a writer's author tag beside the publisher's line still names her.
    const own = htmlPage(
      `<html><head><meta name="author" content="Jane Roe"></head><body><main><h1>T</h1><p>Text.</p></main><div class="copyright">© 2020 Acme Media, S.A.</div></body></html>`,
      'https://news.example/post.html',
    );
    expect(people(own).map((p) => p.slice(0, 2))).toEqual([['Jane', 'Roe']]);
  });

  it('a wire story’s closing credits work for the newsroom its byline box names alone, not for the paper', () => {
    const story = (byline: string) =>
      htmlPage(
        `<html><head><meta property="og:site_name" content="National Post"></head><body><main><h1>Macron</h1><div class="author">${byline}</div><p>PARIS — Text.</p><p>(Reporting by Michel Rose; Editing by Alex Richardson)</p></main></body></html>`,
        'https://nationalpost.com/pmn/health-pmn/x',
      );
    expect(people(story('Reuters'))).toEqual([
      ['Michel', 'Rose', 'Reuters'],
      ['Alex', 'Richardson', 'Reuters'],
    ]);
    // A section's word is no newsroom: the paper stays their company.
    expect(people(story('Staff')).map((p) => p[2])).toEqual(['National Post', 'National Post']);
  });

  it('the publisher’s own name in microdata, not a name of another item inside it (a navigation list’s “Guía TV”)', () => {
    const d = htmlPage(
      `<html><head><title>Iniesta - Faro de Vigo</title></head><body itemprop="publisher" itemscope itemtype="https://schema.org/Organization"><ul itemscope itemtype="https://schema.org/SiteNavigationElement"><li><a href="/tv" itemprop="url"><span itemprop="name">Guía TV</span></a></li></ul><meta itemprop="name" content="Faro de Vigo"><main><h1>Iniesta</h1><span class="autor_sup">Marcos López</span><p>Texto.</p></main></body></html>`,
      'https://www.farodevigo.es/deportes/x.html',
    );
    expect(people(d)).toEqual([['Marcos', 'López', 'Faro de Vigo']]);
  });

  it('a byline paragraph whose place follows a dash in an element of its own: “Por Diêgo Holanda, G1 RO — Porto Velho”', () => {
    const d = htmlPage(
      `<html><head><meta property="og:site_name" content="G1"></head><body><main><h1>T</h1><p class="content-publication-data__from"> Por Diêgo Holanda, G1 RO <span>— Porto Velho</span> </p><p>Text.</p></main></body></html>`,
      'https://g1.globo.com/ro/rondonia/noticia/2020/03/08/story.ghtml',
    );
    expect(people(d).map((p) => p.slice(0, 2))).toEqual([['Diêgo', 'Holanda']]);
  });

  it('a quotation’s source names the one quoted, not a person presented; a signature on its own still names one', () => {
    const d = (quote: string) =>
      htmlPage(
        `<html><head><meta property="og:site_name" content="Tele Pinar"></head><body><main><h1>T</h1><span class="author">Por Pedro Gil</span><p>Texto.</p>${quote}<p>Más texto.</p></main></body></html>`,
        'https://www.telepinar.cu/x/',
      );
    const quoted = `<blockquote><p>“Este fue un curso atípico.”</p><cite>Isabel Reinoso Castillo, directora CUM Consolación del Sur</cite></blockquote>`;
    expect(people(d(quoted)).map((p) => p.slice(0, 2))).toEqual([['Pedro', 'Gil']]);
    const signed = `<p><cite>Isabel Reinoso Castillo, directora CUM Consolación del Sur</cite></p>`;
    expect(people(d(signed)).map((p) => p.slice(0, 2))).toContainEqual(['Isabel', 'Castillo']);
  });

  it('capitals the page writes in small letters too are a phrase, not a name (“ΣΥΝΤΑΚΤΙΚΗ ΟΜΑΔΑ”, the editorial team)', () => {
    const d = (author: string, rules: string) =>
      htmlPage(
        `<html><head><script type="application/ld+json">{"@type":"NewsArticle","headline":"T","author":{"@type":"Person","name":"${author}"}}</script></head><body><main><h1>T</h1><p>Κείμενο.</p></main><p>${rules}</p></body></html>`,
        'https://www.haniotika-nea.gr/x/',
      );
    const rules = 'Σχόλια που η συντακτική ομάδα κρίνει πως δεν προσφέρουν στο διάλογο θα αφαιρούνται.';
    expect(people(d('ΣΥΝΤΑΚΤΙΚΗ ΟΜΑΔΑ', rules))).toEqual([]);
    // A name in capitals stays one: the page does not write it in small letters.
    expect(people(d('ΓΙΩΡΓΟΣ ΠΑΠΑΔΑΚΗΣ', rules)).map((p) => p.slice(0, 2))).toEqual([
      ['ΓΙΩΡΓΟΣ', 'ΠΑΠΑΔΑΚΗΣ'],
    ]);
  });

  it('an author tag the copyright line gives a legal form, in capitals and in a footer of any class, names the publisher', () => {
    const d = (author: string) =>
      htmlPage(
        `<html><head><meta name="author" content="${author}"></head><body><main><h1>T</h1><p>Texto.</p></main><div class="footer_creditos">Copyright © 2016 EDITORA LISTIN DIARIO, S.A. | Todos los derechos reservados.</div></body></html>`,
        'https://listindiario.com/x',
      );
    expect(people(d('Listin Diario'))).toEqual([]);
    expect(people(d('Héctor Cruz')).map((p) => p.slice(0, 2))).toEqual([['Héctor', 'Cruz']]);
  });
});

describe('the site’s name, for the people it publishes', () => {
  const byline = (head: string, foot: string, url: string) =>
    htmlPage(
      `<html><head>${head}</head><body><article><h1>T</h1><p class="byline">By Jane Roe</p><p>Text.</p></article><footer>${foot}</footer></body></html>`,
      url,
    );

  it('a name longer than 40 letters is the site’s when it spells the address, not a headline’s', () => {
    const site = '<meta property="og:site_name" content="Carnegie Endowment for International Peace">';
    expect(people(byline(site, '', 'https://carnegieendowment.org/x'))).toEqual([
      ['Jane', 'Roe', 'Carnegie Endowment for International Peace'],
    ]);
    // At another address it is still read as no name: the domain stands for the site.
    expect(people(byline(site, '', 'https://example.org/x'))).toEqual([['Jane', 'Roe', 'example.org']]);
  });

  it('an address that writes a name’s umlauts out is spelled by it (“Jagd Österreich”, jagd-oesterreich.at)', () => {
    const head = '<meta property="og:site_name" content="jagd-oesterreich.at">';
    expect(
      people(byline(head, '2018 © Jagd Österreich | Impressum', 'https://www.jagd-oesterreich.at/x')),
    ).toEqual([['Jane', 'Roe', 'Jagd Österreich']]);
  });

  it('a copyright line is read under hundreds of footer links after it (800 elements)', () => {
    const links = Array.from({ length: 400 }, (_, i) => `<li><a href="/t/${i}">Team ${i}</a></li>`).join('');
    expect(
      people(
        byline(
          '',
          `<p>© 2023 Los Angeles Rams. All rights reserved</p><ul>${links}</ul>`,
          'https://www.therams.com/x',
        ),
      ),
    ).toEqual([['Jane', 'Roe', 'Los Angeles Rams']]);
  });
});

describe('a show’s credits and its transcript', () => {
  const show = (foot: string, transcript = '') =>
    htmlPage(
      `<body><article><h1>Why 3rd Grade Matters</h1>${transcript}<p>In this episode, an economist on data.</p><p>Thoughts? Write to us.</p>${foot}</article></body>`,
    );

  it('production credits: every part’s names, not those thanked after the sentence', () => {
    const d = show(
      '<p>“Sway” is produced by Jane Roe, John Doe and Mary Major and edited by Paula Poe; fact-checking by Kate Kay; music and sound design by Isaac Ivy. Special thanks to Rita Ray.</p>',
    );
    expect(people(d).map((p) => p.slice(0, 2).join(' '))).toEqual([
      'Jane Roe',
      'John Doe',
      'Mary Major',
      'Paula Poe',
      'Kate Kay',
      'Isaac Ivy',
    ]);
  });

  it('credits a sentence each, before a transcript’s hundreds of paragraphs and in the paragraph after: every sentence’s names, to the first that credits no one', () => {
    const transcript = '<p>[MUSIC PLAYING] We talk about it at length.</p>'.repeat(400);
    const d = show(
      `<p>“The Ezra Klein Show” is produced by Annie Galvin and Rogé Karma. Fact-checking by Michelle Harris, Mary Marge Locker and Kate Sinclair. Original music by Isaac Jones.</p><p>Mixing by Sonia Herrero and Carole Sabouraud. Audience strategy by Shannon Busta. Special thanks to Rita Ray.</p>${transcript}`,
    );
    expect(people(d).map((p) => p.slice(0, 2).join(' '))).toEqual([
      'Annie Galvin',
      'Rogé Karma',
      'Michelle Harris',
      'Mary Locker',
      'Kate Sinclair',
      'Isaac Jones',
      'Sonia Herrero',
      'Carole Sabouraud',
      'Shannon Busta',
    ]);
    // A sentence after them that names no one by its maker ends them.
    expect(
      people(
        show(
          `<p>“Sway” is produced by Jane Roe. Its music by the band Blue Hour is on sale.</p>${transcript}`,
        ),
      ).map((p) => p.slice(0, 2).join(' ')),
    ).toEqual(['Jane Roe']);
  });

  it('not prose that says something was produced by something', () => {
    expect(people(show('<p>The film is produced by Warner Brothers Pictures and a fund.</p>'))).toEqual([]);
    expect(people(show('<p>Most of the steel is produced by blast furnaces in China.</p>'))).toEqual([]);
  });

  it('a transcript’s speakers, two turns each, in small letters or not', () => {
    const turn = (who: string, said: string) => `<dt>${who}</dt><dd><p>${said}</p></dd>`;
    const d = show(
      '',
      `<dl>${turn('jane roe', 'Welcome.')}${turn('john doe', 'Thanks.')}${turn('jane roe', 'So?')}${turn('john doe', 'Well.')}</dl>`,
    );
    expect(people(d).map((p) => p.slice(0, 2).join(' '))).toEqual(['Jane Roe', 'John Doe']);
    // A glossary's terms, each once, are no one.
    const glossary = show('', `<dl>${turn('Jane Roe', 'A name.')}${turn('John Doe', 'Another.')}</dl>`);
    expect(people(glossary)).toEqual([]);
    // Nor an infobox's labels, though one comes back over values long as a sentence.
    const works = 'Stranger, Breath, Leave Me Alone, The Same Song Again and Again';
    const infobox = show(
      '',
      `<dl>${turn('Chinese name', 'A name')}${turn('Works', works)}${turn('Label', 'A record company')}${turn('Works', works)}</dl>`,
    );
    expect(people(infobox)).toEqual([]);
    // Nor a menu's terms, with nothing under them, named twice (for two screen sizes).
    const menu = ['鳴人堂', '房地產', '讀書吧', '讀小說']
      .map((t) => `<dt><a href="/${t}">${t}</a></dt>`)
      .join('');
    expect(people(show('', `<dl>${menu}</dl><dl>${menu}</dl>`))).toEqual([]);
  });
});
