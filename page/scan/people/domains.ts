/**
 * A person's domain from the page: their own work address (an address on the page whose name part is
 * theirs: jennifer.jett@, lnolan@, bromano@, mufsons@), else the domain of the company's addresses
 * elsewhere on the page. Free mail providers never count.
 */
import { domainOf, letters, slug, workDomain, type FoundPerson } from './found';

/** A site written out in a text: "www.jazzpharmaceuticals.com". */
const WRITTEN_SITE = /\bwww\.[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\b/gi;

/** A page's work addresses, their domains by name part, all its addresses' name parts, its sites. */
interface AddressIndex {
  list: string[];
  byLocal: Map<string, string>;
  locals: Set<string>;
  sites: string[];
}

const addressIndex = new WeakMap<Document, AddressIndex>();

/** An address as a text writes it, for the name part and the domain it shows. */
const WRITTEN_ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * The page's work addresses (text and mailto links), read once per document, with their domains by
 * the letters of their name part ("jennifer.jett" → "jenniferjett"), so that finding a person's own
 * address is a few lookups however many addresses the page holds; every address's name part, free
 * mail's too; and, in the same pass over its text, the sites it writes out ("please visit
 * www.jazzpharmaceuticals.com").
 */
function workAddresses(doc: Document): AddressIndex {
  let index = addressIndex.get(doc);
  if (!index) {
    // Text node by text node: the body's whole text would glue an address to the next element's
    // words ("mcason@al.com" + "skimming").
    const parts = [...doc.querySelectorAll('a[href^="mailto:" i]')].map((a) => a.getAttribute('href'));
    const sites: string[] = [];
    const walker = doc.createTreeWalker(doc.body ?? doc, 0x4 /* text */);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.nodeValue!.includes('@')) parts.push(n.nodeValue);
      if (n.nodeValue!.includes('www.')) sites.push(...(n.nodeValue!.match(WRITTEN_SITE) ?? []));
    }
    const text = parts.join(' ');
    const all = [...new Set((text.match(WRITTEN_ADDRESS) ?? []).map((a) => a.toLowerCase()))];
    const list = all.filter((a) => workDomain(a.split('@')[1]!));
    // Every address's name part, free mail's too, by its letters.
    const locals = new Set(all.map((a) => letters(a.split('@')[0]!)));
    const byLocal = new Map<string, string>();
    for (const a of list) {
      const [local, domain] = a.split('@') as [string, string];
      if (!byLocal.has(letters(local))) byLocal.set(letters(local), domain);
    }
    index = { list, byLocal, locals, sites };
    addressIndex.set(doc, index);
  }
  return index;
}

/**
 * The domain of the person's own address on the page, if one is there: jennifer.jett@, lnolan@,
 * bromano@, mufsons@, mark.distefano@, jon.allen@ (Jonathan Allen). An address by first name only
 * (pippin@, ben@) is anyone's of that name, so it is theirs only when its site bears their last name (pippin@pippinlee.com) or it
 * is written beside their name (their card or line): not an inbox owner's ben@ for every Ben in it.
 */
export function ownDomain(p: { firstName: string; lastName: string }, doc: Document): string | null {
  const first = letters(p.firstName);
  const whole = letters(p.lastName);
  const tail = letters(p.lastName.split(' ').at(-1)!);
  if (!first || tail.length < 2) return null;
  const { byLocal } = workAddresses(doc);
  for (const last of new Set([whole, tail])) {
    for (const key of [first + last, first[0] + last, last + first[0], last]) {
      const hit = byLocal.get(key);
      if (hit) return hit;
    }
    // A short form of the first name before the last: jon.allen@ for Jonathan Allen.
    for (const [local, domain] of byLocal) {
      const short = local.slice(0, -last.length);
      if (local.endsWith(last) && short.length >= 3 && first.startsWith(short)) return domain;
    }
  }
  const hit = byLocal.get(first);
  if (!hit) return null;
  const site = letters(hit.split('.')[0]!);
  return (tail.length >= 3 && site.includes(tail)) ||
    writtenBeside(`${first}@${hit}`, `${p.firstName} ${p.lastName}`, doc)
    ? hit
    : null;
}

/**
 * Whether an address on the page, free mail's too, has a name part that spells the name: given and
 * family name (jane.roe@, jroe@, roej@), or a given name of four letters or more alone (miod@ for Miod
 * Vallat): it vouches for a name the lists of given names lack, found in a byline's place (bylines.ts).
 */
export function addressSpells(name: string, doc: Document): boolean {
  const { locals } = workAddresses(doc);
  return nameParts(name).some((key) => locals.has(key));
}

/** The name parts of an address that spell a name, in letters: janeroe, jroe, roejane, roej, jane. */
function nameParts(name: string): string[] {
  const words = name.split(' ');
  const [first, last] = [letters(words[0]!), letters(words.at(-1)!)];
  if (words.length < 2 || !first || last.length < 2) return [];
  const keys = [first + last, first[0] + last, last + first, last + first[0]];
  if (first.length >= 4) keys.push(first);
  return keys;
}

/** Whether an address written in `text` has a name part that spells the name ("sabrina.pfeifer@"). */
export function spelledInText(name: string, text: string): boolean {
  const keys = nameParts(name);
  return (text.match(WRITTEN_ADDRESS) ?? []).some((a) => keys.includes(letters(a.split('@')[0]!)));
}

/**
 * Whether the address is written beside the name: an element around the address (itself, its parent
 * or grandparent; a short text, not the whole page) that names them too, as a card, a signature or a
 * bio does ("Trevor Daugherty is the Senior Editor … Contact him direct at trevor@9to5mac.com").
 */
function writtenBeside(address: string, name: string, doc: Document): boolean {
  const holders: Element[] = [...doc.querySelectorAll('a[href^="mailto:" i]')].filter((a) =>
    a.getAttribute('href')!.toLowerCase().includes(address),
  );
  const walker = doc.createTreeWalker(doc.body ?? doc, 0x4 /* text */);
  for (let n = walker.nextNode(); n && holders.length < 20; n = walker.nextNode())
    if (n.nodeValue!.toLowerCase().includes(address)) holders.push(n.parentElement!);
  return holders.some((el) => {
    for (let at: Element | null = el, i = 0; at && at !== doc.body && i < 3; at = at.parentElement, i++) {
      const t = at.textContent!;
      if (t.length > 2000) return false;
      if (t.includes(name)) return true;
    }
    return false;
  });
}

const linkedSites = new WeakMap<Document, string[]>();

/**
 * The sites the page links to (its first 1,000 links), read once per document: where a link goes,
 * and the address it shows (a profile's "Website: http://www.audiense.com" goes through a redirect).
 */
function sitesLinked(doc: Document): string[] {
  let hosts = linkedSites.get(doc);
  if (!hosts) {
    const set = new Set<string>();
    const links = doc.querySelectorAll('a[href^="http"]');
    for (let i = 0; i < links.length && i < 1000; i++) {
      const shown = links[i]!.textContent!.trim();
      for (const url of [links[i]!.getAttribute('href')!, shown.length < 80 ? shown : '']) {
        const host = domainOf(url);
        if (host) set.add(host);
      }
    }
    // And a site written out in the text, not linked ("please visit www.jazzpharmaceuticals.com").
    for (const site of workAddresses(doc).sites) {
      const host = domainOf(`https://${site}`);
      if (host) set.add(host);
    }
    hosts = [...set];
    linkedSites.set(doc, hosts);
  }
  return hosts;
}

/** A company's legal form after its name: "plc", "Inc.", "GmbH". */
const LEGAL_FORM = /,?\s+(?:plc|inc\.?|ltd\.?|llc|gmbh|ag|s\.a\.|corp\.?|corporation|limited)$/i;

/**
 * A site named for a company the way young companies name theirs when the plain name is taken: the
 * name after a verb or before a word (usemotion.com, getcruise.com, trymaple, joinhoney, motionhq).
 */
const AFFIXED = /^(?:use|get|try|join|go|hey|meet|with|hello)(.+)$|^(.+?)(?:app|hq|labs|inc)$/;

/**
 * The domain of a company's addresses elsewhere on the page ("Vandelay Industries" → vandelay.nl),
 * else of its own site when the page links to it or writes it out: a site whose name is the company's
 * ("Craniometrix" → craniometrix.com), or is it with an affix ("Motion" → usemotion.com).
 */
export function pageDomainFor(company: string, doc: Document): string | null {
  // Its name without its legal form ("Jazz Pharmaceuticals plc" → jazzpharmaceuticals).
  const wanted = slug(company.replace(LEGAL_FORM, ''));
  for (const a of workAddresses(doc).list) {
    const name = a.split('@')[1]!.split('.')[0]!.replace(/-/g, '');
    if (name.length >= 3 && wanted.startsWith(name)) return a.split('@')[1]!;
  }
  if (wanted.length < 3) return null;
  const named = (label: string) => {
    const m = AFFIXED.exec(label);
    return label === wanted || (!!m && (m[1] ?? m[2]) === wanted);
  };
  return sitesLinked(doc).find((h) => h.split('.').length === 2 && named(slug(h.split('.')[0]!))) ?? null;
}

/** A person's domain: their own address on the page, else what is known, else the company's addresses. */
export const domainFromPage = (p: FoundPerson, doc: Document): string | null =>
  ownDomain(p, doc) ?? p.domain ?? (p.company ? pageDomainFor(p.company, doc) : null);

/** Domains by company name: from people whose domain is known, then (optionally) from the page. */
export function companyDomains(people: FoundPerson[], doc: Document, fromPage: boolean): Map<string, string> {
  const map = new Map<string, string>();
  for (const p of people) if (p.company && p.domain) map.set(p.company.toLowerCase(), p.domain);
  if (!fromPage) return map;
  for (const p of people) {
    if (!p.company || map.has(p.company.toLowerCase())) continue;
    const hit = pageDomainFor(p.company, doc);
    if (hit) map.set(p.company.toLowerCase(), hit);
  }
  return map;
}
