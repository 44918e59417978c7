/**
 * Likely addresses for a person at a company, most common corporate pattern first: first.last, flast,
 * first, firstlast, f.last, last.first, first_last, first-last, lastf, last, firstl, first.l, last.f,
 * lastfirst.
 *
 * Names are folded to ASCII (José → jose, Søren → soren, Straße → strasse), apostrophes and dots are
 * dropped (O'Brien → obrien), particles are handled (van der Berg → vanderberg, then berg), and so are
 * hyphens and second names (Jean-Luc → jeanluc, jean-luc, jean; Dupont-Laurent → dupontlaurent,
 * dupont-laurent, dupont).
 */

import { NAME_PARTICLES as PARTICLES } from '../core/names';

const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

export function foldName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => SPECIAL[c]!)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const unique = (xs: string[]) => [...new Set(xs.filter((x) => x !== '' && !/^-|-$/.test(x)))];

/** Spellings of a first name, preferred first. */
export function firstNameVariants(name: string): string[] {
  const words = foldName(name).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const first = words[0]!;
  return unique([first.replace(/-/g, ''), first, first.split('-')[0]!, words.join('')]);
}

/** Spellings of a last name, preferred first. */
export function lastNameVariants(name: string): string[] {
  const words = foldName(name).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const core = words.filter((w, i) => !(PARTICLES.has(w) && i < words.length - 1));
  const joined = words.join('');
  const coreWord = core.join('');
  return unique([
    joined.replace(/-/g, ''),
    joined,
    words.join('-'),
    coreWord.replace(/-/g, ''),
    coreWord,
    coreWord.split('-')[0]!,
  ]);
}

export function candidateLocals(firstName: string, lastName: string): string[] {
  const out: string[] = [];
  for (const f of firstNameVariants(firstName)) {
    for (const l of lastNameVariants(lastName)) {
      const fi = f[0]!;
      const li = l[0]!;
      out.push(
        `${f}.${l}`,
        `${fi}${l}`,
        f,
        `${f}${l}`,
        `${fi}.${l}`,
        `${l}.${f}`,
        `${f}_${l}`,
        `${f}-${l}`,
        `${l}${fi}`,
        l,
        `${f}${li}`,
        `${f}.${li}`,
        `${l}.${fi}`,
        `${l}${f}`,
      );
    }
  }
  return [...new Set(out)];
}
