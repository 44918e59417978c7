/** The Leads view's search, filters and sort: plain functions over the leads, fast on 10,000. */
import type { Lead } from '../../core/leads';

export type Sort = 'recent' | 'name' | 'company' | 'verdict';
export interface Filters {
  text: string;
  verdict: '' | 'valid' | 'invalid' | 'risky' | 'unknown' | 'none';
  tag: string;
  company: string;
  sort: Sort;
}
export const NO_FILTERS: Filters = { text: '', verdict: '', tag: '', company: '', sort: 'recent' };

/** What a search looks through, lower-cased once per lead. */
const haystacks = new WeakMap<Lead, string>();
const haystack = (l: Lead) => {
  let h = haystacks.get(l);
  if (h === undefined) {
    h = [l.firstName, l.lastName, l.company, l.domain, l.address, l.note, ...l.tags]
      .filter(Boolean)
      .join(' ')
      .toLowerCase();
    haystacks.set(l, h);
  }
  return h;
};

const ORDER = { valid: 0, risky: 1, unknown: 2, invalid: 3 } as const;
const byText = (a: string, b: string) => (a === b ? 0 : a === '' ? 1 : b === '' ? -1 : a.localeCompare(b));
const byName = (a: Lead, b: Lead) =>
  byText(a.lastName || a.address || '', b.lastName || b.address || '') || byText(a.firstName, b.firstName);
const SORTS: Record<Sort, (a: Lead, b: Lead) => number> = {
  // Ties (a Save all, an import) by name, so the order does not change from one reading to the next.
  recent: (a, b) => b.updatedAt - a.updatedAt || byName(a, b),
  name: byName,
  company: (a, b) => byText(a.company ?? '', b.company ?? '') || byName(a, b),
  verdict: (a, b) =>
    (a.verdict ? ORDER[a.verdict.state] : 4) - (b.verdict ? ORDER[b.verdict.state] : 4) || byName(a, b),
};

export function filterLeads(leads: readonly Lead[], f: Filters): Lead[] {
  const words = f.text.toLowerCase().split(/\s+/).filter(Boolean);
  const out = leads.filter(
    (l) =>
      (!f.verdict || (f.verdict === 'none' ? !l.verdict : l.verdict?.state === f.verdict)) &&
      (!f.tag || l.tags.includes(f.tag)) &&
      (!f.company || l.company === f.company) &&
      (words.length === 0 || words.every((w) => haystack(l).includes(w))),
  );
  return out.sort(SORTS[f.sort]);
}

/** The tags and companies to filter by, most used first. */
export function facets(leads: readonly Lead[]): { tags: string[]; companies: string[] } {
  const count = (values: (string | null)[]) => {
    const n = new Map<string, number>();
    for (const v of values) if (v) n.set(v, (n.get(v) ?? 0) + 1);
    return [...n.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([v]) => v);
  };
  return {
    tags: count(leads.flatMap((l) => l.tags)),
    companies: count(leads.map((l) => l.company)).slice(0, 200),
  };
}
