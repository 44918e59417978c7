import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Reply, ReplyError } from '../../core/reply';
import type { UiReplies } from '../../messaging/ui-to-worker';
import { sendToBackground } from '../../messaging/send';
import { keyProblem, normalizeServiceUrl, originPattern } from '../../core/service-input';
import { saveSettings, type Settings } from '../../storage/settings';

/** The service's public test key: accepted everywhere, never charged, answers simulated. */
const TEST_KEY = 'mailscout-test-key-0000000000000';
import { ErrorNotice } from '../shared/ErrorNotice';

type Outcome = { kind: 'ok'; text: string } | { kind: 'error'; error: ReplyError } | null;

/** What a connection test says; `prefix` goes before it ("Saved. " after a save). */
function connectionOutcome(
  reply: Reply<UiReplies['testConnection']>,
  prefix: string,
  failedPrefix = prefix,
): Outcome {
  if (!reply.ok)
    return { kind: 'error', error: { ...reply.error, message: `${failedPrefix}${reply.error.message}` } };
  const { credits, testKey } = reply.value;
  return {
    kind: 'ok',
    text: `${prefix}Connected: ${credits.toLocaleString()} credits left${testKey ? ' (test key: simulated, free)' : ''}.`,
  };
}

/** Service URL, API key, host permission and "Test connection". */
export function ServiceSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const [url, setUrl] = useState(settings.serviceUrl);
  const [key, setKey] = useState('');
  const [showKey, setShowKey] = useState(false);
  const [granted, setGranted] = useState<boolean | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);

  useEffect(
    () =>
      void sendToBackground({ type: 'keyGet' }).then((r) => r.ok && r.value.apiKey && setKey(r.value.apiKey)),
    [],
  );
  const parsed = normalizeServiceUrl(url);
  const urlProblem = 'problem' in parsed ? parsed.problem : null;
  const problemWithKey = keyProblem(key);
  const pattern = 'url' in parsed ? originPattern(parsed.url) : null;

  useEffect(() => {
    if (!pattern) return setGranted(null);
    void browser.permissions.contains({ origins: [pattern] }).then(setGranted);
  }, [pattern]);

  /** Must run inside the click: browsers ask for permissions only on a user gesture. */
  async function grant(): Promise<boolean> {
    if (!pattern) return false;
    const ok = await browser.permissions.request({ origins: [pattern] }).catch(() => false);
    setGranted(ok);
    return ok;
  }

  async function save(e: Event) {
    e.preventDefault();
    setTouched(true);
    setOutcome(null);
    if (urlProblem || problemWithKey || !('url' in parsed)) return;
    if (!granted && !(await grant())) {
      return setOutcome({
        kind: 'error',
        error: {
          kind: 'permission',
          message: `Access to ${new URL(parsed.url).origin} was not granted.`,
          action: 'Press Save again and allow access, or use another service URL.',
        },
      });
    }
    setBusy(true);
    const saved = await sendToBackground({ type: 'keySave', apiKey: key });
    if (!saved.ok) {
      setBusy(false);
      return setOutcome({ kind: 'error', error: saved.error });
    }
    onSaved(await saveSettings({ serviceUrl: parsed.url }));
    const reply = await sendToBackground({ type: 'testConnection', serviceUrl: parsed.url, apiKey: key });
    setBusy(false);
    setOutcome(connectionOutcome(reply, 'Saved. ', 'Saved, but the test failed: '));
  }

  async function test() {
    setTouched(true);
    setOutcome(null);
    if (urlProblem || problemWithKey) return;
    setBusy(true);
    const reply = await sendToBackground({ type: 'testConnection', serviceUrl: url, apiKey: key });
    setBusy(false);
    setOutcome(connectionOutcome(reply, ''));
  }

  return (
    <form onSubmit={save} aria-labelledby="service-heading" noValidate>
      <h2 id="service-heading">Service</h2>
      <label for="service-url">Service URL</label>
      <input
        id="service-url"
        type="url"
        value={url}
        aria-invalid={touched && !!urlProblem}
        aria-describedby="service-url-hint"
        onInput={(e) => setUrl(e.currentTarget.value)}
      />
      <p class="hint" id="service-url-hint">
        Your verification service. The default is the reference service on this computer.
      </p>
      {touched && urlProblem && <p class="field-error">{urlProblem}</p>}
      {pattern && (
        <p class="hint" data-testid="permission">
          {granted
            ? `✓ MailScout may reach ${pattern.slice(0, -2)}.`
            : `✕ MailScout may not reach ${pattern.slice(0, -2)} yet.`}{' '}
          {granted === false && (
            <button type="button" onClick={() => void grant()}>
              Grant access
            </button>
          )}
        </p>
      )}
      <label for="api-key">API key</label>
      <div class="row">
        <input
          id="api-key"
          class="grow"
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          spellcheck={false}
          value={key}
          aria-invalid={touched && !!problemWithKey}
          aria-describedby="api-key-hint"
          onInput={(e) => setKey(e.currentTarget.value)}
        />
        <button type="button" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
          {showKey ? 'Hide' : 'Show'}
        </button>
      </div>
      <p class="hint" id="api-key-hint">
        32 characters, from your verification service’s account dashboard (with the reference service, the key{' '}
        <code>npm start</code> prints). Kept on this device only, out of reach of web pages. To try MailScout
        first,{' '}
        <button type="button" class="link" onClick={() => setKey(TEST_KEY)}>
          use the test key
        </button>
        : free, with simulated answers.
      </p>
      {touched && problemWithKey && <p class="field-error">{problemWithKey}</p>}
      <div class="actions">
        <button type="submit" class="primary" disabled={busy}>
          Save
        </button>
        <button type="button" onClick={() => void test()} disabled={busy}>
          {busy ? 'Testing…' : 'Test connection'}
        </button>
      </div>
      <div aria-live="polite">
        {outcome?.kind === 'ok' && (
          <p class="card" role="status">
            {outcome.text}
          </p>
        )}
        {outcome?.kind === 'error' && <ErrorNotice error={outcome.error} />}
      </div>
    </form>
  );
}
