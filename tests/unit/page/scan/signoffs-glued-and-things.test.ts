// @vitest-environment happy-dom
// Forms the development pages still missed at the end of the real-page work's fifth slice: a wire
// story's sign-off in a line of its own that is no paragraph; an author tag with the next field glued
// to the name (and a card's title glued to its maker's); a "Name" column that lists things; a quote's
// attribution under it after a dash.
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);

describe('a wire story’s sign-off in a line of its own', () => {
  const story = (signOff: string) =>
    htmlPage(
      `<html><body><h1>Nepal says no proof plane suffered bird strike</h1><p>KATHMANDU, April 25 (Reuters) - The plane landed safely.</p><div class="article-body__element"><span class="sign-off__text">${signOff}</span></div></body></html>`,
      'https://www.reuters.com/business/aerospace-defense/nepal-says-no-proof-2023-04-25/',
    );

  it('names every credit it lists, apart by commas', () => {
    expect(
      names(
        story(
          'Reporting by Gopal Sharma, additional reporting by Lisa Barrington, writing by Shilpa Jamkhandikar, Editing by Alex Richardson',
        ),
      ).sort(),
    ).toEqual(['Alex Richardson', 'Gopal Sharma', 'Lisa Barrington', 'Shilpa Jamkhandikar']);
  });

  it('…not a sentence that starts like one', () => {
    expect(names(story('Reporting by the agency found that most flights were on time last year.'))).toEqual(
      [],
    );
  });
});

describe('an author tag with the next field glued to the name', () => {
  const page = (author: string) =>
    htmlPage(
      `<html><head><meta name="author" content="${author}"></head><body><h1>Rockland to declare local state of emergency</h1><p>Rockland County Executive Ed Day said he will declare it.</p></body></html>`,
      'https://www.recordonline.com/news/20200316/rockland-to-declare-local-state-of-emergency',
    );

  it('“Robert Brum and Isabel KeaneJournal News”: the two writers, no “Isabel News”', () => {
    expect(names(page('Robert Brum and Isabel KeaneJournal News')).sort()).toEqual([
      'Isabel Keane',
      'Robert Brum',
    ]);
  });

  it('…a name’s own capital inside it stays: “Jeff VanderMeer”, “Mary FitzGerald”', () => {
    expect(names(page('Jeff VanderMeer and Mary FitzGerald')).sort()).toEqual([
      'Jeff VanderMeer',
      'Mary FitzGerald',
    ]);
  });
});

describe('a card’s title glued to its maker’s name', () => {
  const cards = htmlPage(
    `<html><body><h1>Made with Sites</h1><h2>From our community members</h2><ul>${[
      ['Pixel Editor', 'Ayaneshu Bhardwaj'],
      ['Earworm Studio', 'Holly Li'],
      ['Cursor Images', 'Tomasz Seiz'],
    ]
      .map(
        ([title, maker]) =>
          `<li><div><h3>${title}</h3><a href="/@${maker!.split(' ')[0]}">${maker}</a></div></li>`,
      )
      .join('')}</ul></body></html>`,
    'https://www.example.com/sites/',
  );

  it('“Pixel EditorAyaneshu Bhardwaj”, one element’s text glued to the next’s, is no one', () => {
    expect(names(cards)).toEqual([]);
  });
});

describe('a “Name” column that lists things', () => {
  const table = (rows: string) =>
    htmlPage(
      `<html><body><h1>Sets</h1><table><thead><tr><th>Name</th><th>Set Number</th><th>Pieces</th></tr></thead><tbody>${rows}</tbody></table></body></html>`,
    );

  it('no person where no value starts with a given name and no row has an address', () => {
    expect(
      names(
        table(
          '<tr><td>Louvre</td><td>21024</td><td>695</td></tr><tr><td>Diagon Alley</td><td>75978</td><td>5544</td></tr><tr><td>Millennium Falcon</td><td>75192</td><td>7541</td></tr><tr><td>New York City</td><td>21028</td><td>598</td></tr>',
        ),
      ),
    ).toEqual([]);
  });

  it('…but a column of people, one of them with a given name the lists know, is read', () => {
    expect(
      names(
        table(
          '<tr><td>Zorba Quill</td><td>1</td><td>2</td></tr><tr><td>Jane Roe</td><td>3</td><td>4</td></tr><tr><td>Ulf Tarnow</td><td>5</td><td>6</td></tr>',
        ),
      ),
    ).toEqual(['Zorba Quill', 'Jane Roe', 'Ulf Tarnow']);
  });
});

describe('a quote’s attribution under it, after a dash', () => {
  it('“– Kyle Hughes, Writer”, a paragraph of its own', () => {
    const d = htmlPage(
      `<html><body><h1>Luboku takes off</h1><blockquote><p>Luboku takes off to astral new heights with his new EP.</p><p><strong>– Kyle Hughes, Writer</strong></p></blockquote></body></html>`,
    );
    expect(names(d)).toEqual(['Kyle Hughes']);
  });

  it('…a second role after the first is no organisation: “– Michael Di Iorio, Magazine Editor, Writer”', () => {
    const d = htmlPage(
      `<html><body><h1>Luboku takes off</h1><blockquote><p>Mixing vocals with electronics.</p><p><strong>– Michael Di Iorio, The Brag Magazine Editor, Writer</strong></p></blockquote></body></html>`,
    );
    const [p] = findPeople(d);
    expect([p?.firstName, p?.lastName]).toEqual(['Michael', 'Di Iorio']);
    expect(p?.company).not.toBe('Writer');
  });
});

describe('a byline in the story’s own article, whatever its classes say', () => {
  it('the page’s only article, classed a teaser by its view mode', () => {
    const d = htmlPage(
      `<html><body><div class="block--page-title"><h1>Kalifornien verpachtet Seeboden</h1></div><article class="node--type--article teaser--only-body"><section class="article--authors-inline"><span class="author">von Tilman Weber</span></section><div class="text">Kalifornien hat erstmals Seeboden verpachtet.</div></article></body></html>`,
      'https://www.erneuerbareenergien.de/kalifornien-verpachtet-seeboden',
    );
    expect(names(d)).toEqual(['Tilman Weber']);
  });

  it('an article classed as one with comments, beside other stories’ articles', () => {
    const d = htmlPage(
      `<html><body><article class="post commented"><h1>How to stop buying things you don’t need</h1><div class="byline">By Patrick Allan</div><p>Text.</p></article><article class="teaser"><h2><a href="/other">Another story</a></h2></article></body></html>`,
      'https://lifehacker.com/how-to-stop-buying-1690268064',
    );
    expect(names(d)).toEqual(['Patrick Allan']);
  });

  it('…but a byline in a box of related stories is still no writer of this page', () => {
    const d = htmlPage(
      `<html><body><h1>Headline</h1><p>Text of the story.</p><article class="teaser"><div class="byline">By Jane Roe</div></article><article class="teaser"><div class="byline">By John Doe</div></article></body></html>`,
    );
    expect(names(d)).toEqual([]);
  });
});

describe('Open Graph’s article author tag', () => {
  it('a name in `article:author` is the writer’s', () => {
    const d = htmlPage(
      `<html><head><meta property="article:author" content="Sarah Weber"></head><body><h1>Kalifornien verpachtet Seeboden</h1><p>Kalifornien hat erstmals Seeboden verpachtet.</p></body></html>`,
      'https://www.erneuerbareenergien.de/kalifornien-verpachtet-seeboden',
    );
    expect(names(d)).toEqual(['Sarah Weber']);
  });

  it('…a link to a profile there names no one', () => {
    const d = htmlPage(
      `<html><head><meta property="article:author" content="https://www.facebook.com/someone"></head><body><h1>Headline</h1><p>Text.</p></body></html>`,
    );
    expect(names(d)).toEqual([]);
  });
});

describe('a card’s headline, its parts apart by a spaced dash', () => {
  const grid = (cards: [string, string][]) =>
    htmlPage(
      `<html><head><title>Speakers</title></head><body><h2>Our speakers</h2><div class="strip">${cards
        .map(
          ([name, headline]) =>
            `<div class="item"><div class="block"><h4><a href="/speakers/${name.toLowerCase().replace(/ /g, '-')}/">${name}</a></h4><p>${headline}</p></div></div>`,
        )
        .join('')}</div></body></html>`,
      'https://eu.communityovercode.org/speakers/',
    );
  const companies = (d: Document) =>
    Object.fromEntries(findPeople(d).map((p) => [`${p.firstName} ${p.lastName}`, p.company]));

  it('the role, the company, then another part: “Principal Scientist, Adobe - Board Member, …”', () => {
    const d = grid([
      ['Bertrand Delacretaz', 'Principal Scientist, Adobe - Board Member, Apache Software Foundation'],
      ['Adam Saghy', 'BaaSFlow - Principal Software Engineer'],
      ['Alexander Laye', 'Software Engineer at Microsoft'],
    ]);
    expect(companies(d)).toMatchObject({
      'Bertrand Delacretaz': 'Adobe',
      'Adam Saghy': 'BaaSFlow',
      'Alexander Laye': 'Microsoft',
    });
  });

  it('an organisation’s name alone under the name, known by its legal form or as a foundation', () => {
    const d = grid([
      ['Aleksandar Vidakovic', 'Monkeys in Town d.o.o.'],
      ['Paul King', 'Unity Foundation'],
      ['Alexander Laye', 'Software Engineer at Microsoft'],
    ]);
    expect(companies(d)).toMatchObject({
      'Aleksandar Vidakovic': 'Monkeys in Town d.o.o.',
      'Paul King': 'Unity Foundation',
    });
  });

  it('…nor a board its chair leads, nor a degree’s field: “Vorsitzender der Geschäftsleitung”, “MSc en Ingénierie du territoire”', () => {
    const d = grid([
      ['Markus Rindlisbacher', 'Vorsitzender der Geschäftsleitung'],
      ['Lukas Läderach', 'MSc en Ingénierie du territoire'],
      ['Alexander Laye', 'Software Engineer at Microsoft'],
    ]);
    const found = companies(d);
    expect(found['Markus Rindlisbacher']).not.toBe('Geschäftsleitung');
    expect(found['Lukas Läderach']).not.toBe('Ingénierie du territoire');
  });

  it('…not a role’s part after a dash: “Software Engineer - Backend” names no company', () => {
    const d = grid([
      ['Jane Roe', 'Software Engineer - Backend'],
      ['John Doe', 'Data Engineer - Platform'],
      ['Alexander Laye', 'Software Engineer at Microsoft'],
    ]);
    const found = companies(d);
    expect(found['Jane Roe']).not.toBe('Backend');
    expect(found['John Doe']).not.toBe('Platform');
  });
});

describe('a wire story’s credits on a portal that carries it', () => {
  const story = (dateline: string) =>
    htmlPage(
      `<html><body><article><h1>Thai cannabis advocates urge government not to re-list drug</h1><div class="caas-body"><p>${dateline} Dozens of Thai cannabis advocates urged the government on Thursday to abandon its plans.</p><p>"We do not support a wild west of marijuana in Thailand."</p><p>(Reporting by Chayut Setboonsarng and Panarat Thepgumpanat; Editing by Martin Petty)</p></div></article></body></html>`,
      'https://www.aol.com/news/thai-cannabis-advocates-urge-government-063010404.html',
    );
  const companies = (d: Document) => findPeople(d).map((p) => p.company);

  it('work for the agency its dateline names: “BANGKOK (Reuters) -”', () => {
    expect(companies(story('BANGKOK (Reuters) -'))).toEqual(['Reuters', 'Reuters', 'Reuters']);
  });

  it('…not for a person a dateline’s brackets might hold', () => {
    expect(companies(story('BANGKOK (Jane Roe) -'))).not.toContain('Jane Roe');
  });
});
