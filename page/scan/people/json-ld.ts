/**
 * People in a page's JSON-LD: schema.org Persons (a profile page's own, an article's authors, named
 * as a plain string too), the publisher and a site's owner the data names, and the organisations it
 * describes, which are no one whichever finder reads their name.
 */
import { fullName, inCjk, splitName } from '../../../core/names';
import { domainOf, nameElement, person, workDomain, type FoundPerson } from './found';
import { headlineCompany } from './headlines';
import { bylineNames } from './byline-names';
import { PICTOGRAPHS, personName } from './names';
import { corporate } from './site-name';
import { capitalised, SMALL_NAME } from './words';
import { pauseAt, type Slices } from './slices';

/** Whether `url` (a person's own page, in the page's data) is on the page's own site. */
function onThisSite(url: unknown, doc: Document): boolean {
  const host = domainOf(url);
  return !!host && host === domainOf(doc.URL);
}

/** The publisher named in a page's JSON-LD (an article's `publisher.name`), by document. */
export const jsonLdPublisher = new WeakMap<Document, string>();

/**
 * The name of a site typed both a person and an organisation in its JSON-LD, by document: a personal
 * site's owner as its plugins describe them ("Helge Fahrnberger" on helge.at), or a misnamed brand.
 */
export const jsonLdOwner = new WeakMap<Document, string>();

/**
 * A name compared with another: in small letters, its spaces as one; in Han, kana and Hangul without
 * them ("日刊 現代" is "日刊現代"). Not "kikobeats" for "Kiko Beats": a handle is its owner's.
 */
const nameKey = (name: string) =>
  (inCjk(name) ? name.replace(/\s+/g, '') : name.replace(/\s+/g, ' ')).toLowerCase();

/**
 * The pages whose JSON-LD describes a forum's thread (`DiscussionForumPosting`): its posters' names are
 * handles ("Form Lighting", "Electronics Wizardy") unless a given name leads them. Known once
 * `jsonLdSlices` has read the page.
 */
export const jsonLdForums = new WeakSet<Document>();

/** The names of the organisations a page's JSON-LD describes, by document (as `nameKey` gives them). */
const jsonLdOrganisations = new WeakMap<Document, Set<string>>();

/**
 * Whether a person found is an organisation the page's data describes by that very name, on its own,
 * as a news organisation or as a brand: a paper that signs its stories as their author ("Les Echos",
 * "Bernau LIVE"), a product's maker that the site is named for ("Green Roads"), whichever finder read
 * it. Not one named only as the story's publisher: a personal site's
 * plugins name its owner both its author and its publisher ("Haki Benita"). Known once `jsonLdSlices`
 * has read the page.
 */
export function namesOrganisation(doc: Document, p: FoundPerson): boolean {
  // Most pages describe none: no name is built for them (mergePeople asks of every person).
  const organisations = jsonLdOrganisations.get(doc);
  return !!organisations?.size && organisations.has(nameKey(fullName(p.firstName, p.lastName)));
}

/**
 * The people the page's data describes. A live blog's data can be most of a megabyte, its writers
 * described again in each of a thousand updates: each script's parse and each few people take a
 * slice of their own.
 */
export function* jsonLdSlices(doc: Document): Slices {
  const out: FoundPerson[] = [];
  let persons = 0;
  // The names of the organisations the data describes (mergePeople leaves them out, whoever found them).
  const organisations = new Set<string>();
  jsonLdOrganisations.set(doc, organisations);
  // Where each name shows, looked for once (each look is a search of the page).
  const shownAt = new Map<string, Element>();
  // Each person once: a live blog's data describes its writer again in each of its updates.
  const told = new Set<string>();
  const shownAs = (name: string) =>
    shownAt.get(name) ?? shownAt.set(name, nameElement(doc, name, doc.body)).get(name)!;
  // `profiled`: the node is a profile page's own person ("ProfilePage" → "mainEntity"); `alone`: it
  // is no other node's property (a script's own, or its graph's).
  function* visit(node: unknown, profiled = false, alone = false): Generator<void, void, void> {
    if (Array.isArray(node)) {
      for (const n of node) yield* visit(n, false, alone);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const o = node as Record<string, unknown>;
    if (o['@graph']) yield* visit(o['@graph'], false, true);
    const pub = o.publisher as Record<string, unknown> | undefined;
    // A publisher that is a person ("publisher": {"type": "Person", "name": "Kristen Falc'hon"}) names
    // no site.
    const personal = pub && [pub['@type'], pub.type].flat().includes('Person');
    if (typeof pub?.name === 'string' && !personal && !jsonLdPublisher.has(doc))
      jsonLdPublisher.set(doc, pub.name);
    // A type in small letters is meant as schema.org's ("@type": "person", as some plugins write it).
    const types = ([] as unknown[]).concat(o['@type']).map((t) => (t === 'person' ? 'Person' : t));
    if (types.includes('DiscussionForumPosting')) jsonLdForums.add(doc);
    if (types.includes('Person')) {
      const telling = `${profiled} ${alone} ${JSON.stringify(o)}`;
      if (told.has(telling)) return;
      told.add(telling);
      if (pauseAt(++persons)) yield;
    }
    if (
      typeof o.name === 'string' &&
      !types.includes('Person') &&
      (types.includes('NewsMediaOrganization') ||
        types.includes('Brand') ||
        (alone && types.includes('Organization')))
    )
      organisations.add(nameKey(o.name));
    // A site typed both a person and an organisation ("Tech Monitor") is the organisation: not a
    // person to find, but a byline with its very name is its owner's (bylines.ts).
    if (types.includes('Person') && types.includes('Organization') && typeof o.name === 'string')
      jsonLdOwner.set(doc, o.name.trim());
    else if (types.includes('Person')) {
      // Some sites put the byline's "By" into the name ("By Will Smale"), or whom they wrote for
      // ("Charles Walton for SurgeZirc UK").
      const shown = (typeof o.name === 'string' ? o.name : `${o.givenName ?? ''} ${o.familyName ?? ''}`)
        .replace(PICTOGRAPHS, '') // a display name's emoji ("Javi López ⛩️")
        .trim()
        .replace(/^by:?\s+/i, '')
        .replace(/\s+(?:for|für|pour|para|per)\s+\p{Lu}.*$/u, '');
      // A profile's display name written in small letters ("givenName": "rob cheung" on a social
      // network's profile) is read capitalised, as its title's is (account-title.ts).
      const written = profiled && SMALL_NAME.test(shown) ? capitalised(shown) : shown;
      // Or the byline's whole line, the name then its job ("Povilas Aleksandravičius, Mykolo Romerio
      // universiteto … profesorius"); an inverted name ("Roe, Jane") is none of that, nor a list of
      // names ("Prannoy Roy, Radhika Roy").
      const [before, ...after] = written.split(',').map((part) => part.trim());
      const full =
        after.length && personName(before!) && !after.some((part) => personName(part)) ? before! : written;
      const names =
        typeof o.givenName === 'string' && typeof o.familyName === 'string'
          ? { firstName: o.givenName, lastName: o.familyName }
          : splitName(full);
      const org = ([] as unknown[]).concat(o.worksFor ?? o.affiliation ?? [])[0] as
        Record<string, unknown> | undefined;
      // A profile's own bio may say where they work, a line of it: "Fundador @Magnific_AI (acq. …)".
      const bio = profiled && typeof o.description === 'string' ? o.description.split('\n') : [];
      const named = typeof org === 'string' ? org : typeof org?.name === 'string' ? org.name : null;
      // A writer whose own page is on this site, said to work for a name in its corporate form
      // ("worksFor": "Tamedia AG" for a writer at tagesanzeiger.ch/author/…), writes for the site, which
      // that company owns: a reader names the site (publisher.ts gives it).
      const owned = !!named && corporate(named) && onThisSite(o.url ?? o['@id'], doc);
      const company =
        (owned ? null : named) ??
        bio.map((line) => headlineCompany(line)?.replace(/_/g, ' ')).find(Boolean) ??
        // The job after the name says where ("Renars Jansons , CIO at Skonto Group").
        (full === written ? null : headlineCompany(after.join(', '))) ??
        null;
      const domain =
        domainOf(org && typeof org === 'object' ? org.url : null) ??
        workDomain(domainOf(typeof o.email === 'string' ? o.email : null));
      const p = person(names, company, domain, 'jsonld', shownAs(full), full);
      if (p) out.push(p);
    }
    const story = types.some((t) => typeof t === 'string' && /(Article|BlogPosting)$/.test(t));
    // An article's author written as a plain name ("author": "Karin Finkenzeller"), not a Person, or
    // as its creator ("creator": ["渡辺洋介"]). In Han, kana and Hangul, which need no space between a
    // name's parts, its shape decides (personName: "朝日新聞社" is a desk's).
    if (story)
      for (const author of ([] as unknown[]).concat(o.author ?? [], o.creator ?? []))
        if (typeof author === 'string' && (spaced(author) || inCjk(author)))
          for (const n of bylineNames(author)) {
            const p = person(splitName(n), null, null, 'jsonld', shownAs(n), n);
            if (p) out.push(p);
          }
    // An organisation's founders, funders or staff are named in its data, not shown on the page (a
    // paper's editor-in-chief as its publisher's "employee"); a story's subjects ("mentions": "König
    // Charles III.", "Prinz Harry") are whom it is about, not its people.
    // A reader's review or comment nested in the page's data (a product's `review` list, an article's
    // `comment`) is by a customer or a reader, as a comments region's posts are: not one of the page's
    // people, unless the data says where they work (a client's testimonial: "Renars Jansons , CIO at
    // Skonto Group"). A review that is the page's own node is its writer's.
    const byReader = !alone && types.some((t) => t === 'Review' || t === 'Comment' || t === 'Answer');
    for (const [k, v] of Object.entries(o))
      if (
        v &&
        typeof v === 'object' &&
        !/^(founders?|funders?|sponsors?|alumni|employees?|mentions)$/.test(k) &&
        !(story && k === 'about') &&
        !(byReader && (k === 'author' || k === 'creator') && !saysWhereTheyWork(v))
      )
        yield* visit(v, k === 'mainEntity' && types.includes('ProfilePage'));
  }
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      // Some sites wrap it in CDATA, as XHTML once asked; some break a line inside a string, which
      // JSON forbids and search engines forgive (a control character is whitespace anywhere else).
      const data = (script.textContent ?? '')
        .replace(/<!\[CDATA\[|\]\]>/g, '')
        .replace(/[\u0000-\u001f]+/g, ' ');
      const parsed: unknown = JSON.parse(data);
      if (data.length > 50_000) yield;
      yield* visit(parsed, false, true);
    } catch {
      // Broken JSON-LD is common; skip it.
    }
  }
  return out;
}

/** Whether a person in the data says where they work: an employer, a job, or a name's ", CIO at …". */
function saysWhereTheyWork(v: object): boolean {
  return ([] as unknown[]).concat(v).some((a) => {
    const o = a as Record<string, unknown>;
    return (
      !!(o?.worksFor ?? o?.affiliation ?? o?.jobTitle) ||
      /,\s*\S.* (?:at|of|@) \S/u.test(String(o?.name ?? ''))
    );
  });
}

/** A name written with a space between its words: one run together is an outlet's ("뉴스타파"). */
export const spaced = (name: string) => /\S\s+\S/.test(name.trim());
