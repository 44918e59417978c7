// @vitest-environment happy-dom
// People on the thirty-fourth source's sixth slice's development pages: a staff gallery of portraits
// and bold names, credentials after a name, and the bios of companies and the labels that lead like a
// person's. Then a single portrait whose words name the person beside it, from the same benchmark's
// pages outside the corpus (a writer's box, an author's card, another story's teaser).
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { personName } from '../../../../page/scan/people/names';
import { htmlPage } from './fixtures';

const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);
const page = (body: string, url = 'https://www.example-gym.org/programs/training') =>
  htmlPage(`<html><head><title>Personal Training</title></head><body>${body}</body></html>`, url);

describe('a gallery of portraits, each over a name in bold', () => {
  const trainer = (name: string, wrap = false) =>
    (wrap
      ? '<div><article><img src="t.jpg" alt="headshot"></article></div>'
      : '<img src="t.jpg" alt="headshot">') +
    `<p><strong>${name}</strong><br>I am a strong and enthusiastic lifetime fitness advocate.</p>`;

  it('three or more are people, a role after the comma no part of the name', () => {
    const body = `<h1>Meet the trainers</h1>${trainer('Danielle Cooney, Personal Trainer')}${trainer('Bill Pauline', true)}${trainer('Nancy Belli')}`;
    expect(names(page(body))).toEqual(['Danielle Cooney', 'Bill Pauline', 'Nancy Belli']);
  });

  it('three with given names the lists know vouch for the rest, two thirds of the gallery or more (“Ajee Wells”)', () => {
    const known = ['Danielle Cooney', 'Bill Pauline', 'Nancy Belli'].map((n) => trainer(n)).join('');
    const body = `<h1>Meet the trainers</h1>${known}${trainer('Ajee Wells')}`;
    expect(names(page(body))).toEqual(['Danielle Cooney', 'Bill Pauline', 'Nancy Belli', 'Ajee Wells']);
    // Two known of four are no gallery that vouches: the known ones alone, as before, need three.
    const few = `<h1>Meet the trainers</h1>${trainer('Danielle Cooney')}${trainer('Nancy Belli')}${trainer('Ajee Wells')}${trainer('Zo Wims')}`;
    expect(names(page(few))).toEqual([]);
    // Three known among three unknown: the known ones only.
    const half = `${known}${['Ajee Wells', 'Zo Wims', 'Ahkil Mcgill'].map((n) => trainer(n)).join('')}`;
    expect(names(page(`<h1>Meet the trainers</h1>${half}`))).toEqual([
      'Danielle Cooney',
      'Bill Pauline',
      'Nancy Belli',
    ]);
  });

  it('one portrait over a bold name in a story is a caption’s subject, no gallery', () => {
    expect(names(page(`<h1>A story</h1>${trainer('Bill Pauline')}<p>More of the story.</p>`))).toEqual([]);
  });

  it('labels in bold after the pictures are no one (“Fun Fact:”, “Favorite Quote:”)', () => {
    const body = [1, 2, 3]
      .map(
        () =>
          '<img src="t.jpg"><p>Fun Fact: I was an inspiration for a board game character.</p><p>Favorite Quote: "Never underestimate the power of exercise."</p>',
      )
      .join('');
    expect(names(page(`<h1>Trainers</h1>${body}`))).toEqual([]);
  });
});

describe('a portrait whose words name the person beside it', () => {
  const story = (box: string) =>
    page(
      `<h1>Open data and AI</h1><p>${'The story goes on. '.repeat(30)}</p>${box}`,
      'https://blog.example.org/open-data',
    );

  it('a writer’s box: the picture, the name in bold, a job under it or in the picture’s words', () => {
    const box =
      '<p><img src="t.png" alt="Tim Green"></p><p><strong>Tim Green</strong> <em>Independent Technology Writer</em></p><p>Tim explores the intersections of AI.</p>';
    expect(names(story(box))).toEqual(['Tim Green']);
    const card =
      '<div><img src="j.jpg" alt="Juliette Carreiro, Ironhack Tech Writer"><p>Juliette Carreiro</p><p>Ironhack</p></div>';
    expect(names(story(card))).toEqual(['Juliette Carreiro']);
    // Or a link to their author's page.
    const chip =
      '<a href="/author/jeffrey-hardy/"><img src="j.png" alt="Jeffrey Hardy"><dl><dt>Jeffrey Hardy</dt></dl></a>';
    expect(names(story(chip))).toEqual(['Jeffrey Hardy']);
  });

  it('a press contact’s card in the sidebar, when its address spells their name; their German job says who they are', () => {
    const card = (address: string, job = 'Pressereferentin Energie &amp; Europa') =>
      page(
        `<main><h1>Messstellenbetriebsgesetz</h1><p>${'The story goes on. '.repeat(30)}</p></main>
        <aside class="sidebar"><section class="contact-box"><div class="contactteaser"><div class="left"><img alt="Sabrina Pfeifer" src="s.jpg"></div>
        <div class="right"><header><h6>Kontakt</h6><h5>Sabrina Pfeifer</h5></header>
        <div class="hidden-content"><p>${job}<br>Lyoner Straße 9<br>60528 Frankfurt am Main</p><p>E-Mail: <a href="mailto:${address}">${address}</a></p></div></div></div></section></aside>`,
        'https://www.zvei.example/presse/messstellenbetriebsgesetz',
      );
    expect(names(card('sabrina.pfeifer@zvei.example'))).toEqual(['Sabrina Pfeifer']);
    expect(names(card('presse@zvei.example'))).toEqual([]);
    expect(names(card('sabrina.pfeifer@zvei.example', 'Ansprechpartnerin my eFuture'))).toEqual([
      'Sabrina Pfeifer',
    ]);
  });

  it('an AMP page’s picture is an amp-img, its words as an img’s', () => {
    const chip =
      '<div><a title="Steve LeVine" href="https://www.axios.example/authors/stevelevine/"><amp-img src="a.png" alt="Steve LeVine" width="40" height="40" layout="responsive"></amp-img></a></div><div><span>Steve LeVine</span></div>';
    expect(names(story(`<div>${chip}</div>`))).toEqual(['Steve LeVine']);
  });

  it('the picture’s words may call it a picture (“Elliot Raba Image”), and a bio may follow the job', () => {
    const bio = `<p>Elliot is a dynamic and results-driven Enterprise Sales Executive at Zalaris UK&amp;I, ${'where he excels in crafting solutions that drive growth, '.repeat(5)}and partnerships.</p>`;
    const box = (alt: string) =>
      `<div><div><div><img src="e.jpg" alt="${alt}"></div></div><div><p>Elliot Raba</p><h6>Enterprise Sales Executive</h6>${bio}</div></div>`;
    for (const alt of [
      'Elliot Raba Image',
      'Photo of Elliot Raba',
      'Elliot Raba’s profile picture',
      'Elliot Raba headshot',
    ])
      expect(names(story(box(alt))), alt).toEqual(['Elliot Raba']);
    // Words that only describe a picture are no one's.
    expect(names(story(box('Team photo')))).toEqual([]);
  });

  it('a writer’s box is a byline, whose employer is the site; anyone else’s card gives their job’s company', () => {
    const found = findPeople(
      story(
        '<div><img src="t.jpg" alt="Tim Green"><p>Tim Green</p><p>Technology Writer</p></div>' +
          '<div><img src="b.jpg" alt="Travis Beale, Head of Engineering at Consumable"><p>Travis Beale</p></div>' +
          '<div><img src="m.jpg" alt="Morgan Ballou, Health and Safety Officer"><p>Morgan Ballou</p></div>',
      ),
    ).map((p) => [p.firstName, p.lastName, p.company, p.source]);
    expect(found).toEqual([
      ['Tim', 'Green', 'example.org', 'byline'],
      ['Travis', 'Beale', 'Consumable', 'portrait'],
      ['Morgan', 'Ballou', null, 'portrait'],
    ]);
  });

  it('no one without a job or an author’s page, nor another story’s teaser, nor a headline in a picture’s words', () => {
    expect(
      names(story('<div><img src="b.jpg" alt="Jane Eyre"><a href="/book/show/10210">Jane Eyre</a></div>')),
    ).toEqual([]);
    const teaser =
      '<div><div><a href="/whos-afraid"><img src="v.jpg" alt="Varda Spiegel"></a></div><div><a href="/author/varda-spiegel/">Varda Spiegel</a></div><div><a href="/whos-afraid">Who’s afraid of Corona in Israel?</a></div></div>';
    expect(names(story(teaser))).toEqual([]);
    const video =
      '<div><a href="/video/1751691"><img src="v.jpg" alt="Mohamed Fahmy, other Al Jazeera journalist get retrial"></a><span>Mohamed Fahmy</span></div>';
    expect(names(story(video))).toEqual([]);
    // A story's teaser whose words under its title are a sentence, not a job.
    const mine =
      '<div><div><img src="m.jpg" alt="Tata Steel Mine"></div><h2>Tata Steel Mine</h2><p>Tata Steel resumes operations at top iron ore mine - spokesman</p></div>';
    expect(names(story(mine))).toEqual([]);
  });
});

describe('credentials and organisations', () => {
  it('a credential’s capitals after a name are no name part; a family name in capitals is', () => {
    expect(personName('Jeffrey A. Slotnick CPP')).toBe('Jeffrey A. Slotnick');
    expect(personName('Jane Roe CISSP')).toBe('Jane Roe');
    expect(personName('Anne Marie DUPONT')).toBe('Anne Marie Dupont');
    expect(personName('Mary Ann LEE')).toBe('Mary Ann Lee');
  });

  it('a company’s bio led by its name in bold is no person’s', () => {
    const d = page(
      '<h1>Best movers</h1><p><strong>Colonial Van Lines</strong> (USDOT: 1434373) is a trusted full-service moving company based in Pompano Beach, Florida.</p><p><strong>Jane Roe</strong> is a software engineer at Acme.</p>',
      'https://www.freightwaves.com/checkpoint/movers/new-york/',
    );
    expect(names(d)).toEqual(['Jane Roe']);
  });
});

describe('the seventh slice’s development pages', () => {
  it('a name the address spells, as a sentence’s object in a link, is the project’s, no one signing', () => {
    const wiki = htmlPage(
      '<html><head><title>pacman - ArchWiki</title></head><body><h1>pacman</h1><p>The pacman package manager is one of the major distinguishing features of <a href="/title/Arch_Linux">Arch Linux</a>. It combines a simple binary package format with a build system.</p></body></html>',
      'https://wiki.archlinux.org/title/Pacman',
    );
    expect(names(wiki)).toEqual([]);
  });

  it('“von” before the name says whose the site is, whatever follows', () => {
    const blog = htmlPage(
      '<html><head><title>Katastrophengebiet</title></head><body><h1>Ein Eintrag</h1><p>Text des Eintrags.</p><footer><p><span>Katastrophengebiet</span> von <a href="https://andreabottlinger.wordpress.com/">Andrea Bottlinger</a> steht unter einer Lizenz.</p></footer></body></html>',
      'https://andreabottlinger.wordpress.com/2012/09/eintrag/',
    );
    expect(names(blog)).toEqual(['Andrea Bottlinger']);
  });

  it('a tip’s label is no speaker (“Bonus Tip: Prioritize …”)', () => {
    const tips = [1, 2]
      .map(
        () =>
          '<p><strong>Bonus Tip:</strong> Prioritize high-intent, low-competition keywords that reflect what you offer.</p>',
      )
      .join('');
    expect(names(page(`<h1>SEO tips</h1>${tips}`))).toEqual([]);
  });
});
