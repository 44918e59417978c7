/**
 * The saved leads in IndexedDB (this device only). Every write happens in one transaction that also
 * finds the same person (by address, or by name at domain, through the multi-entry `keys` index) and
 * merges; then `leadsRevision` in storage.local is bumped so that every open Leads view (popup, side
 * panel, any window) reloads: IndexedDB itself has no change events.
 */
import { browser } from 'wxt/browser';
import {
  addressKey,
  learn,
  learns,
  leadInputProblem,
  mergeLeads,
  nameKey,
  newLead,
  sameLead,
  splitLead,
  type Lead,
  type LeadInput,
  type SaveResult,
} from '../core/leads';
import type { VerdictState } from '../core/verdict';
import { openDb, type StoredLead } from './db';

export const REVISION_KEY = 'leadsRevision';

export type { SaveResult };

const keysOf = (lead: Lead) => {
  const keys = [];
  if (addressKey(lead)) keys.push(`a:${addressKey(lead)}`);
  if (nameKey(lead)) keys.push(`n:${nameKey(lead)}`);
  return keys;
};
const stored = (lead: Lead): StoredLead => ({ ...lead, keys: keysOf(lead) });
const plain = ({ keys: _keys, ...lead }: StoredLead): Lead => lead;

async function changed(): Promise<void> {
  await browser.storage.local.set({ [REVISION_KEY]: Date.now() });
}

/** Calls `listener` whenever leads change in any tab or window; returns the unsubscribe. */
export function onLeadsChanged(listener: () => void): () => void {
  const handle = (changes: Record<string, unknown>, area: string) => {
    if (area === 'local' && REVISION_KEY in changes) listener();
  };
  browser.storage.onChanged.addListener(handle);
  return () => browser.storage.onChanged.removeListener(handle);
}

export async function listLeads(): Promise<Lead[]> {
  return (await (await openDb()).getAll('leads')).map(plain);
}

/** The `n` leads changed last, newest first, and how many there are: a long list's first screen. */
export async function recentLeads(n: number): Promise<{ leads: Lead[]; total: number }> {
  const tx = (await openDb()).transaction('leads');
  const leads: Lead[] = [];
  let cursor = await tx.store.index('updatedAt').openCursor(null, 'prev');
  while (cursor && leads.length < n) {
    leads.push(plain(cursor.value));
    cursor = await cursor.continue();
  }
  const total = await tx.store.count();
  return { leads, total };
}

type Db = Awaited<ReturnType<typeof openDb>>;
const writeLeads = (db: Db) => db.transaction('leads', 'readwrite');
type Tx = ReturnType<typeof writeLeads>;

const apart = (a: Lead, b: Lead) => !!(a.apart?.includes(b.id) || b.apart?.includes(a.id));

/** Saves one input in an open transaction: new, or learnt by / merged into the same person. */
async function saveIn(tx: Tx, input: LeadInput, now: number): Promise<SaveResult> {
  const store = tx.store;
  const incoming = newLead(input, crypto.randomUUID(), now);
  const found = new Map<string, Lead>();
  for (const key of keysOf(incoming)) {
    for (const match of await store.index('keys').getAll(key)) found.set(match.id, plain(match));
  }
  // The same address first; leads the user split apart stay apart even when a save matches both.
  const matches = [...found.values()]
    .flatMap((lead) => {
      const reason = sameLead(lead, incoming);
      return reason ? [{ lead, reason }] : [];
    })
    .sort((a, b) => Number(b.reason === 'same address') - Number(a.reason === 'same address'));
  const same = matches.filter((m, i) => i === 0 || !apart(matches[0]!.lead, m.lead));
  if (same.length === 0) {
    await store.put(stored(incoming));
    return { lead: incoming, outcome: 'new' };
  }
  const [first, ...more] = same;
  if (more.length === 0 && learns(first!.lead, incoming)) {
    const lead = learn(first!.lead, incoming, now);
    await store.put(stored(lead));
    return { lead, outcome: 'updated' };
  }
  let lead = mergeLeads(first!.lead, incoming, first!.reason, now);
  for (const other of more) {
    lead = mergeLeads(lead, other.lead, other.reason, now);
    await store.delete(other.lead.id);
  }
  await store.put(stored(lead));
  return { lead, outcome: 'merged', reason: first!.reason };
}

/** Saves a person or an address; the same person already saved learns from it or merges. */
export async function saveLead(input: LeadInput, now = Date.now()): Promise<SaveResult> {
  const problem = leadInputProblem(input);
  if (problem) throw new Error(problem);
  const tx = writeLeads(await openDb());
  const result = await saveIn(tx, input, now);
  await tx.done;
  await changed();
  return result;
}

/** Many saves in one transaction (an import, Save all): counts by outcome, and the inputs refused. */
export async function saveLeads(
  inputs: readonly LeadInput[],
  now = Date.now(),
): Promise<{ new: number; updated: number; merged: number; refused: { index: number; problem: string }[] }> {
  const counts = { new: 0, updated: 0, merged: 0, refused: [] as { index: number; problem: string }[] };
  const tx = writeLeads(await openDb());
  for (const [index, input] of inputs.entries()) {
    const problem = leadInputProblem(input);
    if (problem) counts.refused.push({ index, problem });
    else counts[(await saveIn(tx, input, now)).outcome]++;
  }
  await tx.done;
  await changed();
  return counts;
}

/** The user's own changes to one lead: note, tags, names, company, domain. */
export async function editLead(
  id: string,
  patch: Partial<Pick<Lead, 'note' | 'tags' | 'firstName' | 'lastName' | 'company' | 'domain'>>,
): Promise<Lead | undefined> {
  const tx = writeLeads(await openDb());
  const had = await tx.store.get(id);
  if (!had) return undefined;
  const lead = { ...plain(had), ...patch, updatedAt: Date.now() };
  await tx.store.put(stored(lead));
  await tx.done;
  await changed();
  return lead;
}

export async function deleteLeads(ids: readonly string[]): Promise<void> {
  const tx = writeLeads(await openDb());
  for (const id of ids) void tx.store.delete(id);
  await tx.done;
  await changed();
}

export async function clearLeads(): Promise<void> {
  await (await openDb()).clear('leads');
  await changed();
}

/** Undoes a lead's last merge: the leads it was made of come back, kept apart from now on. */
export async function undoMerge(id: string): Promise<Lead[]> {
  const tx = writeLeads(await openDb());
  const had = await tx.store.get(id);
  const parts = had?.merge ? splitLead(plain(had)) : [];
  if (parts.length > 0) {
    await tx.store.delete(id);
    for (const part of parts) await tx.store.put(stored(part));
  }
  await tx.done;
  if (parts.length > 0) await changed();
  return parts;
}

/**
 * A verdict the worker got for an address (a check from any place, a batch's rows): every lead with
 * that address shows it. Only newer verdicts are taken; nothing is written when no lead has the address.
 */
export async function recordVerdicts(
  verdicts: readonly { address: string; state: VerdictState; checkedAt: number }[],
): Promise<number> {
  const tx = writeLeads(await openDb());
  const byAddress = new Map(verdicts.map((v) => [v.address.toLowerCase(), v]));
  // A few verdicts: looked up by address; a batch's thousands: one pass over the leads instead.
  const candidates =
    byAddress.size <= 50
      ? (await Promise.all([...byAddress.keys()].map((a) => tx.store.index('keys').getAll(`a:${a}`)))).flat()
      : await tx.store.getAll();
  let updated = 0;
  for (const had of candidates) {
    const v = had.address ? byAddress.get(had.address) : undefined;
    if (!v || (had.verdict?.checkedAt ?? -1) >= v.checkedAt) continue;
    void tx.store.put({ ...had, verdict: { state: v.state, checkedAt: v.checkedAt }, updatedAt: Date.now() });
    updated++;
  }
  await tx.done;
  if (updated > 0) await changed();
  return updated;
}

/** A found address for a lead that had none (Find missing); merged with another lead that has it. */
export async function recordFound(id: string, address: string): Promise<SaveResult | undefined> {
  const tx = writeLeads(await openDb());
  const had = await tx.store.get(id);
  let result: SaveResult | undefined;
  if (had && !had.address) {
    const now = Date.now();
    let lead: Lead = { ...plain(had), address: address.toLowerCase(), updatedAt: now };
    result = { lead, outcome: 'updated' };
    for (const other of await tx.store.index('keys').getAll(`a:${address.toLowerCase()}`)) {
      const reason = sameLead(lead, plain(other));
      if (!reason) continue;
      lead = mergeLeads(lead, plain(other), reason, now);
      result = { lead, outcome: 'merged', reason };
      await tx.store.delete(other.id);
    }
    await tx.store.put(stored(lead));
  }
  await tx.done;
  if (result) await changed();
  return result;
}
