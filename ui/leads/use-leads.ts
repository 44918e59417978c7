/** All saved leads, read straight from IndexedDB and read again whenever any tab or window changes them. */
import { useEffect, useState } from 'preact/hooks';
import type { Lead } from '../../core/leads';
import { listLeads, onLeadsChanged } from '../../storage/leads';

export function useLeads(): { leads: Lead[] | null; problem: string | null } {
  const [leads, setLeads] = useState<Lead[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    let reading = false;
    let again = false;
    // One read at a time; changes during a read are taken by one more read after it.
    const read = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        const all = await listLeads();
        if (alive) setLeads(all);
      } catch {
        if (alive) setProblem('Your saved leads could not be read. Close and reopen this panel.');
      }
      reading = false;
      if (again) {
        again = false;
        void read();
      }
    };
    void read();
    const stop = onLeadsChanged(() => void read());
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return { leads, problem };
}
