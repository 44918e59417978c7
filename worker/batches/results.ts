/** A finished batch's answers: one result row per input row (in the input's order), counts, cache, notice. */
import type { VerificationResult } from '../../core/api/schemas';
import type { BatchJob } from '../../core/batch-job';
import { checkLocally } from '../../core/checks';
import type { ResultRow } from '../../core/export';
import type { InputRow } from '../../core/lists';
import { verdictFromService, type Verdict, type VerdictState } from '../../core/verdict';
import { jobInput, putJobResults, saveJob } from '../../storage/jobs';
import { getSettings } from '../../storage/settings';
import { putVerdicts } from '../verify/cache';
import { verdictsForLeads } from '../leads';
import { extensionLists, learnFrom } from '../verify/free-checks';
import { notifyDone } from './notify';

function resultRow(row: InputRow, verdict: Verdict | undefined): ResultRow {
  if (row.status !== 'invalid' && !verdict) {
    // Sent, but the service's answer has no row for it: say so, never "not an address".
    return {
      input: row.input,
      name: row.name ?? null,
      address: row.address,
      verdict: 'unknown',
      reason: 'The service returned no result for this address.',
      role: null,
      disposable: null,
      catchAll: null,
      suggestion: null,
    };
  }
  if (row.status === 'invalid' || !verdict) {
    return {
      input: row.input,
      name: row.name ?? null,
      address: row.address,
      verdict: 'invalid',
      reason: `Not sent: ${row.reason ?? 'not an address'}`,
      role: null,
      disposable: null,
      catchAll: null,
      suggestion: null,
    };
  }
  return {
    input: row.input,
    name: row.name ?? null,
    address: verdict.address,
    verdict: verdict.state,
    ...(row.status === 'duplicate' ? { duplicate: true } : {}),
    reason: row.status === 'duplicate' ? `Duplicate of an earlier row. ${verdict.message}` : verdict.message,
    role: verdict.flags.role,
    disposable: verdict.flags.disposable,
    catchAll: verdict.flags.catchAll,
    suggestion: verdict.suggestion,
  };
}

/**
 * Stores a finished batch. Only rows for addresses this batch sent are believed: a service that
 * answers with rows nobody asked about (a bug, another account's batch, a lie) must not put verdicts
 * for them into the cache, where pages would show them. Those rows are dropped and counted.
 */
export async function storeResults(job: BatchJob, results: VerificationResult[]): Promise<void> {
  const input = (await jobInput(job.id))!;
  const checkLists = await extensionLists().catch(() => undefined);
  const sent = new Set(input.rows.filter((r) => r.status === 'send').map((r) => r.address.toLowerCase()));
  const byAddress = new Map<string, Verdict>();
  let unexpected = 0;
  for (const r of results) {
    const local = checkLocally(r.emailid, checkLists);
    const key = local.address.toLowerCase();
    if (!sent.has(key) || byAddress.has(key)) {
      unexpected++;
      continue;
    }
    byAddress.set(key, verdictFromService(r, local));
  }
  const rows = input.rows.map((row) => resultRow(row, byAddress.get(row.address.toLowerCase())));
  // One count per address sent: they add up to what was sent (and paid for). Duplicates are
  // answered by their first row; entries that are not addresses were never sent.
  const counts: Record<VerdictState, number> = { valid: 0, invalid: 0, risky: 0, unknown: 0 };
  rows.forEach((r, i) => {
    if (input.rows[i]!.status === 'send') counts[r.verdict as VerdictState]++;
  });
  await putJobResults(job.id, rows);
  await putVerdicts([...byAddress.values()], await getSettings());
  await verdictsForLeads([...byAddress.values()]);
  await learnFrom([...byAddress.values()]);
  Object.assign(job, {
    state: 'done',
    processed: job.total,
    counts,
    completedAt: Date.now(),
    error: null,
    ...(unexpected > 0 ? { unexpectedRows: unexpected } : {}),
  });
  await saveJob(job);
  await notifyDone(job);
}
