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
