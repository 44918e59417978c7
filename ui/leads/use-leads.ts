/**
 * All saved leads, read straight from IndexedDB and read again whenever any tab or window changes
 * them. A long list paints its most recent screenful first (an index read), then loads the rest for
 * search, filters and counts: 10,000 leads paint as fast as a hundred.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Lead } from '../../core/leads';
import { listLeads, onLeadsChanged, recentLeads } from '../../storage/leads';

export const FIRST_SCREEN = 100;

export interface LeadsState {
  leads: Lead[] | null;
  /** How many there are; more than `leads.length` while the rest are still loading. */
  total: number;
  problem: string | null;
}

export function useLeads(): LeadsState {
  const [state, setState] = useState<LeadsState>({ leads: null, total: 0, problem: null });
  useEffect(() => {
    let alive = true;
    let reading = false;
    let again = false;
    // One read at a time; changes during a read are taken by one more read after it.
    const read = async (first: boolean) => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        if (first) {
          const recent = await recentLeads(FIRST_SCREEN);
          if (alive) setState({ leads: recent.leads, total: recent.total, problem: null });
          if (recent.total <= recent.leads.length) {
            reading = false;
            return;
          }
          // The first screen is painted before the rest is read: its reading would hold the frame up.
          await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
        }
        const all = await listLeads();
        if (alive) setState({ leads: all, total: all.length, problem: null });
      } catch {
        if (alive)
          setState((s) => ({
            ...s,
            problem: 'Your saved leads could not be read. Close and reopen this panel.',
          }));
      }
      reading = false;
      if (again) {
        again = false;
        void read(false);
      }
    };
    void read(true);
    const stop = onLeadsChanged(() => void read(false));
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return state;
}
