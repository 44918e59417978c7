/**
 * Options' last sections: the keyboard shortcuts as the browser has them now (a user may have changed
 * or cleared one), with the way to the browser's own shortcut settings; and "delete everything".
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { sendToBackground } from '../../messaging/send';

interface Command {
  name?: string;
  description?: string;
  shortcut?: string;
}

/** The browser's shortcut settings: Firefox opens them itself; Chrome's page opens in a new tab. */
async function openShortcutSettings(): Promise<void> {
  const commands = browser.commands as unknown as { openShortcutSettings?: () => Promise<void> };
  if (commands.openShortcutSettings) return commands.openShortcutSettings();
  await browser.tabs.create({ url: 'chrome://extensions/shortcuts' });
}

const DESCRIPTIONS: Record<string, string> = {
  _execute_action: 'Open MailScout',
  _execute_sidebar_action: 'Open your leads beside the page',
};

export function Shortcuts() {
  const [commands, setCommands] = useState<Command[] | null>(null);
  useEffect(() => void browser.commands.getAll().then(setCommands, () => setCommands([])), []);
  return (
    <section aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title">Keyboard shortcuts</h2>
      {commands === null ? (
        <p role="status">Reading the shortcuts…</p>
      ) : (
        <table class="shortcuts" data-testid="shortcuts">
          <tbody>
            {commands
              .filter((c) => c.name && (c.description || DESCRIPTIONS[c.name]))
              .map((c) => (
                <tr key={c.name}>
                  <td>{c.description || DESCRIPTIONS[c.name!]}</td>
                  <td>{c.shortcut ? <kbd>{c.shortcut}</kbd> : <span class="meta">Not set</span>}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      <p class="hint">
        “Save” saves the person or address whose card is open on the page (hover or focus a badge to open it).{' '}
        <button type="button" class="link" onClick={() => void openShortcutSettings()}>
          Change shortcuts in the browser’s settings
        </button>
      </p>
    </section>
  );
}

export function DeleteEverything() {
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <section aria-labelledby="data-title">
      <h2 id="data-title">Your data</h2>
      <p class="hint">
        MailScout keeps everything on this device: your API key, settings, cached results, batches and saved
        leads. Nothing is synced.
      </p>
      <div class="actions">
        {asking ? (
          <span role="alertdialog" aria-labelledby="data-ask">
            <span id="data-ask">
              Delete your key, settings, cache, batches and every lead? This cannot be undone.
            </span>{' '}
            <button
              type="button"
              class="danger"
              onClick={async () => {
                const r = await sendToBackground({ type: 'deleteEverything' });
                setAsking(false);
                setDone(
                  r.ok
                    ? 'Deleted everything MailScout stored. Reload this page to set MailScout up again.'
                    : `${r.error.message} ${r.error.action}`,
                );
              }}
            >
              Delete everything
            </button>{' '}
            <button type="button" onClick={() => setAsking(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <button type="button" onClick={() => setAsking(true)}>
            Delete everything MailScout stored…
          </button>
        )}
        <span role="status">{done}</span>
      </div>
    </section>
  );
}
