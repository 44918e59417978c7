/**
 * A gallery of people, each a portrait and their name in bold right after it, over their bio: a staff
 * page's trainers, coaches or lawyers ("<img alt="headshot …"><p><strong>Danielle Cooney, Personal
 * Trainer</strong><br>I am a strong and enthusiastic …", "<strong>Bruce Ayers</strong></p><p>There are
 * two things …"). Three such people on a page or more: one portrait and a bold name in a story is a
 * caption's subject, not a gallery. The name is the bold text before any comma (a role after it).
 */
import { splitName } from '../../../core/names';
import { COMMENTS, firstOf, person, regionOf, text, type FoundPerson } from './found';
import { siteChromeOf } from './chrome';
import { givenNameKnown, personName } from './names';
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

/** Whether no words come before the bold in its block: it leads it (its block's text is not read whole). */
function leads(b: Element): boolean {
  for (let n = b.previousSibling; n; n = n.previousSibling) if ((n.textContent ?? '').trim()) return false;
  return true;
}

export function fromPortraits(doc: Document): FoundPerson[] {
  const found: FoundPerson[] = [];
  for (const b of firstOf(bolds(doc), 1000)) {
    const block = b.parentElement;
    const shown = text(b).trim();
    if (!block || shown.length > 80 || !leads(b)) continue;
    const name = shown.split(',')[0]!.trim();
    if (personName(name) !== name || !givenNameKnown(name.split(' ')[0]!)) continue;
    if (!afterPortrait(block) || siteChromeOf(block) || regionOf(block, COMMENTS)) continue;
    const p = person(splitName(name), null, null, 'card', b);
    if (p) found.push(p);
  }
  return found.length >= 3 ? found : [];
}
