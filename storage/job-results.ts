/** What the UI reads of a batch directly (same extension origin): its result rows. */
import { openDb } from './db';
import type { ResultRow } from '../core/export';

export async function readResults(jobId: string): Promise<ResultRow[] | undefined> {
  return (await openDb()).get('jobResults', jobId);
}
