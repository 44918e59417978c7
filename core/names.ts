/**
 * People's names as text: splitting a full name into first and last (titles, suffixes, initials and
 * middle names dropped; surname particles kept), and a first guess at a company's domain. No DOM.
 */
/** Surname particles (van der Berg, de Jong, bin Salem): part of the last name, never a first name. */
export const NAME_PARTICLES: ReadonlySet<string> = new Set([
  'af',
  'al',
  'av',
  'bin',
  'da',
  'das',
  'de',
  'del',
  'della',
  'den',
  'der',
  'di',
  'do',
  'dos',
  'du',
  'el',
  'ibn',
  'la',
  'le',
  'st',
  'ten',
  'ter',
  'van',
  'von',
  'zu',
]);

const TITLES = /^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev|hon)\.?$/i;
const SUFFIXES = /^(jr|sr|ii|iii|iv|phd|md|mba|esq)\.?$/i;
/** Degrees and licences written after a name in capitals ("Beulah Smith DVM"); "Jack Ma" keeps his name. */
const DEGREES =
  /^(DVM|DDS|DMD|RN|CPA|PE|MA|MS|MSc|BSc|BA|BS|CFA|JD|LLM|PharmD|EdD|DPhil|MPH|MSW|LCSW|FACP|FRCP)\.?$/;

/** "Dr. Jan van der Berg Jr." → Jan / van der Berg. Middle names and initials are dropped. */
export function splitName(full: string): { firstName: string; lastName: string } | null {
  const words = full
    .replace(/[,()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !TITLES.test(w) && !SUFFIXES.test(w) && !DEGREES.test(w));
  if (words.length < 2 || words.some((w) => /[@\d/:]/.test(w))) return null;
  const [first, ...rest] = words;
  const particle = rest.findIndex((w) => NAME_PARTICLES.has(w.toLowerCase()));
  const last =
    particle >= 0 && particle < rest.length - 1
      ? rest.slice(particle).join(' ')
      : rest.filter((w) => !/^\p{L}\.?$/u.test(w)).at(-1);
  return last ? { firstName: first!, lastName: last } : null;
}

/** A guess to prefill Find's domain field: "Pied Piper" → piedpiper.com. */
export const guessDomain = (company: string | null) =>
  company
    ? `${company
        .toLowerCase()
        .replace(/\b(inc|llc|ltd|gmbh|corp|co|sa|ag)\b\.?/g, '')
        .replace(/[^a-z0-9]/g, '')}.com`
    : '';
