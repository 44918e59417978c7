import { browser } from 'wxt/browser';
import type { ReplyError } from '../../core/reply';

const NEEDS_OPTIONS = new Set(['setup', 'permission']);

/** On the options page itself, "in Options" points nowhere: the fields are right here. */
const onOptionsPage = () => location.pathname.endsWith('/options.html');
const hereInOptions = (action: string) =>
  action
    .replace(/^Open Options and (\w)/, (_, c: string) => c.toUpperCase())
    .replace(/ in Options\b/g, ' above');

/** What went wrong and what to do next; a button to Options where that is the fix. */
export function ErrorNotice({ error }: { error: ReplyError }) {
  const inOptions = onOptionsPage();
  const toOptions = !inOptions && (NEEDS_OPTIONS.has(error.kind) || error.code === 101);
  return (
    <div class={error.kind === 'setup' ? 'notice setup' : 'notice'} role="alert">
      <p>
        <strong>{error.message}</strong>
      </p>
      <p>{inOptions ? hereInOptions(error.action) : error.action}</p>
      {toOptions && (
        <button type="button" onClick={() => void browser.runtime.openOptionsPage()}>
          Open Options
        </button>
      )}
    </div>
  );
}

export function SetupPrompt() {
  return (
    <div class="notice setup" role="status">
      <p>
        <strong>Welcome to MailScout.</strong> Add your API key to verify addresses and find people with your
        verification service.
      </p>
      <p>Free local checks (syntax, typos) work already.</p>
      <button type="button" class="primary" onClick={() => void browser.runtime.openOptionsPage()}>
        Set up MailScout
      </button>
    </div>
  );
}
