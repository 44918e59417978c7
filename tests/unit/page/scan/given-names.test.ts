// @vitest-environment happy-dom
/**
 * A byline's place holds phrases as well as names (a show's, a column's, a section's name): one whose
 * first word is no given name the known list holds is no person, unless "By" leads it, it links to
 * the writer's page or the page's own scripts name it the writer. Names in other scripts and
 * initials are not asked about.
 */
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const bylined = (byline: string) =>
  findPeople(
    htmlPage(
      `<meta property="og:site_name" content="Example News"><article><h1>Rates rise again</h1><div class="byline">${byline}</div><p>The central bank raised its rate for the third time this year.</p></article>`,
      'https://news.example.org/2024/rates',
    ),
  ).map((p) => `${p.firstName} ${p.lastName}`);

describe('a byline whose first word is no known given name', () => {
  it('is a phrase, not a person: a show, a section, a column', () => {
    expect(bylined('Special Report')).toEqual([]);
    expect(bylined('Politic Talks')).toEqual([]);
    expect(bylined('Base Flying')).toEqual([]);
  });

  it('is a person where "By" or an author’s label leads it, in its line or the box it stands in (a credit’s "Editing by": real-pages.test.ts), or where it links to the writer’s page', () => {
    expect(bylined('By Yomi Kazeem')).toEqual(['Yomi Kazeem']);
    expect(bylined('Auteur : Kossivi Tiassou')).toEqual(['Kossivi Tiassou']);
    expect(bylined('By <span class="author">Pippin Lee</span>')).toEqual(['Pippin Lee']);
    expect(bylined('<a href="/author/naufal-zuhdi">Naufal Zuhdi</a>')).toEqual(['Naufal Zuhdi']);
  });

  it('is a person where an address on the page spells the name, free mail’s too (a personal page’s author tag and its footer’s address)', () => {
    const page = (address: string) =>
      findPeople(
        htmlPage(
          `<meta name="author" content="Miod Vallat"><h1>The scariest boot loader code</h1><pre>From: Miod Vallat\nTo: Michael Shalayeff\nSubject: Re: console boot</pre><div id="footer"><address>${address}</address></div>`,
          'https://miod.example.fr/software/stories/boot.html',
        ),
      ).map((p) => `${p.firstName} ${p.lastName}`);
    expect(page('miod@online.example.fr')).toEqual(['Miod Vallat']);
    expect(page('mvallat@gmail.com')).toEqual(['Miod Vallat']);
    // Another's address vouches for no one.
    expect(page('webmaster@online.example.fr')).toEqual([]);
  });

  it('is a person where the link is marked as the author’s (rel="author")', () => {
    expect(bylined('Curator: <a rel="author" href="/mrill-ingram">Mrill Ingram</a>')).toEqual([
      'Mrill Ingram',
    ]);
    // A link to another page vouches for no one.
    expect(bylined('Curator: <a href="/mrill-ingram">Mrill Ingram</a>')).toEqual([]);
  });

  it('is a person where the page’s own scripts name it the writer (a news site’s analytics data)', () => {
    const page = (script: string) =>
      findPeople(
        htmlPage(
          `<script>window.dataLayer = window.dataLayer || []; window.dataLayer.push({${script}});</script><article><h1>Dari Petani hingga Pendidik Bangsa</h1><div class="author-2">Naufal Zuhdi</div><p>Wisuda IGI School of Economics.</p></article>`,
          'https://mediaindonesia.com/ekonomi/851796/dari-petani',
        ),
      ).map((p) => `${p.firstName} ${p.lastName}`);
    expect(page(`'author': 'Naufal Zuhdi', 'editor': 'Heryadi'`)).toEqual(['Naufal Zuhdi']);
    expect(page(`"authors":[{"name":"Naufal Zuhdi"}]`)).toEqual(['Naufal Zuhdi']);
    // The scripts naming it otherwise (a tag, the page's subject) vouch for no one.
    expect(page(`'tags': 'Naufal Zuhdi', 'editor': 'Heryadi'`)).toEqual([]);
  });

  it('is missed where nothing vouches for it: the rule’s cost, a real reporter’s line', () => {
    expect(bylined('Atli Steinn Guðmundsson')).toEqual([]);
    // Not the site's bearing it alone ("Pippin Lee" on pippinlee.com): a site's own name in a
    // byline's place bears it too.
    const own = findPeople(htmlPage('<span class="author">Pippin Lee</span>', 'https://pippinlee.com/post'));
    expect(own).toEqual([]);
  });

  it('a German weekday that is a family name too, after a known given name: “Alisa Sonntag”, not a date’s', () => {
    expect(bylined('Von Alisa Sonntag')).toEqual(['Alisa Sonntag']);
    expect(bylined('Von Jan Freitag')).toEqual(['Jan Freitag']);
    // After a whole name it is the date's: no "Anna Müller Montag".
    expect(bylined('Von Anna Müller Montag, 12. Mai 2024')).not.toContain('Anna Müller Montag');
  });

  it('the Chinese family name “You” after a given name in pinyin, not a phrase’s “you”', () => {
    expect(bylined('By Xiaoying You')).toEqual(['Xiaoying You']);
    expect(bylined('By Thank You')).toEqual([]);
    expect(bylined('By Love You')).toEqual([]);
  });

  it('keeps names the list knows, with or without accents, and names it cannot judge', () => {
    expect(bylined('Héctor Cruz')).toEqual(['Héctor Cruz']);
    expect(bylined('Geoff Brumfiel')).toEqual(['Geoff Brumfiel']);
    expect(bylined('Jean-Luc Martin')).toEqual(['Jean-Luc Martin']);
    expect(bylined('T.C. Sottek')).toEqual(['T.C. Sottek']);
    expect(bylined('Анна Иванова')).toEqual(['Анна Иванова']);
  });
});
