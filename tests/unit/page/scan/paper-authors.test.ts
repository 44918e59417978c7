// @vitest-environment happy-dom
// A paper's authors as scholarly sites tag them (`citation_author`, then that author's institution and
// address), on a preprint server's page that lists a hundred of them and writes the corresponding
// author's address for robots: "nevan.krogan{at}ucsf.edu".
import { describe, expect, it } from 'vitest';
import { findPeople } from '../../../../page/scan/people';
import { htmlPage } from './fixtures';

const paper = (authors: string[], tags = '') =>
  htmlPage(
    `<html><head>${authors.map((a) => `<meta name="citation_author" content="${a}"><meta name="citation_author_institution" content="Institut Pasteur">`).join('')}${tags}</head><body><h1>A protein interaction map</h1><p>${authors.join(', ')}</p></body></html>`,
    'https://www.biorxiv.org/content/10.1101/2020.03.22.002386v3',
  );

const GIVEN = ['Anna', 'Boris', 'Clara', 'David', 'Elena', 'Felix', 'Greta', 'Hugo', 'Irene', 'Jonas'];
const FAMILY = ['Adler', 'Berger', 'Conti', 'Dietz', 'Engel', 'Fuchs', 'Graf', 'Haas', 'Imhof', 'Jung'];
const hundred = GIVEN.flatMap((g) => FAMILY.map((f) => `${g} ${f}`));

describe('a paper’s authors as its tags list them', () => {
  it('names all of a hundred authors the page shows', () => {
    expect(findPeople(paper(hundred))).toHaveLength(100);
  });

  it('reads an author’s address written for robots as their domain', () => {
    const [krogan] = findPeople(
      paper(['Nevan J. Krogan'], '<meta name="citation_author_email" content="nevan.krogan{at}ucsf.edu">'),
    );
    expect(krogan).toMatchObject({ firstName: 'Nevan', lastName: 'Krogan', company: 'Institut Pasteur' });
    expect(krogan!.domain).toBe('ucsf.edu');
  });

  it('keeps an elided particle in a family name', () => {
    expect(findPeople(paper(['Christophe d’Enfert'])).map((p) => p.lastName)).toEqual(['d’Enfert']);
  });
});

describe('a listing’s authors as linked names', () => {
  const listing = (authors: string, extra = '') =>
    htmlPage(
      `<html><head><title>Artificial Intelligence</title></head><body><h1>Artificial Intelligence</h1><dl><dt><a href="/abs/2603.05028">arXiv:2603.05028</a></dt>
      <dd><div class="list-title">Title: Survive at All Costs</div><div class="list-authors">${authors}</div>${extra}</dd></dl></body></html>`,
      'https://arxiv.org/list/cs.AI/recent',
    );
  const link = (n: string) =>
    `<a href="https://arxiv.org/search/cs?searchtype=author&amp;query=${encodeURIComponent(n)}">${n}</a>`;
  const ten = [
    'Yida Lu',
    'Jianwei Fang',
    'Xuyang Shao',
    'Zixuan Chen',
    'Shiyao Cui',
    'Shanshan Bian',
    'Guangyao Su',
    'Pei Ke',
    'Han Qiu',
    'Minlie Huang',
  ];
  const names = (d: Document) => findPeople(d).map((p) => `${p.firstName} ${p.lastName}`);

  it('names all of a paper’s ten linked authors, not only the first, however long their line', () => {
    expect(names(listing(ten.map(link).join(', ')))).toEqual(expect.arrayContaining(ten));
  });

  it('a family name that is a word too counts among them: “Liangjun You”', () => {
    const authors = [...ten.slice(0, 5), 'Liangjun You'];
    expect(names(listing(authors.map(link).join(', ')))).toEqual(expect.arrayContaining(authors));
  });

  it('a line with other words between its links is no list of names alone', () => {
    const found = names(
      listing(
        `${link('Yida Lu')}, ${ten
          .slice(1)
          .map((n) => `${link(n)} reviewed the draft`)
          .join('; ')}`,
      ),
    );
    expect(found).not.toContain('Minlie Huang');
  });
});
