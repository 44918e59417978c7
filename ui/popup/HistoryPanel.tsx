import { useEffect, useState } from 'preact/hooks';
import type { BatchJob } from '../../core/batch-job';
import { readResults } from '../../storage/job-results';
import type { ResultRow } from '../../core/export';
import { sendToBackground } from '../../messaging/send';
import { JobCard } from './JobCard';
import { ResultsTable } from './ResultsTable';

interface Props {
  jobs: BatchJob[];
  openJob: string | null;
  onOpen: (id: string | null) => void;
  onChanged: () => void;
}

/** Past and running batches; a finished one opens into its results. */
export function HistoryPanel({ jobs, openJob, onOpen, onChanged }: Props) {
  const [rows, setRows] = useState<ResultRow[] | null>(null);
  const job = jobs.find((j) => j.id === openJob) ?? null;

  useEffect(() => {
    setRows(null);
    if (job?.state === 'done') void readResults(job.id).then((r) => setRows(r ?? []));
  }, [openJob, job?.state]);

  if (job) {
    return (
      <div>
        <button type="button" class="link" onClick={() => onOpen(null)}>
          ← All batches
        </button>
        <JobCard job={job} />
        {rows ? (
          <ResultsTable rows={rows} name={job.label} />
        ) : (
          job.state === 'done' && <p role="status">Loading results…</p>
        )}
      </div>
    );
  }
  if (jobs.length === 0) return <p class="meta">No batches yet. Paste a list in the Batch tab.</p>;
  return (
    <div>
      {jobs.map((j) => (
        <JobCard
          key={j.id}
          job={j}
          onOpen={() => onOpen(j.id)}
          onResubmit={async () => {
            await sendToBackground({ type: 'batchResubmit', jobId: j.id });
            onChanged();
          }}
          onDelete={async () => {
            await sendToBackground({ type: 'batchDelete', jobId: j.id });
            onChanged();
          }}
        />
      ))}
    </div>
  );
}
