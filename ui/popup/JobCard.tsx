import { etaSeconds, type BatchJob } from '../../core/batch-job';
import { plural } from '../../core/format';
import { STATE_LOOK } from '../../core/verdict-look';
import type { VerdictState } from '../../core/verdict';

const COUNTED: VerdictState[] = ['valid', 'risky', 'invalid', 'unknown'];
const countsText = (counts: Record<VerdictState, number>) =>
  COUNTED.map((s) => `${STATE_LOOK[s].icon} ${counts[s]} ${STATE_LOOK[s].word.toLowerCase()}`).join(' · ');

const STATE_TEXT: Record<BatchJob['state'], string> = {
  submitting: 'Sending…',
  processing: 'Processing',
  downloading: 'Fetching results…',
  done: 'Done',
  failed: 'Failed',
  uncertain: 'Not confirmed',
};

const eta = (s: number | null) =>
  s === null ? '' : s < 60 ? ` · about ${s} s left` : ` · about ${Math.ceil(s / 60)} min left`;

/** One batch: its progress, its outcome and what can be done with it. */
export function JobCard({
  job,
  onOpen,
  onResubmit,
  onDelete,
}: {
  job: BatchJob;
  onOpen?: () => void;
  onResubmit?: () => void;
  onDelete?: () => void;
}) {
  const pct = Math.floor((100 * job.processed) / Math.max(1, job.total));
  return (
    <section class="card" data-testid="job" data-state={job.state} aria-label={`Batch ${job.label}`}>
      <p>
        <strong>{job.label}</strong> <span class="meta">{new Date(job.createdAt).toLocaleString()}</span>
      </p>
      <p class="meta">
        {STATE_TEXT[job.state]} · {job.total.toLocaleString()} sent
        {job.duplicates ? ` · ${plural(job.duplicates, 'duplicate', 'duplicates')}` : ''}
        {job.localInvalid ? ` · ${plural(job.localInvalid, 'not an address', 'not addresses')}` : ''}
      </p>
      {(job.state === 'processing' || job.state === 'downloading' || job.state === 'submitting') && (
        <>
          <progress max={job.total} value={job.processed} aria-label="Progress">
            {pct}%
          </progress>
          <p class="meta" role="status">
            {job.processed.toLocaleString()} of {job.total.toLocaleString()} processed ({pct}%)
            {eta(etaSeconds(job))}
          </p>
        </>
      )}
      {job.counts && <p>{countsText(job.counts)}</p>}
      {job.unexpectedRows ? (
        <p class="meta" data-testid="unexpected-rows">
          The service also answered {plural(job.unexpectedRows, 'row', 'rows')} for addresses this batch did
          not send; they were ignored.
        </p>
      ) : null}
      {job.error && (job.state === 'failed' || job.state === 'uncertain' || job.pollFailures > 0) && (
        <div class="notice" role="alert">
          <p>
            <strong>{job.error.message}</strong>
          </p>
          <p>{job.error.action}</p>
        </div>
      )}
      <div class="actions">
        {job.state === 'done' && onOpen && (
          <button type="button" class="primary" onClick={onOpen}>
            Results
          </button>
        )}
        {(job.state === 'failed' || job.state === 'uncertain') && onResubmit && (
          <button type="button" onClick={onResubmit}>
            {job.state === 'uncertain' ? 'Send again anyway' : 'Send again'}
          </button>
        )}
        {onDelete && job.state !== 'submitting' && (
          <button type="button" onClick={onDelete}>
            Delete
          </button>
        )}
      </div>
    </section>
  );
}
