/** A company's domain from its addresses elsewhere on the page (free providers never count). */
import { isKnownDomain } from '../../../core/checks/providers';
import type { FoundPerson } from './found';

const domainIndex = new WeakMap<Document, Map<string, string>>();

/**
 * The page's company addresses by the name part of their domain ("vandelay" → vandelay.nl), read from
 * the page's text once per document: the content script asks again on every scroll.
 */
function domainsByName(doc: Document): Map<string, string> {
  let byName = domainIndex.get(doc);
  if (!byName) {
    byName = new Map();
    for (const a of (doc.body?.textContent ?? '').match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) {
      const d = a.split('@')[1]!.toLowerCase();
      const name = d.split('.')[0]!.replace(/-/g, '');
      if (name.length >= 3 && !isKnownDomain(d) && !byName.has(name)) byName.set(name, d);
    }
    domainIndex.set(doc, byName);
  }
  return byName;
}

/** The domain of a company's addresses elsewhere on the page ("Vandelay Industries" → vandelay.nl). */
export function pageDomainFor(company: string, doc: Document): string | null {
  const byName = domainsByName(doc);
  const slug = company.toLowerCase().replace(/[^a-z0-9]/g, '');
  for (let n = slug.length; n >= 3; n--) {
    const hit = byName.get(slug.slice(0, n));
    if (hit) return hit;
  }
  return null;
}

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
