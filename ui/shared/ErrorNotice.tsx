import { browser } from 'wxt/browser';
import type { ReplyError } from '../../core/reply';

const NEEDS_OPTIONS = new Set(['setup', 'permission']);

/** What went wrong and what to do next; a button to Options where that is the fix. */
export function ErrorNotice({ error }: { error: ReplyError }) {
  const toOptions = NEEDS_OPTIONS.has(error.kind) || error.code === 101;
  return (
    <div class={error.kind === 'setup' ? 'notice setup' : 'notice'} role="alert">
      <p>
        <strong>{error.message}</strong>
      </p>
      <p>{error.action}</p>
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
