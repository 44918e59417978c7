/**
 * People by their portraits.
 *
 * A gallery of people, each a portrait and their name in bold right after it, over their bio: a staff
 * page's trainers, coaches or lawyers ("<img alt="headshot …"><p><strong>Danielle Cooney, Personal
 * Trainer</strong><br>I am a strong and enthusiastic …", "<strong>Bruce Ayers</strong></p><p>There are
 * two things …"). Three such people on a page or more: one portrait and a bold name in a story is a
 * caption's subject, not a gallery. The name is the bold text before any comma (a role after it). Three
 * with given names the lists know, two thirds of the gallery or more, vouch for the rest.
 *
 * And one person whose portrait's words are their name, shown beside it in a card that says who they
 * are: a writer or a job (fromNamedPortraits).
 */
import { splitName } from '../../../core/names';
import {
  COMMENTS,
  DESCRIBED_PICTURE,
  firstOf,
  lines,
  person,
  regionOf,
  ROLE,
  slug,
  text,
  wordsBefore,
  type FoundPerson,
} from './found';
import { siteChromeOf } from './chrome';
import { spelledInText } from './domains';
import { AKA, givenNameKnown, personName } from './names';
import { headlineCompany } from './headlines';
import { pageWide } from './queries';

const bolds = pageWide('strong, b');

/** Whether the element just before `block` (or before its wrapper, two levels up) is a picture and no words. */
function afterPortrait(block: Element): boolean {
  for (let el: Element | null = block, up = 0; el && up < 3; el = el.parentElement, up++) {
    const before = el.previousElementSibling;
    if (!before) continue;
    return (
      (before.localName === 'img' || !!before.querySelector('img, picture')) &&
      (before.textContent ?? '').trim().length === 0
    );
  }
  return false;
}

export function fromPortraits(doc: Document): FoundPerson[] {
  const found: FoundPerson[] = [];
  let known = 0;
  for (const b of firstOf(bolds(doc), 1000)) {
    const block = b.parentElement;
    const shown = text(b).trim();
    if (!block || shown.length > 80 || wordsBefore(b)) continue;
    // Not the name they also go by ("Thomas Aarts (aka Tom), Developer").
    const name = shown.split(',')[0]!.replace(AKA, '').trim();
    if (personName(name) !== name) continue;
    if (!afterPortrait(block) || siteChromeOf(block) || regionOf(block, COMMENTS)) continue;
    const p = person(splitName(name), null, null, 'card', b);
    if (!p) continue;
    found.push(p);
    if (givenNameKnown(p.firstName)) known++;
  }
  // The gallery vouches for its members whose given names the lists lack ("Ajee Wells", "Zo Wims"
  // among twenty trainers): three or more with known ones make it one, and they are most of it.
  if (known < 3) return [];
  return known * 3 >= found.length * 2 ? found : found.filter((p) => givenNameKnown(p.firstName));
}

const pictures = pageWide(DESCRIBED_PICTURE);

/**
 * Words a picture's description adds around the name ("Photo of Ben Guo", "Elliot Raba Image", "Toni
 * McAllister's profile picture").
 */
const PICTURE_WORDS =
  /^(?:photo(?:graph)?|picture|image|headshot|portrait)\s+of\s+|(?:['’]s)?\s+(?:(?:profile\s+)?(?:photo(?:graph)?|picture|image)|headshot|portrait|avatar)$/gi;

/** Words that say they write: a writer's box is a byline. */
const WRITES = /\b(?:writer|author|contributor|columnist|blogger|editor)\b/i;
/** A few words: a job's, not a headline's ("Ironhack Tech Writer", not "other Al Jazeera journalist get retrial"). */
const few = (words: string) => words.trim().split(/\s+/).length <= 5;
/** A job's line: a few words at most, not a teaser's sentence ("Tata Steel resumes operations … - spokesman"). */
const job = (line: string) => line.split(/\s+/).length <= 8 && (ROLE.test(line) || WRITES.test(line));

/**
 * What the card (the picture and the name) says the person is: a job in the picture's words or in a
 * line under the name (that job, "Analyst at Engines Ltd"), or a writer, by a link to their author's
 * page or words that say they write ('' when no line says more); null when it says neither.
 */
function saysWho(card: Element, el: Element, name: string, alt: string): string | null {
  const after = lines(card, 8).texts;
  const at = after.indexOf(text(el).trim());
  // Another story's teaser (a writer's picture and name over its headline) is that story's; not a link
  // to theirs ("Read about Gorkem’s story").
  const links = [card, ...card.querySelectorAll('a')].filter((a) => a.localName === 'a');
  const parts = name.split(' ').filter((w) => w.length >= 3);
  if (links.some((a) => text(a).split(/\s+/).length >= 4 && !parts.some((w) => text(a).includes(w))))
    return null;
  const role = alt.includes(',') ? alt.slice(alt.indexOf(',') + 1).trim() : '';
  const line = few(role) && job(role) ? role : after.slice(at + 1, at + 3).find(job);
  const author = links.some(
    (a) =>
      /\/author/i.test(a.getAttribute('href') ?? '') && slug(a.getAttribute('href')!).includes(slug(name)),
  );
  return line ?? (author ? '' : null);
}

/** The element in `box` whose own text is the name, or the name and a comma ("Tim Green, Writer"). */
function shownIn(box: Element, name: string, img: Element): Element | null {
  const walker = box.ownerDocument.createTreeWalker(box, 0x4 /* text */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = (n.nodeValue ?? '').trim();
    if (t !== name && !(t.startsWith(`${name},`) && few(t.slice(name.length + 1)))) continue;
    const el = n.parentElement!;
    if (!el.contains(img) && !el.closest('figcaption')) return el;
  }
  return null;
}

/**
 * A portrait and the same name beside it, in a box of a few lines: a writer's box or a byline's chip
 * ("<img alt="Tim Green"><strong>Tim Green</strong> <em>Independent Technology Writer</em>", "<img
 * alt="Juliette Carreiro, Ironhack Tech Writer"><p>Juliette Carreiro</p><p>Tech Writer</p>"). A
 * picture's caption is its subject's, not a box's.
 */
export function fromNamedPortraits(doc: Document): FoundPerson[] {
  const found: FoundPerson[] = [];
  // Each box's length once: the pictures of one grid share their ancestors.
  const lengths = new Map<Element, number>();
  const lengthOf = (el: Element) => {
    if (!lengths.has(el)) lengths.set(el, text(el).trim().length);
    return lengths.get(el)!;
  };
  // A few lines, or a bio's paragraph after the job.
  const short = (el: Element) => lengthOf(el) <= 700;
  for (const img of firstOf(pictures(doc), 1000)) {
    const alt = img.getAttribute('alt')!.trim();
    // A name and a few words of job at most: a longer text is read by no pattern here.
    if (alt.length > 200) continue;
    const name = alt.split(/\s*,\s*|\s+[-–—|]\s+/)[0]!.replace(PICTURE_WORDS, '');
    if (name.length > 60 || personName(name) !== name || !givenNameKnown(name.split(' ')[0]!)) continue;
    for (let up = 0, at: Element | null = img.parentElement; at && up < 4; at = at.parentElement, up++) {
      // A picture alone in its block: the name may lead the block after it ("<p><img></p><p><strong>").
      const next = lengthOf(at) ? null : at.nextElementSibling;
      const box = next && short(next) ? next : at;
      if (box === at && !short(at)) break;
      const el = shownIn(box, name, img);
      if (!el) continue;
      // The card both are in, when it is a few lines too: a teaser's headline may follow the name.
      const both = at.parentElement;
      const card = box !== at && both && short(both) ? both : box;
      // A contact's card in the sidebar is no site chrome when its address spells their name
      // ("Kontakt", "Sabrina Pfeifer", "Pressereferentin …", "sabrina.pfeifer@zvei.org").
      const chrome = siteChromeOf(el) && !spelledInText(name, text(card));
      const who = chrome || regionOf(el, COMMENTS) ? null : saysWho(card, el, name, alt);
      // A writer's box is a byline (the publisher is theirs); anyone else's card gives their job's
      // company, if it names one.
      const p =
        who === null
          ? null
          : who === '' || WRITES.test(who)
            ? person(splitName(name), null, null, 'byline', el)
            : person(splitName(name), headlineCompany(who), null, 'portrait', el);
      if (p) found.push(p);
      break;
    }
  }
  return found;
}
