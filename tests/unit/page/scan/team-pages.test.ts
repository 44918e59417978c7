// @vitest-environment happy-dom
/**
 * Rules written on the development pages of organisations' own team pages kept in their sites'
 * repositories (a research consortium's cards, a media start-up's bios in paragraphs, an open-source
 * community's groups of cards): the institution a card's line names by its kind, a card's role in bold
 * that is no name, a line naming someone over a bio that starts with their name, and a team's small
 * groups set as its grids' cards are. Each test fails without its rule.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { headlineCompany, organisationAlone } from '../../../../page/scan/people/headlines';
import { fromMarkedPeople } from '../../../../page/scan/people/marked-people';
import { htmlPage } from './fixtures';

const people = (d: Document) =>
  findPeople(d)
    .map((p) => `${p.firstName} ${p.lastName} [${p.company ?? ''}]`)
    .sort();

const card = (name: string, role: string, position: string) =>
  `<li class="item"><img src="x.jpg"><div><h3>${name}</h3><p><strong>${role}</strong></p><p>${position}</p>
   <p>Force field fitting and benchmarks</p></div></li>`;

describe('the institution a card names by its kind', () => {
  it('is the company of a position before it, a campus after a university of a state kept', () => {
    expect(headlineCompany('Postdoctoral Fellow, University of California, San Diego')).toBe(
      'University of California, San Diego',
    );
    expect(headlineCompany('Graduate Student, Sloan Kettering Institute')).toBe('Sloan Kettering Institute');
    expect(headlineCompany('Research Assistant Professor, Rutgers University, New Jersey')).toBe(
      'Rutgers University',
    );
    expect(headlineCompany('Postdoctoral Fellow, Lancaster University (UK)')).toBe('Lancaster University');
    // Alone on a card's line, an organisation's line; after a name, a signature's.
    expect(organisationAlone('University of Colorado, Boulder')).toBe('University of Colorado, Boulder');
    expect(headlineCompany('University of Colorado, Boulder')).toBeNull();
    expect(headlineCompany('Jane Roe, Rutgers University')).toBeNull();
  });

  it('is not a role that names one, nor a sentence', () => {
    expect(headlineCompany('Dean of the Business School')).toBeNull();
    expect(headlineCompany('She studied chemistry, and then taught at a school in town')).toBeNull();
  });

  it("gives a team's cards their own institutions, and a role in bold over it is no one", () => {
    const page = htmlPage(
      `<body><h1>Team</h1><ul>
       ${card('Ada Brennan', 'Researcher', 'Graduate Student, University of California, Irvine')}
       ${card('Tomas Okafor', 'Senior Scientist', 'Research Assistant Professor, Rutgers University, New Jersey')}
       ${card('Mina Larsen', 'Primary Investigator', 'Professor, Newcastle University, UK')}
       </ul></body>`,
      'https://forcefields.example.org/about/team/',
    );
    expect(people(page)).toEqual([
      'Ada Brennan [University of California, Irvine]',
      'Mina Larsen [Newcastle University]',
      'Tomas Okafor [Rutgers University]',
    ]);
  });
});

describe('a line naming someone over a bio that starts with their name', () => {
  const bio = (line: string, text: string) => `<p><a href="../team/">${line}</a></p><p>${text}</p>`;

  it('is a person of the team, in capitals or not, with the role after a dash', () => {
    const page = htmlPage(
      `<head><title>Our Team | MediaStart</title></head><body><div class="content">
       ${bio('MARA QUINLAN – THE BIG CHEESE', "Mara's experience spans film production, print publishing and media sales, and over the last year she produced a number of shorts.")}
       ${bio('Owen Ferreira – Advisor', 'Owen Ferreira has managed the growth of a small design studio into a strategic communications firm with offices in two cities.')}
       </div></body>`,
      'https://mediastart.example/about/team/',
    );
    expect(people(page).map((p) => p.split(' [')[0])).toEqual(['Mara Quinlan', 'Owen Ferreira']);
  });

  it("is no one on a page that is no team's: a listicle's entry over its words about the work", () => {
    const page = htmlPage(
      `<head><title>The best exhibitions of the year</title></head><body><article>
       ${bio('Mara Quinlan – Roots and Rivers, Serpentine Gallery', 'Mara Quinlan’s river of stone drew interest long ago, when she remade a boulder found in nature, and it still does.')}
       </article></body>`,
      'https://artnews.example/reviews/best-of-the-year',
    );
    expect(people(page)).toEqual([]);
  });

  it('is no one when the paragraph after is about someone else or is short', () => {
    const page = htmlPage(
      `<body><div class="content">
       ${bio('Mara Quinlan', 'The studio was founded in 2001 and has since produced films for many clients across the country and abroad.')}
       ${bio('Owen Ferreira', 'Owen joined us.')}
       </div></body>`,
      'https://mediastart.example/news/',
    );
    expect(people(page)).toEqual([]);
  });
});

describe("a team's small groups set as its grids' cards are", () => {
  const member = (name: string, bio: string, account = '') =>
    `<div class="col"><div class="card"><img src="x.jpg"><div class="card-body"><h3 class="card-title">${name}</h3>
     ${account && `<a href="https://github.com/${account}">GitHub</a>`}<p class="card-text">${bio}</p></div></div></div>`;

  it('are its people too: a council of three, then two coordinators and two interns (a given name the lists lack with an account of their own), not a box of work', () => {
    const page = htmlPage(
      `<body><h1>Our Team</h1>
       <h2>Steering Council</h2><div class="row">
       ${member('Ivana Morales', 'Founder of the community.')}${member('Pedro Salas', 'Data wrangler and Python lover.')}${member('Lucia Vidal', 'Chief executive at a consultancy.')}</div>
       <h2>Coordinators</h2><div class="row">${member('Sofia Herrera', 'Learning coordinator.')}${member('Diego Romero', 'I am currently based at CERN, working as a fellow.')}</div>
       <h2>Interns</h2><div class="row">${member('Marta Ruiz', 'Engineering graduate.')}${member('Mfonobong Uyah', 'Engineering graduate.', 'mfon-uyah')}</div>
       <h2>What we do</h2><div class="row">${member('Open Source', 'Our infrastructure work.')}</div>
       <h2>Projects</h2><div class="row"><div class="project"><h3 class="card-title">Data Pipelines</h3></div></div>
       </body>`,
      'https://opencommunity.example.org/about/team/',
    );
    expect(people(page).map((p) => p.split(' [')[0])).toEqual([
      'Diego Romero',
      'Ivana Morales',
      'Lucia Vidal',
      'Marta Ruiz',
      'Mfonobong Uyah',
      'Pedro Salas',
      'Sofia Herrera',
    ]);
    expect(people(page)).toContain('Diego Romero [CERN]');
  });
});

describe("a team card's bio", () => {
  it('says a past employer where it tells a career, not a company of theirs', () => {
    expect(
      headlineCompany(
        'Before co-founding Lumo Group, Irina worked as Director of Engineering at Hearst Corporation.',
      ),
    ).toBeNull();
    expect(headlineCompany('Most recently, Carl was Practice Manager at Amazon Web Services.')).toBeNull();
    expect(headlineCompany('Prior to joining us, she led sales at Oracle')).toBeNull();
  });

  it('is read by its first sentence, and the site its title names about itself is the staff’s', () => {
    const member = (name: string, ...bio: string[]) =>
      `<div class="member"><img src="x.jpg"><h4>${name}</h4>${bio.map((b) => `<p>${b}</p>`).join('')}</div>`;
    const page = htmlPage(
      `<head><title>Our Team | About Lumo Group</title></head><body><h2>Leadership Team</h2><div class="grid">
       ${member('Irina Costa', 'Irina Costa has spent almost two decades as a technologist in a variety of industries, including digital media and cloud computing.', 'She has presented at ServerlessConf 2017 and at AWS re:Invent 2017 on her favourite topic, serverless computing and its economics.')}
       ${member('Paul Marin', 'Paul Marin is Vice President, Corporate Development at Mastercard, responsible for acquisitions and equity investments across regions.', 'Prior to joining Mastercard, Paul spent six years at Bank of America Merrill Lynch in its technology investment banking group.')}
       ${member('Dana Lupu', 'Dana Lupu is an ambitious and confident leader who works effectively in fast-moving organisations and teams.', 'Before co-founding Lumo Group, Dana worked in business development at Michael C. Fina in New York.')}
       </div></body>`,
      'https://www.lumogroup.example/about/team/',
    );
    expect(people(page)).toEqual([
      'Dana Lupu [Lumo Group]',
      'Irina Costa [Lumo Group]',
      'Paul Marin [Mastercard]',
    ]);
  });

  it('gives the name someone goes by as none of their name', () => {
    const card = (line: string) =>
      `<tr><td><img src="x.png" alt></td><td><strong>${line}</strong>.<br><br>Works on the library's examples.</td></tr>`;
    const page = htmlPage(
      `<body><h1>The Team</h1><table><tbody>${card('<a href="https://x.example/@eitch">Robert von Burg aka “Eitch”</a>, Developer, Releaser')}
       ${card('Thomas Aarts (aka Tom), Developer, Creating examples')}${card('<a href="https://x.example/dh">Dr. Dieter Holz</a>, Lecturer, Software Developer')}</tbody></table></body>`,
      'https://gpio.example.com/about/team/',
    );
    expect(people(page).map((p) => p.split(' [')[0])).toEqual([
      'Dieter Holz',
      'Robert von Burg',
      'Thomas Aarts',
    ]);
  });
});

describe("a team page's people as its markup marks them", () => {
  const portrait = (name: string, role: string, place = '') =>
    `<div class="portrait-wrapper"><a href="/members/${name.toLowerCase().replace(/ /g, '-')}.html" class="portrait" aria-label="${name}">
     <img src="/images/photo.jpg" class="portrait-image" alt="member portrait"><span class="portrait-text"><span class="portrait-name">${name}</span>
     <span class="portrait-role"><i class="icon"></i><span>${role}</span></span>${place && `<span>${place}</span>`}</span></a></div>`;

  it('are the boxes classed as a person’s, each with an element classed as its name, on a team’s page', () => {
    const page = htmlPage(
      `<head><title>Team | Vision Lab</title></head><body><section><h1>Team</h1></section><section>
       ${portrait('Wei Sun', 'Principal Investigator', 'University of Alabama in Huntsville')}${portrait('Haroon Dupty', 'Postdoctoral Researcher')}${portrait('Zirui Zhao', 'PhD Student')}
       </section></body>`,
      'https://visionlab.example.io/team/',
    );
    expect(people(page)).toEqual([
      'Haroon Dupty [Vision Lab]',
      'Wei Sun [University of Alabama in Huntsville]',
      'Zirui Zhao [Vision Lab]',
    ]);
  });

  it("are a list's items classed as authors, a name each, under a team's title", () => {
    const author = (name: string, about: string) =>
      `<li class="author"><span class="name">${name}</span><div class="social"><a href="https://github.com/x">GitHub</a></div><div class="description">${about}</div></li>`;
    const list = `<ul class="authors">${author('Asya Ivanova', 'Organizational psychologist and people advocate.')}${author('Evgeny Petrov', 'Used to help people print money.')}${author('Inga Kasparavichute', 'BI Analyst. A good table tennis opponent.')}</ul>`;
    const team = htmlPage(
      `<head><title>Meet the Team • Workbook</title></head><body>${list}</body>`,
      'https://workbook.example/team/',
    );
    expect(people(team).map((p) => p.split(' [')[0])).toEqual([
      'Asya Ivanova',
      'Evgeny Petrov',
      'Inga Kasparavichute',
    ]);
    // A story's related authors, set the same way, are no team's (whatever its bylines say of them).
    const story = htmlPage(
      `<head><title>How we work remotely • Workbook</title></head><body><article><h1>How we work remotely</h1><p>Text.</p></article>${list}</body>`,
      'https://workbook.example/blog/remote/',
    );
    expect(fromMarkedPeople(story)).toEqual([]);
    expect(fromMarkedPeople(team).map((p) => p.lastName)).toEqual(['Ivanova', 'Petrov', 'Kasparavichute']);
  });

  it("are a conference's speaker cards, each employer the line its class calls the position", () => {
    const speaker = (first: string, last: string, company: string) =>
      `<div class="speaker zoe-effect"><figure><ul class="ribbon-wrapper"><li><p class="ribbon">${company}</p></li></ul>
       <figcaption><h2 class="name">${first} <span>${last}</span></h2><span class="position">${company}</span></figcaption></figure>
       <p class="bio">Programmer for fifteen years and a trainer for five, fond of simple solutions to hard problems.</p></div>`;
    const page = htmlPage(
      `<head><title>Nasi trenerzy • CodeBay 2018</title></head><body><h1>Nasi trenerzy</h1>
       ${speaker('Zbigniew', 'Papuga', 'Dynatrace')}${speaker('Grzegorz', 'Dyrek', 'Geeky Devs')}${speaker('Daniel', 'Pokora', 'Onwelo')}</body>`,
      'https://codebay.example.pl/speakers/',
    );
    expect(people(page)).toEqual([
      'Daniel Pokora [Onwelo]',
      'Grzegorz Dyrek [Geeky Devs]',
      'Zbigniew Papuga [Dynatrace]',
    ]);
  });

  it("are a conference's speaker cards whose position is the employer, before a bio that names another", () => {
    const speaker = (first: string, last: string, company: string, bio: string) =>
      `<div class="speaker zoe-effect"><figure><figcaption><h2 class="name">${first} <span>${last}</span></h2>
       <span class="position">${company}</span></figcaption><p class="bio">${bio}</p></figure></div>`;
    const page = htmlPage(
      `<head><title>Nasi trenerzy • CodeBay 2018</title></head><body><h1>Nasi trenerzy</h1>
       ${speaker('Maciej', 'Krajewicz', 'Yameo', 'Maciej jest trenerem w Infoshare Accademy i dyrektorem zarządzającym w Yameo, Devops z wieloletnim doświadczeniem.')}
       ${speaker('Paweł', 'Kapusta', 'kapware.com', 'Inżynier, business driven developer, programista Clojure, przedsiębiorca w kapware.com.')}
       ${speaker('Patryk', 'Omielko', 'intive', 'Lubię dzielić się wiedzą - jestem trenerem w infoShare Academy oraz organizuję lokalne wydarzenia.')}</body>`,
      'https://codebay.example.pl/speakers/',
    );
    expect(people(page)).toEqual([
      'Maciej Krajewicz [Yameo]',
      'Patryk Omielko [intive]',
      'Paweł Kapusta [kapware.com]',
    ]);
  });

  it("are a conference's cards whose name has its company in brackets: that company, not a role's or a place's", () => {
    const speaker = (name: string, title: string) =>
      `<div class="speaker "><a href="/speakers/x/" class="speaker-inner"><span class="photo"><img src="x.jpg"></span>
       <span class="name"><span class="text-fit">${name}</span></span><span class="description">${title}</span>
       <span class="view">View profile</span></a></div>`;
    const page = htmlPage(
      `<head><title>Speakers</title></head><body><h1>Speakers</h1><div class="speakers">
       ${speaker('Ali Jelvani (Protonet)', 'Co-Founder and Chief Revolutionary Officer @ Protonet')}
       ${speaker('Luke Millard (3scale)', 'Inside Sales & Commercial @ 3scale')}
       ${speaker('Pieter Colpa (iMinds)', 'Researcher @ iMinds')}
       ${speaker('Kin Laine (API Evangelist)', 'API Evangelist')}
       ${speaker('Daniel Smedberg (UK)', 'Founder and CEO @ optile GmbH')}</div></body>`,
      'https://apidays.example/speakers/',
    );
    expect(people(page)).toEqual([
      'Ali Jelvani [Protonet]',
      'Daniel Smedberg []',
      'Kin Laine []',
      'Luke Millard [3scale]',
      'Pieter Colpa [iMinds]',
    ]);
  });
});

describe("a signature's degrees", () => {
  it('are none of its role: "Name, PhD, Associate Professor" signs with the role after them', () => {
    const page = htmlPage(
      `<body><h1>Advisors</h1><p>Lin Tian, PhD, Associate Professor</p><p>Ruqiang Liang, Ph.D., Chief Technology Officer</p></body>`,
      'https://sevenbio.example/team/',
    );
    expect(people(page).map((p) => p.split(' [')[0])).toEqual(['Lin Tian', 'Ruqiang Liang']);
  });
});

describe("a lab's people page", () => {
  it('names each card written in Latin letters and its own script, its initials in a circle before it', () => {
    const card = (initials: string, name: string, native: string) =>
      `<article class="student-card"><div class="student-card__avatar" aria-hidden="true">${initials}</div>
       <div class="student-card__body"><h3>${name} <span lang="ko">${native}</span></h3>
       <p class="student-card__role">Undergraduate Researcher</p><p>Secure code generation and repair</p></div></article>`;
    const page = htmlPage(
      `<head><title>People | TRUST LAB</title></head><body><h2>Undergraduate Researchers</h2><div class="student-grid">
       ${card('JK', 'Jiwoo Kang', '강지우')}${card('SY', 'Seoyeon Yoon', '윤서연')}${card('HB', 'Hayoung Baek', '백하영')}</div></body>`,
      'https://trustlab.example.kr/people/',
    );
    expect(people(page).map((p) => p.split(' [')[0])).toEqual(['Hayoung Baek', 'Jiwoo Kang', 'Seoyeon Yoon']);
  });

  it("is no one's where an academic theme's placeholder profile stands and its author tag is the group's name", () => {
    const page = htmlPage(
      `<head><title>People | 3DiG — 3D Interpretation and Digital Geometry</title><meta name="author" content="3DiG — 3D Interpretation and Digital Geometry"></head>
       <body><h1>People</h1><p>members of the lab or group</p><p>555 your office number</p><p>Write your biography here.</p>
       <footer>© Copyright 2025 3DiG — 3D Interpretation and Digital Geometry.</footer></body>`,
      'https://3dig.example.github.io/people/',
    );
    expect(people(page)).toEqual([]);
  });
});
