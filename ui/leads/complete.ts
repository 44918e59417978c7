/**
 * Completing the list, cache first: what Find missing and Verify unverified would do, what the cache
 * already answers (recorded at once, free), and what is left to spend. The plan is announced before
 * anything is spent, and the run spends on exactly the plan's leads.
 */
import { foundVerdict, type Lead } from '../../core/leads';
import type { ReplyError } from '../../core/reply';
import { sendToBackground } from '../../messaging/send';
import { verifyMany } from '../shared/verify-many';
import { recordFound, recordVerdicts } from '../../storage/leads';

const CHUNK = 500;

export type Job = 'find' | 'verify';

export interface Plan {
  job: Job;
  /** Leads the run will spend on, one credit each at most. */
  leads: Lead[];
  /** Answered by the cache and recorded while planning. */
  free: number;
}

/** Leads Find missing works on: a first and last name and a domain, no address. */
export const missing = (leads: readonly Lead[]) =>
  leads.filter((l) => !l.address && l.firstName && l.lastName && l.domain);
/** Leads Verify unverified works on: an address without a verdict. */
export const unverified = (leads: readonly Lead[]) => leads.filter((l) => l.address && !l.verdict);

export async function plan(job: Job, leads: readonly Lead[]): Promise<Plan | { error: ReplyError }> {
  const todo = job === 'find' ? missing(leads) : unverified(leads);
  const left: Lead[] = [];
  for (let i = 0; i < todo.length; i += CHUNK) {
    const part = todo.slice(i, i + CHUNK);
    const r = await sendToBackground({
      type: 'cacheLookup',
      addresses: job === 'verify' ? part.map((l) => l.address!) : [],
      people:
        job === 'find'
          ? part.map((l) => ({ firstName: l.firstName, lastName: l.lastName, domain: l.domain! }))
          : [],
    });
    if (!r.ok) return { error: r.error };
    if (job === 'verify') {
      await recordVerdicts(r.value.verdicts);
      const known = new Set(r.value.verdicts.map((v) => v.address.toLowerCase()));
      left.push(...part.filter((l) => !known.has(l.address!.toLowerCase())));
    } else {
      for (const [j, lead] of part.entries()) {
        const hit = r.value.found[j];
        if (!hit) left.push(lead);
        else if (hit.email) await recordFound(lead.id, hit.email);
      }
    }
  }
  return { job, leads: left, free: todo.length - left.length };
}

/**
 * Runs a plan: single requests (the cache first, so nothing is paid twice), or one batch for many
 * addresses, whose verdicts reach the leads when it is done. `progress` hears each step.
 */
export async function run(
  p: Plan,
  progress: (done: number) => void,
): Promise<{ error: ReplyError | null; batch: boolean }> {
  if (p.job === 'verify') {
    const addresses = p.leads.map((l) => l.address!);
    const r = await verifyMany(addresses, `Leads: verify ${addresses.length} addresses`, progress);
    if (r.error || r.batch) return r;
  } else {
    for (const [i, lead] of p.leads.entries()) {
      progress(i);
      const r = await sendToBackground({
        type: 'discover',
        firstName: lead.firstName,
        lastName: lead.lastName,
        domain: lead.domain!,
        force: false,
      });
      if (!r.ok) return { error: r.error, batch: false };
      if (r.value.email) {
        await recordFound(lead.id, r.value.email);
        // A verified or catch-all find is the address's verdict already (nothing to verify again).
        const verdict = foundVerdict(r.value);
        if (verdict) await recordVerdicts([{ address: r.value.email, ...verdict }]);
      }
    }
  }
  progress(p.leads.length);
  return { error: null, batch: false };
}
