/**
 * Leads: the people and addresses a user saves while browsing, one lead per person. Pure data and
 * rules (no storage, no DOM): what a lead holds, which leads are the same person, and how two merge
 * (the better data wins, sightings add up). `storage/leads.ts` keeps them; `lead-export.ts` takes
 * them out and back in.
 *
 * The same person: the same address (letter case ignored), or the same first and last name at the
 * same domain. A merge keeps the parts it was made of, so it can be undone; leads a user split
 * apart are never merged with each other again (`apart`).
 */
import type { VerdictState } from './verdict';
import { fullName } from './names';

export interface Sighting {
  url: string;
  title: string;
  at: number;
}

export interface Lead {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  domain: string | null;
  address: string | null;
  verdict: { state: VerdictState; checkedAt: number } | null;
  /** Where it was seen, newest first; one per page address. */
  sightings: Sighting[];
  note: string;
  tags: string[];
  createdAt: number;
  updatedAt: number;
  /** The last merge that made this lead, with the leads it was made of (to undo it). */
  merge?: { reason: MergeReason; at: number; parts: Lead[] };
  /** Ids of leads this one was split from: never merged with them again. */
  apart?: string[];
}

export type MergeReason = 'same address' | 'same name at the same domain';

/** What a save brings: anything may be missing but a name or an address. */
export interface LeadInput {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  domain?: string | null;
  address?: string | null;
  verdict?: Lead['verdict'];
  sighting?: Sighting | null;
  note?: string;
  tags?: string[];
}

export const MAX_SIGHTINGS = 20;
export const MAX_TAGS = 20;

const clean = (s: string | null | undefined, max = 200) =>
  (s ?? '').replace(/\s+/g, ' ').trim().slice(0, max);

/** The domain of an address, when it is not a free-mail provider's is for the caller to judge. */
export const domainOf = (address: string | null) => address?.split('@')[1]?.toLowerCase() ?? null;

/** What a lead keeps of a verdict: the service's state and when, never the free local guess. */
export const leadVerdict = (
  v: { state: VerdictState; checkedAt: number; source: 'local' | 'service' } | null | undefined,
): Lead['verdict'] => (v?.source === 'service' ? { state: v.state, checkedAt: v.checkedAt } : null);

/** A find's answer as the found address's verdict: verified is valid, catch-all risky, else none. */
export const foundVerdict = (find: { certified: string | null; checkedAt: number }): Lead['verdict'] =>
  find.certified === 'verified' || find.certified === 'catch_all'
    ? { state: find.certified === 'verified' ? 'valid' : 'risky', checkedAt: find.checkedAt }
    : null;

/** Why an input cannot be a lead, or null. */
export function leadInputProblem(input: LeadInput): string | null {
  const hasName = clean(input.firstName) !== '' || clean(input.lastName) !== '';
  const address = clean(input.address, 320);
  if (!hasName && !address) return 'A lead needs a name or an address.';
  if (address && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    return `“${address.slice(0, 60)}” is not an address.`;
  return null;
}

/** A new lead from an input (already checked by `leadInputProblem`). */
export function newLead(input: LeadInput, id: string, now: number): Lead {
  const address = clean(input.address, 320).toLowerCase() || null;
  return {
    id,
    firstName: clean(input.firstName),
    lastName: clean(input.lastName),
    company: clean(input.company) || null,
    domain: clean(input.domain, 253).toLowerCase() || null,
    address,
    verdict: address ? (input.verdict ?? null) : null,
    sightings: input.sighting ? [input.sighting] : [],
    note: clean(input.note, 2_000),
    tags: [...new Set((input.tags ?? []).map((t) => clean(t, 40)).filter(Boolean))].slice(0, MAX_TAGS),
    createdAt: now,
    updatedAt: now,
  };
}

/** The key that finds a lead by its address. */
export const addressKey = (lead: Pick<Lead, 'address'>) => lead.address?.toLowerCase() ?? '';

/** The key that finds a lead by its name at its domain ('' when it lacks one of them). */
export function nameKey(lead: Pick<Lead, 'firstName' | 'lastName' | 'domain' | 'address'>): string {
  const domain = lead.domain ?? domainOf(lead.address);
  if (!lead.firstName || !lead.lastName || !domain) return '';
  return `${lead.firstName} ${lead.lastName}@${domain}`.toLowerCase();
}

/** Why two leads are one person, or null. */
export function sameLead(a: Lead, b: Lead): MergeReason | null {
  if (a.apart?.includes(b.id) || b.apart?.includes(a.id)) return null;
  if (addressKey(a) && addressKey(a) === addressKey(b)) return 'same address';
  // Two different addresses are two leads, whatever the names say.
  if (a.address && b.address) return null;
  if (nameKey(a) && nameKey(a) === nameKey(b)) return 'same name at the same domain';
  return null;
}

/** Sightings of both, one per page address (the latest visit kept), newest first. */
export function mergeSightings(a: readonly Sighting[], b: readonly Sighting[]): Sighting[] {
  const byUrl = new Map<string, Sighting>();
  for (const s of [...a, ...b]) {
    const had = byUrl.get(s.url);
    if (!had || s.at > had.at) byUrl.set(s.url, s);
  }
  return [...byUrl.values()].sort((x, y) => y.at - x.at).slice(0, MAX_SIGHTINGS);
}

/**
 * One lead from two that are the same person: `into` keeps its id and creation; each field takes the
 * fuller value (a name over none, the newer verdict), notes are joined, tags and sightings added up.
 */
export function mergeLeads(into: Lead, other: Lead, reason: MergeReason, now: number): Lead {
  const named = into.firstName && into.lastName ? into : other.firstName && other.lastName ? other : into;
  const newer =
    (other.verdict?.checkedAt ?? -1) > (into.verdict?.checkedAt ?? -1) ? other.verdict : into.verdict;
  const notes = [into.note, other.note].filter((n, i, all) => n && all.indexOf(n) === i);
  return {
    ...into,
    firstName: named.firstName,
    lastName: named.lastName,
    company: into.company ?? other.company,
    domain: into.domain ?? other.domain,
    address: into.address ?? other.address,
    verdict: newer ?? null,
    sightings: mergeSightings(into.sightings, other.sightings),
    note: notes.join('\n').slice(0, 2_000),
    tags: [...new Set([...into.tags, ...other.tags])].slice(0, MAX_TAGS),
    apart: [...new Set([...(into.apart ?? []), ...(other.apart ?? [])])],
    createdAt: Math.min(into.createdAt, other.createdAt),
    updatedAt: now,
    // Undo gives back the two leads as they were (each with its own earlier merge, to undo in turn).
    merge: { reason, at: now, parts: [into, other] },
  };
}

/**
 * An update of a lead by a save of the same person that brings nothing new but a sighting or a
 * fresher verdict: not a merge (nothing to undo), the lead simply learns.
 */
export function learns(lead: Lead, input: Lead): boolean {
  return (
    (!input.firstName || input.firstName === lead.firstName) &&
    (!input.lastName || input.lastName === lead.lastName) &&
    (!input.company || input.company === lead.company) &&
    (!input.domain || input.domain === lead.domain) &&
    (!input.address || input.address === lead.address) &&
    !input.note &&
    input.tags.every((t) => lead.tags.includes(t))
  );
}

/** The lead updated by what a plain re-save brings (sighting, verdict). */
export function learn(lead: Lead, input: Lead, now: number): Lead {
  const newer = (input.verdict?.checkedAt ?? -1) > (lead.verdict?.checkedAt ?? -1);
  return {
    ...lead,
    verdict: newer ? input.verdict : lead.verdict,
    sightings: mergeSightings(lead.sightings, input.sightings),
    updatedAt: now,
  };
}

/** Undo a merge: the parts as they were, each kept apart from the others from now on. */
export function splitLead(lead: Lead): Lead[] {
  const parts = lead.merge?.parts ?? [];
  const ids = parts.map((p) => p.id);
  return parts.map((p) => ({
    ...p,
    apart: [...new Set([...(p.apart ?? []), ...ids.filter((i) => i !== p.id)])],
  }));
}

/** The name to show: "Jane Doe", else the address. */
export const leadName = (lead: Lead) => fullName(lead.firstName, lead.lastName).trim() || lead.address || '';

/** What a save did: a new lead, an existing one that learnt (a sighting, a verdict), or a merge. */
export interface SaveResult {
  lead: Lead;
  outcome: 'new' | 'updated' | 'merged';
  /** For a merge: why. */
  reason?: MergeReason;
}

/** What a save did, said to the user. */
export function saveNote(result: SaveResult, fromPage = true): string {
  const name = leadName(result.lead);
  if (result.outcome === 'new') return `Saved ${name} to your leads.`;
  if (result.outcome === 'updated')
    return `${name} is already in your leads${fromPage ? '; this page was added to where they were seen' : ''}.`;
  return `Saved: joined ${name} in your leads (${result.reason}). Leads can undo it.`;
}
