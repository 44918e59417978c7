import { useEffect, useRef, useState } from 'preact/hooks';
import { ACTIVE_STATES, type BatchJob } from '../../core/batch-job';
import { sendToBackground } from '../../messaging/send';

/** The batch jobs, kept fresh: while one runs and the popup is open, it is polled every few seconds (2 s, backing off to 10 s). */
export function useJobs() {
  const [jobs, setJobs] = useState<BatchJob[]>([]);
  const delay = useRef(2_000);

  const refresh = async () => {
    const r = await sendToBackground({ type: 'batchList' });
    if (r.ok) setJobs(r.value.jobs);
  };

  useEffect(() => void refresh(), []);

  const active = jobs.filter((j) => ACTIVE_STATES.has(j.state) && j.state !== 'submitting');
  const activeKey = active.map((j) => `${j.id}:${j.processed}:${j.state}`).join(',');
  useEffect(() => {
    if (active.length === 0) return;
    const timer = setTimeout(async () => {
      const before = activeKey;
      const updated = await Promise.all(
        active.map((j) => sendToBackground({ type: 'batchPoll', jobId: j.id, quick: true })),
      );
      const byId = new Map(updated.flatMap((r) => (r.ok ? [[r.value.job.id, r.value.job] as const] : [])));
      setJobs((all) => all.map((j) => byId.get(j.id) ?? j));
      const after = [...byId.values()].map((j) => `${j.id}:${j.processed}:${j.state}`).join(',');
      delay.current = after === before ? Math.min(10_000, delay.current * 1.5) : 2_000;
    }, delay.current);
    return () => clearTimeout(timer);
  }, [activeKey, jobs]);

  return { jobs, setJobs, refresh };
}
