// @vitest-environment happy-dom
// People on the thirty-fourth source's sixth slice's development pages: a staff gallery of portraits
// and bold names, credentials after a name, and the bios of companies and the labels that lead like a
// person's.
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
