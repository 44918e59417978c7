/** The header of the popup and the side panel: the title, the account's balance, and Options. */
import { browser } from 'wxt/browser';
import type { CreditBalance } from '../../core/api/schemas';
import { plural } from '../../core/format';

export function Header({ title, credits }: { title: string; credits: CreditBalance | null }) {
  return (
    <header>
      <h1>{title}</h1>
      {credits && (
        <span class="credits" data-testid="credits" title="Credits left on your account">
          {credits.testKey ? 'Test key: free' : plural(credits.credits, 'credit', 'credits')}
        </span>
      )}
      <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
        Options
      </button>
    </header>
  );
}
