/**
 * The Leads view for the popup, loaded when its tab is first opened: the popup opens with what Verify
 * needs, and the leads' code (the list, its tools, CSV in and out) comes on demand.
 */
import { useEffect, useState } from 'preact/hooks';
import type { LeadsView } from './LeadsView';

type View = typeof LeadsView;

export function LazyLeadsView(props: Parameters<View>[0]) {
  const [View, setView] = useState<View | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    import('./LeadsView').then(
      (m) => setView(() => m.LeadsView),
      () => setFailed(true),
    );
  }, []);
  if (failed) return <p class="meta">The Leads view could not be loaded. Close and reopen MailScout.</p>;
  return View ? <View {...props} /> : <p role="status">Reading your leads…</p>;
}
