/**
 * Find missing addresses and Verify unverified, credits shown first: a click plans (the cache answers
 * what it can, free), then asks to confirm with the number of credits and the balance, then runs with
 * progress. Nothing is spent before the confirmation, and only on the announced leads.
 */
import { useState } from 'preact/hooks';
import type { CreditBalance } from '../../core/api/schemas';
import { plural } from '../../core/format';
import type { Lead } from '../../core/leads';
import type { ReplyError } from '../../core/reply';
import { ErrorNotice } from '../shared/ErrorNotice';
import { creditsSpent } from '../shared/use-credits';
import { missing, plan, run, unverified, type Plan } from './complete';

interface Props {
  /** The leads the buttons act on: the selection, else what the filters show. */
  leads: readonly Lead[];
  credits: CreditBalance | null;
  /** Opens the batch in History (a verify of many addresses goes as one batch). */
  onBatch?: () => void;
}

const cost = (p: Plan) =>
  p.job === 'find'
    ? `up to ${plural(p.leads.length, 'credit', 'credits')} (a search that finds nothing is free)`
    : plural(p.leads.length, 'credit', 'credits');

export function CompleteBar({ leads, credits, onBatch }: Props) {
  const [pending, setPending] = useState<Plan | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<ReplyError | null>(null);
  const [busy, setBusy] = useState(false);
  const toFind = missing(leads).length;
  const toVerify = unverified(leads).length;

  const prepare = async (job: Plan['job']) => {
    setError(null);
    setBusy(true);
    setStatus('Looking in what MailScout already knows…');
    const p = await plan(job, leads);
    setBusy(false);
    if ('error' in p) {
      setStatus(null);
      return setError(p.error);
    }
    const known = p.free
      ? `${plural(p.free, 'lead was', 'leads were')} answered from earlier checks, free. `
      : '';
    if (p.leads.length === 0) return setStatus(`${known}Nothing left to spend on.`);
    setStatus(known || null);
    setPending(p);
  };

  const confirm = async (p: Plan) => {
    setPending(null);
    setBusy(true);
    const verb = p.job === 'find' ? 'Finding' : 'Verifying';
    const result = await run(p, (done) =>
      setStatus(`${verb} ${Math.min(done + 1, p.leads.length)} of ${p.leads.length}…`),
    );
    creditsSpent();
    setBusy(false);
    if (result.error) {
      setStatus(null);
      setError(result.error);
    } else if (result.batch) {
      setStatus(
        `Sent ${plural(p.leads.length, 'address', 'addresses')} as one batch; the leads get their verdicts when it is done.`,
      );
      onBatch?.();
    } else
      setStatus(
        p.job === 'find'
          ? `Searched for ${plural(p.leads.length, 'person', 'people')}.`
          : `Verified ${plural(p.leads.length, 'address', 'addresses')}.`,
      );
  };

  const balance = credits
    ? credits.testKey
      ? 'Test key: free'
      : `You have ${plural(credits.credits, 'credit', 'credits')}.`
    : '';
  const short = pending && credits && !credits.testKey && credits.credits < pending.leads.length;
  return (
    <div class="complete">
      <div class="actions">
        <button
          type="button"
          disabled={busy || !!pending || toFind === 0}
          onClick={() => void prepare('find')}
        >
          Find missing addresses ({toFind})
        </button>
        <button
          type="button"
          disabled={busy || !!pending || toVerify === 0}
          onClick={() => void prepare('verify')}
        >
          Verify unverified ({toVerify})
        </button>
      </div>
      {pending && (
        <div
          class="confirm"
          role="alertdialog"
          aria-labelledby="complete-ask"
          aria-describedby="complete-balance"
        >
          <p id="complete-ask">
            <strong>
              {pending.job === 'find' ? 'Find' : 'Verify'}{' '}
              {plural(pending.leads.length, 'address', 'addresses')}: {cost(pending)}.
            </strong>
          </p>
          <p id="complete-balance" class="meta">
            {balance} {short ? 'Not enough for all of them: the run stops when the credits run out.' : ''}
          </p>
          <div class="actions">
            <button type="button" class="primary" autoFocus onClick={() => void confirm(pending)}>
              {pending.job === 'find' ? 'Find · up to ' : 'Verify · '}
              {plural(pending.leads.length, 'credit', 'credits')}
            </button>
            <button type="button" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {status && <p role="status">{status}</p>}
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
