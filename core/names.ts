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

/**
 * Forms of address and professional titles written before a name ("Rechtsanwalt Jörg Schaller", "Revd
 * Jonathan Evens"), a forum's roles ("Mod Sharon": a moderator's first name, no full name), and offices
 * and ranks as news pages abbreviate them ("Sen. David Perdue", "Gov. Kristi Noem"; with their dot
 * only: "Gen" is also a given name).
 */
const TITLES =
  /^((mr|mrs|ms|miss|mx|dr|prof|sir|dame|rev|revd|reverend|hon|herr|frau|mme|mlle|rechtsanwalt|rechtsanwältin|ra|rain|notar|notarin|mag|dipl\.?-ing|ing|dott|dott\.ssa|ambassador|botschafter|botschafterin|mod|moderator|admin)\.?|(sen|rep|gov|gen|lt|col|sgt|capt|maj|adm|cmdr|amb|atty|supt|det)\.)$/i;
/**
 * Titles written in their own case, as German and Austrian pages do: academic ones ("Dipl.-Päd.",
 * "Mag.a", "Dr.in", "MMag.", "DDr.", "Priv.-Doz.", "DI"), a doctor's field after "Dr." ("med.",
 * "rer. nat."), and honorary ones ("OSR", "HR", "KR"). In their case only: "Nat" is a given name.
 */
const CASED_TITLES =
  /^(?:DI|DDI|OSR|OStR|StR|HR|KR|PD|(?:med|phil|jur|rer|nat|oec|pol|soc|techn|dent|vet)\.|Mag\.a|Dr\.in|MMag\.?|DDr\.?|Dipl\.?-[\p{L}.-]+|Priv\.-Doz\.)$/u;
export const isTitle = (word: string) => TITLES.test(word) || CASED_TITLES.test(word);

/** A name without the titles before it: "Dr. Alexander Klier" → "Alexander Klier". */
export function withoutTitles(name: string): string {
  const words = name.trim().split(/\s+/);
  while (words.length > 1 && isTitle(words[0]!)) words.shift();
  return words.join(' ');
}
/** A generation's or a degree's word after a name; a generation's numeral in capitals or small letters. */
export const SUFFIXES =
  /^(?:(?:[Jj][Rr]|[Ss][Rr]|[Pp][Hh][Dd]|[Mm][Dd]|[Mm][Bb][Aa]|[Ee][Ss][Qq])\.?|II|III|IV|ii|iii|iv)$/;
/** Degrees and licences written after a name in capitals ("Beulah Smith DVM"); "Jack Ma" keeps his name. */
export const DEGREES =
  /^(DVM|DDS|DMD|RN|CPA|PE|MA|MS|MSc|BSc|BA|BS|BEd|MEd|BEng|MEng|LLB|CFA|JD|LLM|PharmD|EdD|DPhil|MPH|MSW|LCSW|FACP|FRCP|RD|RDN|LD|LDN|APD|CRNP|NP|FNP|DNP|MSN|BSN|CDE|CDCES|CSCS|LPC|LMFT|PsyD|MFA|PA-C)\.?$/;

/** Han, kana and Hangul: scripts whose names come family name first, often with no space. */
const CJK = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}ー]+$/u;

/**
 * Korean family names: a closed set, some 130 of them written with one syllable and a few with two,
 * which almost everyone bears (the commonest hundred). A word in Hangul of three syllables is a name
 * only when it starts with one: "최윤호" is, "로그인" (log in) and "회원가입" (sign up) are not.
 */
const KOREAN_FAMILY =
  /^(?:남궁|황보|제갈|사공|선우|서문|독고|동방|[김이리박최정강조윤장임한오서신권황안송전홍유류고문양손배백허남심노하곽성차주우구나라민진지엄채원천방공현함변염여추도소석선설마길연위표명기반왕금옥육인맹제모탁국어은편용예경봉사부가복태목형피두감음빈동온호범좌팽승간상갈단견당화창순빙])$/u;
const HANGUL = /^\p{sc=Hangul}+$/u;

/**
 * A name written in Han, kana or Hangul, family name first: with a space after a family name in Han
 * or Hangul ("松村 太郎", "谢 若含"), or without one: a family name in Han before a given name in kana
 * ("小暮ひさのり"), or three or four Han or Hangul characters ("谢若含", "김민수": a one-character
 * family name; two of four, "司马相如"). Two characters alone are more often a word ("人氣") than a
 * name. A three-character Japanese name split two and one ("田中実") comes out split one and two: the
 * name shows the same, only its two fields differ.
 */
function cjkName(full: string): { firstName: string; lastName: string } | null {
  const name = cjkParts(full);
  if (!name || !HANGUL.test(name.lastName + name.firstName)) return name;
  return KOREAN_FAMILY.test(name.lastName) ? name : null;
}

function cjkParts(full: string): { firstName: string; lastName: string } | null {
  const words = full.trim().split(/[\s\u3000]+/);
  const [family, given] = words;
  if (words.length > 2) return null;
  if (words.length === 2)
    return /^(\p{sc=Han}{1,3}|\p{sc=Hangul}{1,2})$/u.test(family!) && given!.length <= 5
      ? { firstName: given!, lastName: family! }
      : null;
  const kana = /^(\p{sc=Han}{1,3})([\p{sc=Hiragana}\p{sc=Katakana}ー]{2,5})$/u.exec(family!);
  if (kana) return { firstName: kana[2]!, lastName: kana[1]! };
  if (!/^(\p{sc=Han}{3,4}|\p{sc=Hangul}{3,4})$/u.test(family!)) return null;
  const n = family!.length === 4 ? 2 : 1;
  return { firstName: family!.slice(n), lastName: family!.slice(0, n) };
}

/** Whether a text is written in Han, kana or Hangul only (spaces aside). */
/** Letters without their accents ("Héctor" is "Hector"; Greek capitals drop them too, "ΟΜΑΔΑ"). */
export const withoutAccents = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '');

export const inCjk = (text: string) => CJK.test(text.replace(/[\s\u3000]+/g, ''));

/** A name as it is written: "Jane Roe", and family name first in Han, kana and Hangul ("松村 太郎"). */
export const fullName = (firstName: string, lastName: string) =>
  CJK.test(firstName + lastName) ? `${lastName} ${firstName}` : `${firstName} ${lastName}`;

/** The "and" that joins two family names in Portuguese and Spanish. */
export const JOINED = /^[ey]$/;

/** An initial: "J." or "J". */
const INITIAL = /^\p{L}\.?$/u;

/** A patronymic in Cyrillic: "Жоржевна", "Иванович", "Ильич", "Никитична". */
const PATRONYMIC = /^\p{Script=Cyrillic}+(?:вич|вна|ьич|ична)$/u;

/**
 * "Dr. Jan van der Berg Jr." → Jan / van der Berg. Middle names and initials are dropped, and a first
 * initial gives way to the name after it ("J. David Goodman" goes by David); initials alone before
 * the family name are the first name ("A. J. Neal"). Names in Han, kana and Hangul come family name
 * first ("松村太郎" → 太郎 / 松村), as does a Russian name with its patronymic last and a list's name
 * written "Roe, Jane".
 */
export function splitName(full: string): { firstName: string; lastName: string } | null {
  if (inCjk(full)) return cjkName(full);
  // A list's "Family, Given" order, a CRM's: "Roe, Jane", "Roe, Jane A." (not "Jane Roe, PhD").
  const inverted = /^(\p{Lu}[\p{L}'’-]+),\s+(\p{Lu}[\p{L}'’-]+)(\s+\p{Lu}\.?)?$/u.exec(full.trim());
  if (inverted && !isTitle(inverted[2]!) && ![SUFFIXES, DEGREES].some((re) => re.test(inverted[2]!)))
    return { firstName: inverted[2]!, lastName: inverted[1]! };
  const words = full
    // What follows the name in brackets is not part of it: a handle, an address ("Julian Hyde (jhyde)").
    .replace(/\s[(<[][^()<>[\]]*[)>\]]\s*$/, '')
    .replace(/[,()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !isTitle(w) && !SUFFIXES.test(w) && !DEGREES.test(w));
  if (words.length < 2 || words.some((w) => /[@\d/:]/.test(w))) return null;
  // "J. David Goodman" goes by his middle name; "A. J. Neal" and "J. R. R. Tolkien" go by their initials.
  const initials = words.findIndex((w) => !INITIAL.test(w));
  if (initials === 1 && words.length > 2) words.shift();
  else if (initials > 1) words.splice(0, initials, words.slice(0, initials).join(' '));
  // A Russian name in its official order, family name, given name, patronymic: "Дудина Виктория
  // Жоржевна" → Виктория / Дудина.
  if (words.length === 3 && PATRONYMIC.test(words[2]!)) return { firstName: words[1]!, lastName: words[0]! };
  const [first, ...rest] = words;
  // Two family names joined by "e" or "y" are one: "José Volta e Pinto", "José Ortega y Gasset".
  if (rest.length >= 3 && JOINED.test(rest.at(-2)!))
    return { firstName: first!, lastName: rest.slice(-3).join(' ') };
  const particle = rest.findIndex((w) => NAME_PARTICLES.has(w.toLowerCase()));
  const last =
    particle >= 0 && particle < rest.length - 1
      ? rest.slice(particle).join(' ')
      : rest.filter((w) => !INITIAL.test(w)).at(-1);
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
