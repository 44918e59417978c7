/**
 * The Batch tab: paste or open a list, see what it costs against the balance, name it, send it.
 * Over 250 lines on purpose: one form whose parts (input, summary, settings, send) share its state.
 */
import { useRef, useState } from 'preact/hooks';
import type { BatchJob } from '../../core/batch-job';
import { callbackUrlProblem } from '../../core/callback-url';
import { MAX_BATCH, prepareText, type PreparedList } from '../../core/lists';
import type { ReplyError } from '../../core/reply';
import { sendToBackground } from '../../messaging/send';
import { ErrorNotice } from '../shared/ErrorNotice';
import { plural } from '../../core/format';
import type { CreditBalance } from '../../core/api/schemas';
import { creditsSpent } from '../shared/use-credits';

const STATUS_TEXT = { send: 'to send', duplicate: 'duplicate', invalid: 'not sent' } as const;

/** Paste or open a list, see what it will cost, send it. */
export function BatchPanel({
  speedRank,
  credits,
  onCreated,
}: {
  speedRank: number;
  /** The account's balance, when known. */
  credits: CreditBalance | null;
  onCreated: (jobs: BatchJob[]) => void;
}) {
  const [text, setText] = useState('');
  const [label, setLabel] = useState('');
  /** The user named the batch: their name stays whatever is pasted next. */
  const [named, setNamed] = useState(false);
  const [prepared, setPrepared] = useState<PreparedList | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [rank, setRank] = useState(speedRank);
  const [callback, setCallback] = useState('');
  const [error, setError] = useState<ReplyError | null>(null);

  const [fileNote, setFileNote] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();

  /**
   * Parses after a pause, and after the "Reading…" state has painted. The batch is named after its
   * file, or after its first address ("jane@acme.com + 29 more"), unless the user named it.
   */
  function read(value: string, file: string | null, delay: number) {
    setError(null);
    setBusy('Reading…');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const r = prepareText(value);
      if (!named && !('problem' in r)) {
        const first = r.toSend[0] ?? r.rows[0]?.input ?? 'List';
        const more = r.rows.length - 1;
        setLabel(
          file ?? (more > 0 ? `${first.slice(0, 60)} + ${more.toLocaleString()} more` : first.slice(0, 80)),
        );
      }
      setBusy(null);
      setPrepared('problem' in r ? null : r);
      setProblem('problem' in r ? r.problem : null);
    }, delay);
  }

  const callbackProblem = callback.trim() === '' ? null : callbackUrlProblem(callback.trim());
  const parts = prepared ? Math.ceil(prepared.toSend.length / MAX_BATCH) : 0;
  // Known before sending: the service refuses a batch larger than the balance, whole.
  const short =
    prepared && credits && !credits.testKey && prepared.toSend.length > credits.credits
      ? { need: prepared.toSend.length, have: credits.credits }
      : null;

  async function send(split: boolean) {
    if (!prepared || callbackProblem) return;
    setBusy('Sending…');
    setError(null);
    const reply = await sendToBackground({
      type: 'batchCreate',
      label: label.trim() || 'Pasted list',
      entries: prepared.rows.map((r) => r.input),
      format: prepared.format,
      column: prepared.column,
      speedRank: rank,
      callbackUrl: callback.trim() || null,
      split,
    });
    setBusy(null);
    if (!reply.ok) return setError(reply.error);
    creditsSpent();
    onCreated(reply.value.jobs);
    setText('');
    setFileNote(null);
    setPrepared(null);
    setLabel('');
    setNamed(false);
  }

  return (
    <div>
      <label for="batch-input">Addresses or CSV</label>
      <textarea
        id="batch-input"
        rows={5}
        placeholder={'jane@acme.com\njohn@acme.com\n…or CSV with a header'}
        value={text}
        onInput={(e) => {
          setText(e.currentTarget.value);
          setFileNote(null);
          read(e.currentTarget.value, null, 300);
        }}
      />
      {fileNote && <p class="meta">{fileNote}</p>}
      <div class="actions">
        <label class="file-button">
          Open a CSV or TXT file
          <input
            type="file"
            accept=".csv,.txt,text/csv,text/plain"
            onChange={async (e) => {
              const picker = e.currentTarget; // currentTarget is gone after the first await
              const file = picker.files?.[0];
              if (!file) return;
              if (file.size > 10 * 1024 * 1024)
                return setProblem(
                  `${file.name} is ${(file.size / 2 ** 20).toFixed(1)} MB; at most 10 MB can be read at once. Split the file.`,
                );
              const content = await file.text();
              // A big file stays out of the text box: editing a cut-down copy would lose rows.
              setText(content.length <= 100_000 ? content : '');
              setFileNote(
                content.length <= 100_000
                  ? null
                  : `Loaded ${file.name} (${(file.size / 2 ** 20).toFixed(1)} MB).`,
              );
              picker.value = '';
              read(content, file.name, 0);
            }}
          />
        </label>
        {busy && (
          <span class="meta" role="status">
            <span class="spinner" aria-hidden="true" /> {busy}
          </span>
        )}
      </div>
      {problem && (
        <ErrorNotice
          error={{
            kind: 'input',
            message: problem,
            action: 'Paste a list of addresses, or a CSV with an email column.',
          }}
        />
      )}
      {prepared && (
        <section class="card" data-testid="batch-summary" aria-label="Before sending">
          <p>
            <strong>{prepared.rows.length.toLocaleString()}</strong> entries
            {prepared.column ? ` from the column “${prepared.column}”` : ''}:{' '}
            <strong>{prepared.toSend.length.toLocaleString()}</strong> to send, costing up to{' '}
            <strong>{prepared.toSend.length.toLocaleString()} credits</strong>
            {credits &&
              (credits.testKey
                ? ' (free with the test key)'
                : ` (you have ${credits.credits.toLocaleString()})`)}
            .
          </p>
          <ul>
            <li>
              {plural(prepared.duplicates, 'duplicate', 'duplicates')} removed (compared ignoring letter case
              and spaces).
            </li>
            <li>
              {plural(prepared.invalid, 'entry is not an address', 'entries are not addresses')}: not sent,
              kept in the results with the reason.
            </li>
            {prepared.cleaned > 0 && (
              <li>{plural(prepared.cleaned, 'entry', 'entries')} had invisible characters removed.</li>
            )}
          </ul>
          <ol class="preview" aria-label="Preview">
            {prepared.rows.slice(0, 5).map((r, i) => (
              <li key={i}>
                {r.input}{' '}
                <span class="meta">
                  — {r.status === 'invalid' ? `not sent: ${r.reason}` : STATUS_TEXT[r.status]}
                </span>
              </li>
            ))}
          </ol>
          <label for="batch-name">Name</label>
          <input
            id="batch-name"
            type="text"
            maxLength={200}
            value={label}
            onInput={(e) => {
              setLabel(e.currentTarget.value);
              setNamed(e.currentTarget.value.trim() !== '');
            }}
          />
          <div class="row">
            <div>
              <label for="batch-speed">Speed</label>
              <select id="batch-speed" value={rank} onChange={(e) => setRank(Number(e.currentTarget.value))}>
                {[0, 1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {n}
                    {n === 0 ? ' (quickest)' : n === 5 ? ' (most thorough)' : ''}
                  </option>
                ))}
              </select>
            </div>
            <div class="grow">
              <label for="batch-callback">Callback URL (optional)</label>
              <input
                id="batch-callback"
                type="url"
                value={callback}
                placeholder="https://example.com/hook"
                aria-invalid={!!callbackProblem}
                onInput={(e) => setCallback(e.currentTarget.value)}
              />
            </div>
          </div>
          {callbackProblem && (
            <p class="field-error">The callback {callbackProblem.replace(/^url /, 'URL ')}.</p>
          )}
          {short && (
            <div class="notice" role="alert" data-testid="batch-short">
              <p>
                <strong>
                  This list needs {short.need.toLocaleString()} credits; you have{' '}
                  {short.have.toLocaleString()}.
                </strong>{' '}
                Nothing was sent. Add credits in your account dashboard, or send a shorter list.
              </p>
            </div>
          )}
          {parts > 1 ? (
            <div class="notice" role="alert">
              <p>
                <strong>
                  {prepared.toSend.length.toLocaleString()} addresses: a batch holds at most 100,000.
                </strong>
              </p>
              <button
                type="button"
                class="primary"
                disabled={!!busy || !!short}
                onClick={() => void send(true)}
              >
                Split into {parts} batches and send
              </button>
            </div>
          ) : (
            <div class="actions">
              <button
                type="button"
                class="primary"
                disabled={!!busy || prepared.toSend.length === 0 || !!callbackProblem || !!short}
                onClick={() => void send(false)}
              >
                Send {prepared.toSend.length.toLocaleString()} addresses
              </button>
            </div>
          )}
        </section>
      )}
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
