/**
 * The reporters a story's closing line credits: "NPR's Geoff Brumfiel contributed to this report.",
 * "Associated Press writers Alan Fram and Zeke Miller contributed to this report.", "Keith Bradsher
 * contributed reporting from Beijing.", or a paragraph of its own, "With reporting by Associated Press
 * writer Sheikh Saaliq". The line is the last sentence of one of a story's last paragraphs; every name
 * it lists must be one (prose that "contributed to" something names no one), and the newsroom it
 * names before them is their employer (else the publisher's, as for a byline). Or a paragraph of
 * labelled credits, two or more: "Übersetzung: Tristan Oetker-Kast, Redaktion: Theresa Bäuerlein,
 * Audioversion: Iris Hochberger und Christian Melchert", or a line each, or a paragraph each; every
 * part a label and names. Or a show's production credits ("… is produced by … and edited by …;
 * fact-checking by …").
 */
import { splitName } from '../../../core/names';
import { listedNames } from './byline-names';
import { linedText, person, storyBoxes, text, type FoundPerson } from './found';
import { personName } from './names';
import { PICTURE_CREDIT } from './words';

const CREDIT =
  /^[-–—_\s]*(.{3,300}?)\s+(?:also\s+)?contributed(?:\s+reporting|\s+to\s+(?:this|the)\s+(?:report|story|article))?(?:\s+(?:from|in)\s+[^.]{1,40})?\.?$/u;
/**
 * Or a paragraph that credits them on its own: "With reporting by Associated Press writer Sheikh
 * Saaliq", "Reporting by Jason Hovet", "With files from …", in French "D'après les informations de
 * …", in Spanish "Con información de …". Every name it lists must be one ("Reporting by the paper
 * found that …" names no one).
 */
const WITH_REPORTING =
  /^[-–—_\s]*(?:(?:with\s+(?:additional\s+)?|additional\s+)?reporting\s+by|with\s+files\s+from|(?:d['’]après|avec)\s+(?:les\s+|des\s+)?informations\s+d(?:e\s+|['’])|con\s+informaci(?:ón|ones)\s+de)\s*(.{3,200}?)\.?$/iu;
/** A credit's words, whichever form it takes. */
const CREDIT_WORDS = /contributed|reporting by|files from|informations\s+d|información de/i;
/** The newsroom after the names, by its initials: "Matthew Kupfer de CBC", "Jane Roe of AFP". */
const NEWSROOM_AFTER = /^(.+?),?\s+(?:de|of|from|du)\s+(\p{Lu}{2,6})$/u;
/** The newsroom before the names: "CNN's", "Fox News Digital's", "Associated Press writers". */
const NEWSROOM =
  /^((?:\p{Lu}[\p{L}\p{N}&.-]*\s+){0,3}\p{Lu}[\p{L}\p{N}&.-]*)(?:['’]s?|\s+(?:staff\s+)?(?:writers?|reporters?|correspondents?|journalists?))\s+(.+)$/u;

/** A credit's label: a word or three, capitalised (a colon follows it). */
const LABEL = '\\p{Lu}[\\p{L}-]{2,24}(?: [\\p{L}-]{2,24}){0,2}';
const LABELLED = new RegExp(`^(${LABEL}):\\s*(.+)$`, 'u');
/** Where a paragraph's credits part: a comma, a semicolon or a line break before the next label. */
const NEXT_LABEL = new RegExp(`(?:[,;]|\\s\\|)\\s*(?=${LABEL}:)`, 'u');
/** A line of digits alone before the credits: their date ("23.2.2015<br>Teksti: …"). */
const DATE_LINE = /^[\d./\s-]+$/;

/** The names of a paragraph of two labelled credits or more, else none. */
function labelledCredits(all: string): string[] {
  const parts = all.split(NEXT_LABEL).filter((part, i) => i > 0 || !DATE_LINE.test(part));
  if (parts.length < 2 || all.length > 300) return [];
  const labelled = parts.map((part) => LABELLED.exec(part.trim()));
  const names = labelled.map((m) => listedNames(m?.[2]?.replace(/\.$/, '') ?? ''));
  if (!names.every((listed) => listed.every((n) => personName(n)))) return [];
  // A picture's credit makes the paragraph one of credits, but its photographer is no one it presents.
  return names.flatMap((listed, i) => (PICTURE_CREDIT.test(labelled[i]?.[1]?.trim() ?? '') ? [] : listed));
}

/**
 * A show's or a story's production credits, a sentence of their own: "“Sway” is produced by Nayeema
 * Raza, Heba Elorbany, Matt Kwong and Vishakha Darbha and edited by Paula Szuchman; fact-checking by
 * Kate Sinclair; music and sound design by Isaac Jones." Each part's names after its "by", up to the
 * sentence's end (not "Special thanks to …" after it).
 */
const PRODUCED =
  /^[^.!?]{0,60}?\b(?:is|was|are|were|it['’]s)\s+(?:produced|edited|hosted|reported|written|mixed)\s+by\s+([^.!?]{5,400})/iu;
/** Where production credits part: a semicolon, or "and" before the next credit's "… by". */
const PRODUCED_PARTS = /;\s*|,?\s+and\s+(?=(?:[\p{Ll}-]+\s+){0,4}by\s)/u;

/**
 * A credit in a sentence of its own after the first: a hand in the work "by" its people ("Fact-checking
 * by Michelle Harris, Mary Marge Locker and Kate Sinclair.", "Original music by Isaac Jones.").
 */
const JOB_BY =
  /^(?:[\p{L}-]+\s+){0,3}?(?:produc\w*|fact[- ]?check\w*|edit\w*|mix\w*|master\w*|engineer\w*|music|sound(?:\s+design)?|research\w*|report\w*|writ\w*|host\w*|direct\w*|design\w*|illustrat\w*|photograph\w*|artwork|animation|translat\w*|audience\s+strategy)\s+by\s+([^.!?]{3,300})[.!?]?$/iu;

/**
 * The lists of names that sentences of credits give, each a hand "by" its people, from the first on,
 * up to the first that is none or names no one ("Its music by the band Blue Hour is on sale.").
 */
function jobCredits(sentences: string): string[] {
  const out: string[] = [];
  for (const sentence of sentences.split(/(?<=\p{Ll}{2}[.!?])\s+/u)) {
    const names = JOB_BY.exec(sentence.replace(/^[.!?]\s*/, '').trim())?.[1];
    if (!names || !listedNames(names).every((n) => personName(n))) break;
    out.push(names);
  }
  return out;
}

/**
 * The names a paragraph's production credit gives, every one a name; else none. With the sentences
 * of credits after it, in its paragraph and in the paragraphs right after it ("Mixing by Sonia
 * Herrero … Audience strategy by Shannon Busta." in the next).
 */
function producedNames(p: Element): string[] {
  const all = text(p);
  const m = all.length <= 600 ? PRODUCED.exec(all) : null;
  const credits = m?.[1];
  if (!credits) return [];
  const after = jobCredits(all.slice(m.index + m[0].length));
  for (
    let next = p.nextElementSibling;
    next?.localName === 'p' && after.length < 40;
    next = next.nextElementSibling
  ) {
    const more = jobCredits(text(next));
    if (!more.length) break;
    after.push(...more);
  }
  const named = [
    ...credits
      .split(PRODUCED_PARTS)
      .map((part, i) => (i === 0 ? part : (/\bby\s+(.+)$/.exec(part)?.[1] ?? ''))),
    ...after,
  ].flatMap((names) => (names ? listedNames(names.trim()) : []));
  return named.length && named.every((n) => personName(n)) ? named : [];
}

/**
 * A wire story's signature at its foot, after two dashes, and its helpers and editors: "--Elliot
 * Blair Smith and Fan Wenxin, with assistance from Dune Lawrence and Wendy Soong in New York and Xiao
 * Yu in Beijing. Editors: Robert L. Simison, Neil Western." Or a post's acknowledgements: "The
 * following Twitter engineers worked on Blender: Abhi Khune, Aneesh Sharma, …". Every name must be one.
 */
const SIGNED_FOOT = /^(?:--|—)\s*(.+?)(?:,?\s+with assistance from\s+(.+?))?\.?$/iu;
const EDITORS = /^editors?:\s*(.+?)\.?$/iu;
const ACKNOWLEDGED =
  /^the following\s+(?:[\p{L}-]+\s+){0,3}(?:engineers|people|developers|contributors|members|staff|folks)\s+(?:worked on|contributed to|helped (?:with|build)|built)\b[^:]{0,80}:\s*(.+?)\.?$/iu;
/** A place after a name in a credit: "Wendy Soong in New York". */
const IN_PLACE = /\s+in\s+\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)*$/u;

/** The names a wire story's foot or a post's acknowledgements credit, every one a name; else none. */
function footNames(all: string): string[] {
  const named = all
    .split(/(?<=\p{Ll}{2}[.!?])\s+/u)
    .flatMap((sentence, i) => {
      // The signature opens the paragraph: not a reader's letter signed in its middle ("… -- CONCERNED
      // SISTER"), nor a digest's item credited to another paper ("… — WSJ’s Chelsea Dulaney").
      const m =
        (i === 0 ? SIGNED_FOOT.exec(sentence) : null) ??
        EDITORS.exec(sentence) ??
        ACKNOWLEDGED.exec(sentence);
      return m ? [m[1], m[2]].flatMap((list) => (list ? listedNames(list) : [])) : [];
    })
    .map((n) => n.replace(IN_PLACE, ''));
  return named.length && named.every((n) => personName(n)) ? named : [];
}

/** A label that credits a hand in making the work: its producer, writer, camera, music… */
const MAKER =
  /produc|writ|edit|direct|animat|illustrat|photo|narrat|host|report|camera|cinematograph|sound|music|design|translat|script|graphic|regie|kamera|schnitt|redaktion|réalis|montage/i;

/**
 * A paragraph that is one credit of a hand in the work, and nothing else ("Animator: Shay
 * Krasinski"): its names. Not a field's value ("Secretario: Adrián Chinchilla", a match's official),
 * nor a paper's contributions by its authors' initials ("Statistical expertise: M.L. Anderson, C.
 * Dobkin"), whom its byline names in full.
 */
function oneCredit(el: Element | null): string[] {
  const all = el && /^(?:p|h5|h6)$/.test(el.localName) ? text(el) : '';
  const [, label, value] = (all.length <= 120 && LABELLED.exec(all)) || [];
  const names = label && MAKER.test(label) ? listedNames(value!.replace(/\.$/, '')) : [];
  const whole = names.every((n) => personName(n) && !/^(?:\p{Lu}\.)+\s/u.test(n));
  return names.length && whole ? names : [];
}

/**
 * A paragraph's labelled credits; or its one credit, when a paragraph beside it is one too: credits a
 * paragraph each ("<p>Executive producer: Vivian Trakinski</p><p>Writer and Producer: Laura
 * Moustakerski</p>"), not a caption's lone "Photo: Jane Roe".
 */
function labelledIn(p: Element): string[] {
  const labelled = labelledCredits(linedText(p));
  if (labelled.length) return labelled;
  const own = oneCredit(p);
  const inRow =
    own.length && (oneCredit(p.previousElementSibling).length || oneCredit(p.nextElementSibling).length);
  return inRow ? own : [];
}

export function fromContributors(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  const stories = storyBoxes(doc);
  // A show's production credits wherever its notes put them, before a transcript's hundreds of
  // paragraphs as after (the stories' last paragraphs are read below): a short paragraph of the
  // first 2,000 that says what "is produced by" whom.
  const feet = new Set(stories.flatMap((story) => [...story.querySelectorAll('p, h5, h6')].slice(-8)));
  const paragraphs = doc.getElementsByTagName('p');
  for (let i = 0; i < Math.min(paragraphs.length, 2_000); i++) {
    const p = paragraphs[i]!;
    if (!feet.has(p) && /produced by/i.test(p.textContent ?? ''))
      out.push(...producedNames(p).flatMap((name) => person(splitName(name), null, null, 'byline', p) ?? []));
  }
  for (const story of stories) {
    // The last paragraphs, or a small heading that closes the story with its credits, a line each
    // ("<h6>23.2.2015<br>Teksti: Petteri Harjula<br>Kuvat: Tommi Tuomi</h6>").
    for (const p of [...story.querySelectorAll('p, h5, h6')].slice(-8)) {
      const all = text(p);
      const foot = footNames(all);
      const credited = foot.length ? foot : all.includes(':') ? labelledIn(p) : producedNames(p);
      out.push(...credited.flatMap((name) => person(splitName(name), null, null, 'byline', p) ?? []));
      if (credited.length || all.length > 600 || !CREDIT_WORDS.test(all)) continue;
      const credit = CREDIT.exec(all.split(/(?<=[.!?”"])\s+/).at(-1)!)?.[1] ?? WITH_REPORTING.exec(all)?.[1];
      if (!credit) continue;
      const [, before, named] = NEWSROOM.exec(credit) ?? [null, null, credit];
      const [, listed, after] = NEWSROOM_AFTER.exec(named!) ?? [null, named, null];
      const newsroom = before ?? after;
      const names = listedNames(listed!.replace(/[\s,]+$/, '')); // "… in Steele, Ala., contributed"
      if (names.every((n) => personName(n)))
        out.push(...names.flatMap((name) => person(splitName(name), newsroom, null, 'byline', p) ?? []));
    }
  }
  return out;
}
