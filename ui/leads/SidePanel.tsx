/** The side panel (Chrome) or sidebar (Firefox): the Leads view, open beside the pages being browsed. */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { plural } from '../../core/format';
import { sendToBackground } from '../../messaging/send';
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
      <header>
        <h1>Leads</h1>
        {credits && (
          <span class="credits" title="Credits left on your account">
            {credits.testKey ? 'Test key: free' : plural(credits.credits, 'credit', 'credits')}
          </span>
        )}
        <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
          Options
        </button>
      </header>
      <LeadsView credits={credits} />
    </main>
  );
}
