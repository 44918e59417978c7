import type { ReplyError } from './reply';
import type { VerdictState } from './verdict';

/**
 * A batch's life: submitting → processing (processed/total) → downloading → done; or failed (the
 * service refused it: nothing was created) or uncertain (MailScout stopped while the create request
 * was out, so the service may or may not have it: never re-sent without the user's say-so).
 */
export type JobState = 'submitting' | 'processing' | 'downloading' | 'done' | 'failed' | 'uncertain';

export interface BatchJob {
  id: string;
  label: string;
  createdAt: number;
  updatedAt: number;
  state: JobState;
  serviceUrl: string;
  speedRank: number;
  callbackUrl: string | null;
  /** Addresses sent to the service (what it costs). */
  total: number;
  /** Input rows, including duplicates and syntax-invalid ones. */
  inputCount: number;
  duplicates: number;
  localInvalid: number;
  batchId: number | null;
  processed: number;
  /** When `processed` was first seen above 0, for the ETA. */
  progressSince: number | null;
  counts: Record<VerdictState, number> | null;
  error: ReplyError | null;
  completedAt: number | null;
  nextPollAt: number;
  pollFailures: number;
  /** Rows of the service's answer for addresses this batch did not send (or sent once, answered twice): dropped. */
  unexpectedRows?: number;
}

export const ACTIVE_STATES: ReadonlySet<JobState> = new Set(['submitting', 'processing', 'downloading']);

/** Seconds left, from the rate seen so far; null until there is a rate. */
export function etaSeconds(job: BatchJob, now = Date.now()): number | null {
  if (job.state !== 'processing' || !job.progressSince || job.processed <= 0) return null;
  const rate = job.processed / Math.max(1, (now - job.progressSince) / 1000);
  return rate > 0 ? Math.ceil((job.total - job.processed) / rate) : null;
}
