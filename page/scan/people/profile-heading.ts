/**
 * A profile's owner: the page's main heading, a name, over a headline that names their company, or
 * alone on a page whose address is that person's (a speaker's or a staff member's own page).
 */
import { splitName } from '../../../core/names';
import { letters, person, text, type FoundPerson } from './found';
import { headlineCompany } from './headlines';
import { PROFILE_LINK } from './lists';
import { pagePath } from './site';
import { personName } from './names';

/**
 * Whether the page's address is a person's page that ends in the name, spelled out ("/speakers/lukas-ott/"
 * for "Lukas Ott", "/team/mirko-kampf.html" for "Mirko Kämpf"): not a story's, whose address spells
 * its headline ("/2019/new-zealand/").
 */
function addressNames(doc: Document, name: string): boolean {
  const spelled = addressName(doc);
  return !!spelled && spelled === letters(name);
}

/** The letters of the name a person's page's address ends in ("lukasott"), if it is one. */
function addressName(doc: Document): string | null {
  const path = pagePath(doc);
  const last = letters(
    path
      .split('/')
      .filter(Boolean)
      .at(-1)
      ?.replace(/\.\w+$/, '') ?? '',
  );
  return PROFILE_LINK.test(path) && last.length >= 5 ? last : null;
}

/**
 * On a person's page whose main heading is no name (a search box's "Search"), the first heading
 * that spells its address ("<h2>Lindsey Heagy</h2>" at /author/lindsey-heagy/).
 */
function spellingHeading(doc: Document): Element | null {
  const spelled = addressName(doc);
  if (!spelled) return null;
  const headings = doc.querySelectorAll('h1, h2, h3');
  for (let i = 0; i < headings.length && i < 50; i++)
    if (letters(text(headings[i]!)) === spelled) return headings[i]!;
  return null;
}

/**
 * A profile's owner: the main heading, and the first headline after it with a company; or, with no
 * such headline, the main heading alone when the page's address spells the name (a speaker's or a
 * staff member's own page, "Domain Architect" under "Lukas Ott" at /speakers/lukas-ott/).
 */
export function fromProfileHeading(doc: Document): FoundPerson[] {
  const main = doc.querySelector('h1');
  const h1 = main && personName(text(main)) ? main : spellingHeading(doc);
  const name = h1 ? personName(text(h1)) : null;
  if (!h1 || !name) return [];
  const walker = doc.createTreeWalker(doc.body, 0x4);
  walker.currentNode = h1;
  let company: string | null = null;
  for (let n = walker.nextNode(), i = 0; n && i < 30 && !company; n = walker.nextNode(), i++) {
    const t = (n as Text).data.replace(/\s+/g, ' ').trim();
    if (t && !h1.contains(n) && t.length <= 200) company = headlineCompany(t);
  }
  const owner =
    company || addressNames(doc, name) ? person(splitName(name), company, null, 'profile', h1) : null;
  return owner ? [owner] : [];
}
