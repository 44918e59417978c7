/**
 * People marked up for machines: schema.org Person in microdata (JSON-LD's are json-ld.ts's), h-card /
 * vcard, profile meta tags, a paper's authors in scholarly citation tags, and the page's author tags.
 */
import { fullName, NAME_PARTICLES, splitName } from '../../../core/names';
import {
  domainOf,
  metaContent,
  metas,
  nameElement,
  person,
  text,
  workDomain,
  type FoundPerson,
} from './found';
import { headlineCompany } from './headlines';
import { bylineNames } from './byline-names';
import { spaced } from './json-ld';
import { givenNameKnown } from './names';
import { COMMENTS, regionOf } from './regions';
import { pageWide } from './queries';
import { pauseAt, whole, type Slices } from './slices';
import { inTeaser } from './teasers';
import { itemValue } from './words';

export const fromMicrodata = (doc: Document): FoundPerson[] => whole(microdataSlices(doc));

/** Each person's scope, a slice at a time (a page of comments or profiles may hold hundreds). */
export function* microdataSlices(doc: Document): Slices {
  const out: FoundPerson[] = [];
  const scopes = doc.querySelectorAll('[itemscope][itemtype*="schema.org/Person" i]');
  for (let i = 0; i < scopes.length; i++) {
    if (pauseAt(i)) yield;
    const scope = scopes[i]!;
    const prop = (name: string) => scope.querySelector(`[itemprop~="${name}"]`);
    const given = itemValue(prop('givenName'));
    const family = itemValue(prop('familyName'));
    // A name written as a byline is read as one ("By Sandee LaMotte, CNN").
    const named = given && family ? null : (bylineNames(itemValue(prop('name')))[0] ?? null);
    const names = given && family ? { firstName: given, lastName: family } : named ? splitName(named) : null;
    const org = scope.querySelector('[itemprop~="worksFor"], [itemprop~="affiliation"]');
    // Without an organisation, a job title may name it: "Director of Demand Generation at ServiceMax".
    const orgName = org?.hasAttribute('itemscope')
      ? itemValue(org.querySelector('[itemprop~="name"]'))
      : org
        ? itemValue(org)
        : headlineCompany(itemValue(prop('jobTitle')));
    const orgUrl =
      org?.querySelector('[itemprop="url"]')?.getAttribute('href') ??
      org?.querySelector('[itemprop="url"]')?.getAttribute('content');
    // A name only in data is badged where the page shows it, else with the page's other people.
    const shown = prop('name') ?? scope;
    const el =
      shown.localName === 'meta' && names
        ? nameElement(doc, fullName(names.firstName, names.lastName), doc.body)
        : shown;
    // A person the text mentions, tagged where the sentence names them ("an Seite von Pastorin
    // <span itemscope itemtype=…/Person>Dagmar Posner</span>."): no item's property, in a paragraph.
    if (!scope.hasAttribute('itemprop') && scope.closest('p')) continue;
    // Nor another story's writer, in its teaser ("Related stories").
    if (inTeaser(scope, doc)) continue;
    const p = person(names, orgName, domainOf(orgUrl), 'microdata', el);
    if (p) out.push(p);
  }
  return out;
}

const hCards = pageWide('.h-card, .vcard');

export function fromHCards(doc: Document): FoundPerson[] {
  const out: FoundPerson[] = [];
  for (const card of hCards(doc)) {
    if (card.parentElement?.closest('.h-card, .vcard')) continue; // a nested org card
    const one = (sel: string) => card.querySelector(sel);
    const given = text(one('.p-given-name, .given-name'));
    const family = text(one('.p-family-name, .family-name'));
    const nameEl = one('.p-name, .fn');
    // An organisation's or a place's card (`fn org`, a country's infobox) is not a person.
    if (nameEl?.matches('.org, .p-org, .country-name, .locality, .adr')) continue;
    // A name has no word in small letters but a surname's particle: "Robert aus Wien" is a handle.
    const words = text(nameEl).split(/\s+/);
    if (!(given && family) && words.some((w) => /^\p{Ll}/u.test(w) && !NAME_PARTICLES.has(w))) continue;
    const names = given && family ? { firstName: given, lastName: family } : splitName(text(nameEl));
    // A commenter's card names a person only by a given name the lists know: "Meine Ergänzung" ("my
    // addition") and "Modern Wife" are nicknames.
    if (names && !givenNameKnown(names.firstName) && regionOf(card, COMMENTS)) continue;
    const org = one('.p-org, .org');
    const orgUrl =
      org?.querySelector('.u-url, .url')?.getAttribute('href') ??
      (org?.tagName === 'A' ? org.getAttribute('href') : null);
    const p = person(
      names,
      org ? text(org.querySelector('.p-name') ?? org) : null,
      domainOf(orgUrl),
      'hcard',
      nameEl ?? card,
      given && family ? undefined : text(nameEl),
    );
    if (p) out.push(p);
  }
  return out;
}

export function fromMeta(doc: Document): FoundPerson[] {
  const meta = (p: string) => metaContent(doc, 'property', p)?.trim() ?? '';
  if (meta('og:type').toLowerCase() !== 'profile') return [];
  const first = meta('profile:first_name');
  const last = meta('profile:last_name');
  if (!first || !last) return [];
  const full = `${first} ${last}`;
  const p = person(
    { firstName: first, lastName: last },
    null,
    null,
    'meta',
    nameElement(doc, full, doc.body),
  );
  return p ? [p] : [];
}

/** More authors than a page can badge usefully (physics papers list thousands). */
const MAX_AUTHORS = 200;

/**
 * A paper's authors as scholarly sites tag them for search engines (the Highwire Press tags journals,
 * preprint servers and repositories write: `citation_author`, then that author's
 * `citation_author_institution` and `citation_author_email`). The first institution is their company,
 * their address their domain (not a free mail one). Names come as "First Last" or "Last, First".
 */
export function fromCitations(doc: Document): FoundPerson[] {
  const authors: { name: string; company: string | null; email: string | null }[] = [];
  for (const m of metas(doc, 'name', (n) => n.startsWith('citation_author'))) {
    const key = m.getAttribute('name')!.toLowerCase();
    const value = m.getAttribute('content')?.trim() ?? '';
    const last = authors.at(-1);
    if (key === 'citation_author') {
      if (authors.length === MAX_AUTHORS) break;
      authors.push({ name: value.replace(/^([^,]+),\s*(.+)$/, '$2 $1'), company: null, email: null });
    } else if (last && key === 'citation_author_institution') last.company ??= value || null;
    // Written for robots as the page shows it, often: "nevan.krogan{at}ucsf.edu".
    else if (last && key === 'citation_author_email')
      last.email ??= value.replace(/\s*[{[(]at[}\])]\s*/i, '@') || null;
  }
  return authors.flatMap((a) => {
    const own = workDomain(domainOf(a.email));
    return person(splitName(a.name), a.company, own, 'citation', nameElement(doc, a.name, doc.body)) ?? [];
  });
}

/**
 * The author tags of page metadata: HTML's own, those news sites write for their analytics and
 * mailers (Parse.ly, Sailthru, the "byl" of NYT-style CMSs) and a social card's creator. Dublin Core's
 * creator is left out: sites fill it with a section ("Zone Justice et faits divers"). Open Graph's
 * article author too (`article:author`, or `og:article:author` as some write it), when written with a
 * space between its words (a link to a profile names no one, and a name run together before the
 * site's is an outlet's: "뉴스타파 | 네이버").
 */
const AUTHOR_META = /^(authors?|parsely-author|sailthru\.author|byl)$/;
export const authorTags = (doc: Document): Element[] => [
  ...metas(doc, 'name', (n) => AUTHOR_META.test(n)),
  ...metas(doc, 'property', (n) => n === 'og:article:author' || n === 'article:author').filter((m) =>
    spaced((m.getAttribute('content') ?? '').split('|')[0]!),
  ),
  // The card's creator when it is a name in Latin letters, not a handle nor a site's title
  // ("Andrew Tarantola"; not "@gizmodo", "خبرگزاری … | YJC").
  ...[
    ...metas(doc, 'name', (n) => n === 'twitter:creator'),
    ...metas(doc, 'property', (n) => n === 'twitter:creator'),
  ].filter((m) =>
    /^\p{Script=Latin}[\p{Script=Latin}.'’-]*(?: [\p{Script=Latin}.'’-]+){1,3}$/u.test(
      (m.getAttribute('content') ?? '').trim(),
    ),
  ),
];
