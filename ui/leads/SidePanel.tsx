/** The side panel (Chrome) or sidebar (Firefox): the Leads view, open beside the pages being browsed. */
import { useEffect, useState } from 'preact/hooks';
import { sendToBackground } from '../../messaging/send';
import { Header } from '../shared/Header';
import { useCredits } from '../shared/use-credits';
import { LeadsView } from './LeadsView';

export function SidePanel() {
  const [hasKey, setHasKey] = useState(true);
  useEffect(() => {
    void sendToBackground({ type: 'status' }).then((r) => r.ok && setHasKey(r.value.hasKey));
  }, []);
  const credits = useCredits(hasKey);
  return (
    <main class="side">
      <Header title="Leads" credits={credits} />
      <LeadsView credits={credits} />
    </main>
  );
}
