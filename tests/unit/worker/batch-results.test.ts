// @vitest-environment node
/**
 * A batch's answer is checked against what the batch sent: a service that answers with rows for
 * addresses nobody sent (11× the rows, in the attack) must not put verdicts for them in the cache,
 * where they would show as Valid on pages.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { VerificationResult } from '../../../core/api/schemas';
import type { BatchJob } from '../../../core/batch-job';

vi.mock('wxt/browser', () => ({ browser: fakeBrowser }));

const { storeResults } = await import('../../../worker/batches/results');
const { addJob, findJob } = await import('../../../storage/jobs');
const { readResults } = await import('../../../storage/job-results');
const { getVerdict, clearCache } = await import('../../../worker/verify/cache');
const { prepareText } = await import('../../../core/lists');

const result = (emailid: string, valid = true): VerificationResult =>
  ({
    emailid,
    do_you_mean: null,
    is_syntax_valid: true,
    is_role: false,
    is_disposable: false,
    is_catchall: false,
    is_valid: valid,
    is_unknown: false,
    message: valid ? 'Valid address.' : 'Not valid.',
  }) as VerificationResult;

beforeEach(async () => {
  fakeBrowser.reset();
  Object.assign(fakeBrowser, {
    action: { setBadgeText: vi.fn(async () => {}), setBadgeBackgroundColor: vi.fn(async () => {}) },
    notifications: { create: vi.fn(async () => '') },
  });
  await clearCache();
});

describe('storing a batch answer', () => {
  it('drops and counts rows for addresses the batch did not send; a sent address without a row is unknown', async () => {
    const prepared = prepareText('jane.doe@acme.com\nJane.Doe@acme.com\njohn.smith@acme.com\nnot an address');
    if ('problem' in prepared) throw new Error(prepared.problem);
    const job = {
      id: crypto.randomUUID(),
      label: 'test',
      createdAt: Date.now(),
      updatedAt: Date.now(),
      state: 'downloading',
      serviceUrl: 'http://127.0.0.1:1',
      speedRank: 0,
      callbackUrl: null,
      total: prepared.toSend.length,
      inputCount: prepared.rows.length,
      duplicates: prepared.duplicates,
      localInvalid: prepared.invalid,
      batchId: 5,
      processed: 2,
      progressSince: null,
      counts: null,
      error: null,
      completedAt: null,
      nextPollAt: 0,
      pollFailures: 0,
    } satisfies BatchJob;
    await addJob(job, { toSend: prepared.toSend, rows: prepared.rows });
    // A saved lead with one of the addresses gets the batch's verdict; a forged row reaches no lead.
    const { saveLead, listLeads, clearLeads } = await import('../../../storage/leads');
    await clearLeads();
    await saveLead({ firstName: 'Jane', lastName: 'Doe', address: 'jane.doe@acme.com' });
    await saveLead({ address: 'victim0@bank.example' });
    const forged = Array.from({ length: 20 }, (_, i) => result(`victim${i}@bank.example`));
    // The answer: jane once (and again, a second time), 20 addresses never sent; john missing.
    await storeResults(job, [result('jane.doe@acme.com'), ...forged, result('jane.doe@acme.com', false)]);

    for (const f of forged) expect(await getVerdict(f.emailid)).toBeUndefined();
    const leads = await listLeads();
    expect(leads.find((l) => l.firstName === 'Jane')?.verdict?.state).toBe('valid');
    expect(leads.find((l) => l.address === 'victim0@bank.example')?.verdict).toBeNull();
    expect((await getVerdict('jane.doe@acme.com'))?.state).toBe('valid');
    const stored = (await findJob(job.id))!;
    expect(stored.unexpectedRows).toBe(21);
    // One count per address sent (2): the duplicate and the entry that is not an address are not counted.
    expect(stored.counts).toEqual({ valid: 1, invalid: 0, risky: 0, unknown: 1 });
    const rows = (await readResults(job.id))!;
    expect(rows.map((r) => [r.address, r.verdict])).toEqual([
      ['jane.doe@acme.com', 'valid'],
      ['jane.doe@acme.com', 'valid'], // the duplicate row, answered by the first
      ['john.smith@acme.com', 'unknown'],
      ['not an address', 'invalid'],
    ]);
    expect(rows[2]!.reason).toBe('The service returned no result for this address.');
  });
});
