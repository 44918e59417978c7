/**
 * Finds people (name + company) on a page, most trusted source first:
 * schema.org Person in JSON-LD and microdata, h-card / vcard, profile meta tags, CRM-like tables
 * (column headers) and record pages (labelled fields), a profile's heading, lists of people, bylines
 * and author boxes (bylines.ts), and senders next to their addresses (senders.ts).
 *
 * The domain comes from a website/url/domain field, the organization's url, the person's own work
 * address on the page, the domain of other addresses of the same company on the page, or the
 * publisher's site (free mail providers never count). When none is known it is null, and Find asks
 * for it, prefilled with a guess.
 */
import { findEmails } from '../emails';
import { fromClosingBios, fromLedBios, fromNamedBios } from './led-bios';
import { fromMarkedPeople } from './marked-people';
import { bylineSlices } from './bylines';
import { fromContributors } from './contributors';
import { fromCjkCredits } from './datelines';
import { staffCompany, withPublisher } from './publisher';
import { spelledNear } from './site-name';
import { companyDomains, domainFromPage } from './domains';
import { fromSenders } from './senders';
import { slug, type FoundPerson } from './found';
import { givenNameKnown } from './names';
import { siteOf } from './site';
import { listSlices } from './lists';
import { fromProfileHeading } from './profile-heading';
import { fromNumberedNames } from './ranked';
import { fromJobLabels } from './job-labels';
import { fromNamedSections, fromPanel, labelledLineSlices, mastheadSlices } from './teams';
import { fromJobLines } from './job-lines';
import { fromTeamGrid } from './team-grids';
import { fromNamedPortraits, fromPortraits } from './portraits';
import { fromQuoteCards } from './quote-cards';
import { lineBlockSlices } from './line-blocks';
import { fromNameList } from './members';
import { fromRecord, fromRoleRows, fromTables } from './records';
import { fromSignatories } from './signatories';
import { fromSignatures } from './signatures';
import { fromGuests, fromGuestsNamed, speakerSlices } from './speakers';
import { fromAccountTitle } from './account-title';
import { fromCitations, fromHCards, fromMeta, microdataSlices } from './structured';
import { jsonLdForums, jsonLdSlices, namesOrganisation } from './json-ld';
import { COMMENTS, regionOf } from './regions';
import { letters } from './words';
import { whole, type Finder } from './slices';

export type { FoundPerson, PersonSource } from './found';
export { fromSenders } from './senders';
export { domainFromPage, pageDomainFor } from './domains';
export { tablePeople } from './records';
export { withPublisher } from './publisher';
export { prepareQueries } from './queries';
export type { Finder, Slices } from './slices';

/**
 * The finders of people outside tables, most trusted first. Each makes a few page-wide queries: on a
 * 10,000-row table one costs up to 35 ms, so the content script runs them one task at a time there;
 * those that read many of the page's elements read them a slice at a time (slices.ts).
 */
export const OUTSIDE_TABLES: readonly Finder[] = [
  jsonLdSlices,
  microdataSlices,
  fromHCards,
  fromMeta,
  fromAccountTitle,
  fromCitations,
  fromRecord,
  fromRoleRows,
  fromProfileHeading,
  listSlices,
  fromNumberedNames,
  fromTeamGrid,
  fromPortraits,
  fromNamedPortraits,
  fromNameList,
  mastheadSlices,
  fromJobLines,
  fromJobLabels,
  labelledLineSlices,
  lineBlockSlices,
  fromSignatories,
  fromNamedSections,
  speakerSlices,
  fromGuests,
  fromGuestsNamed,
  fromSignatures,
  fromQuoteCards,
  bylineSlices,
  fromClosingBios,
  fromContributors,
  fromCjkCredits,
  fromLedBios,
  fromNamedBios,
  fromMarkedPeople,
  fromPanel,
];

/** People from everything but tables, in one go. */
export function peopleOutsideTables(doc: Document): FoundPerson[] {
  return withPublisher(
    OUTSIDE_TABLES.flatMap((find) => whole(find(doc))),
    doc,
  );
}

/** Every person candidate on the page. */
export function* peopleIn(doc: Document): Generator<FoundPerson> {
  yield* peopleOutsideTables(doc);
  yield* fromTables(doc);
}

/**
 * A name that names the site, whose first word is no given name the lists know, is the site's: its
 * address's first label spelled whole, accents aside ("Última Hora", the author in ultimahora.com's
 * data), by its first and last words around more ("Nordsee Kurier" on nordseeheimatkurier.de), or by
 * one word ("Attac France" on attac.org). A person's own site keeps them ("Mady Morrison" on
 * madymorrison.com).
 */
function namesSite(doc: Document, p: FoundPerson): boolean {
  if (givenNameKnown(p.firstName)) return false;
  const label = letters(siteOf(doc).domain?.split('.')[0] ?? '');
  const [first, last] = [letters(p.firstName), letters(p.lastName)];
  return (
    label.length >= 4 &&
    (first + last === label ||
      first === label ||
      last === label ||
      (first.length >= 3 && last.length >= 3 && label.startsWith(first) && label.endsWith(last)))
  );
}

/** A forum's thread, as its data says: the thread's posting in JSON-LD or in microdata. */
const forumThread = (doc: Document) =>
  jsonLdForums.has(doc) || !!doc.querySelector('[itemtype*="schema.org/DiscussionForumPosting" i]');

/** Where a person's badge goes: the element that shows them, and within it their name's own place. */
const badgeSpot = ({ element, anchor, text }: FoundPerson) => ({ element, anchor, text });

/**
 * One person per name (the most trusted source wins), with missing domains filled in from the others
 * and, unless `fromPage` is false, from the company's addresses elsewhere on the page (which reads
 * the whole page's text once per document).
 */
export function mergePeople(all: FoundPerson[], doc: Document, fromPage = true): FoundPerson[] {
  const domains = companyDomains(all, doc, fromPage);
  const best = new Map<string, FoundPerson>();
  let staff: ReturnType<typeof staffCompany> | undefined;
  const key = (p: FoundPerson) => `${p.firstName}|${p.lastName}`.toLowerCase();
  // The company a source says they work for, over one their address's domain suggests (a bio's
  // "Senior Editor of 9to5Toys", writing from 9to5mac.com).
  const said = new Map(all.filter((p) => p.company).map((p) => [key(p), p.company]));
  let forum: boolean | undefined;
  for (const p of all) {
    // An organisation the page's data describes is no one, whichever finder read its name (the
    // JSON-LD's reader, the first finder, knows them).
    if (namesOrganisation(doc, p) || namesSite(doc, p)) continue;
    // A reader's comment or a forum's thread names its posters by handles ("Babylon Timer", "Form
    // Lighting"): a person there has a given name the lists know. The page's data vouches for a writer
    // shown in a comments region, but not on a forum's thread, whose data names its posters.
    const handles = (p.source !== 'jsonld' && regionOf(p.element, COMMENTS)) || (forum ??= forumThread(doc));
    if (!givenNameKnown(p.firstName) && handles) continue;
    // Their own address beside them gives theirs; else one on the page whose name part is theirs (not
    // another's "andrew@" for Stuart Andrew, whose own is beside his name).
    if (fromPage && !(p.address && p.domain)) p.domain = domainFromPage(p, doc);
    if (!p.domain && p.company) p.domain = domains.get(p.company.toLowerCase()) ?? null;
    p.company ??= said.get(key(p)) ?? null;
    // Someone whose own address is at the publisher's organisation works for it.
    if (!p.company && p.domain)
      p.company = (staff ??= staffCompany(doc))(p.domain, `${p.firstName} ${p.lastName}`);
    // Else the company their own address's domain spells in the words around them.
    if (!p.company && p.domain && ownDomainOf(p)) {
      const spelled = spelledNear(p.element, p.domain);
      // Not their own name: stevemoser.org is Steve Moser's own site.
      if (spelled && slug(spelled) !== slug(`${p.firstName}${p.lastName}`)) p.company = spelled;
    }
    const prev = best.get(key(p));
    if (!prev || p.confidence > prev.confidence)
      best.set(key(p), {
        ...p,
        company: namedOver(p.company, prev?.company),
        domain: ownDomainOf(p) ?? ownDomainOf(prev) ?? p.domain ?? prev?.domain ?? null,
        address: p.address ?? prev?.address,
        // A badge goes where the name shows: data without a visible name takes the other's place.
        ...badgeSpot(p.element === doc.body && prev ? prev : p),
      });
    else {
      if (prev.element === doc.body) Object.assign(prev, badgeSpot(p));
      // Their own address beside their name (a byline's mail link) gives their domain, over the site's.
      prev.domain = ownDomainOf(prev) ?? ownDomainOf(p) ?? prev.domain ?? p.domain;
      prev.company ??= p.company;
      prev.address ??= p.address;
    }
  }
  for (const p of best.values()) p.company = tidyCompany(p.company);
  return [...best.values()];
}

/**
 * A company as shown: a separator left after it is none of it ("Mindesigns -", a site's name cut from
 * a title), nor what a sentence says of it ("Barnett Ghostwriting is a pleasure …"). Eight words or more with a word in small letters that joins no name's words are a sentence:
 * the name before its first comma is the company ("Energías Renovables, el periodismo de las energías
 * limpias."), and with none it is no company ("Element Jiu-Jitsu Martial Arts School located in the
 * Arizona Center near the AC Hotel.", a caption read as a byline's). A long institution's name and
 * address stays whole ("Icahn School of Medicine at Mount Sinai, New York, NY").
 */
function tidyCompany(company: string | null): string | null {
  const name = company?.replace(SAYS, '').replace(/[\s|:·•,–—-]+$/u, '');
  const words = name?.split(/\s+/) ?? [];
  if (!name || !(words.length >= 8 && words.some((w) => /^\p{Ll}{3,}\.?$/u.test(w) && !JOINS.test(w))))
    return name || null;
  const before = name.split(',')[0]!;
  return before !== name && before.split(/\s+/).length < 8 ? before : null;
}
/** What a sentence says of the company after its name: "Barnett Ghostwriting is a pleasure to work with". */
const SAYS = /\s(?:is|are|was|were|has|have|had|will)\s\p{Ll}.*$/u;
/** Words in small letters inside an organisation's name: "University of California at San Diego". */
const JOINS = /^(?:and|the|for|del|della|der|des|und|für|auf|dos|das|von|van|zur|zum|sur|pour|per)$/;

/** A site's address standing for a company ("tomtunguz.com", the site a sender writes from). */
const ADDRESS_ONLY = /^[\w-]+(?:\.[\w-]+)+$/;
/** The company a source names, over one another gives only as a site's address. */
const namedOver = (company: string | null, other: string | null | undefined): string | null =>
  (company && other && ADDRESS_ONLY.test(company) && !ADDRESS_ONLY.test(other) ? other : company) ??
  other ??
  null;

/** The domain of a person's own address, when one was found with them (a mail provider's is none). */
const ownDomainOf = (p: FoundPerson | undefined): string | null =>
  p?.address && p.domain && p.address.endsWith(`@${p.domain}`) ? p.domain : null;

export function findPeople(doc: Document): FoundPerson[] {
  return mergePeople([...peopleIn(doc), ...fromSenders(findEmails(doc.body))], doc);
}
