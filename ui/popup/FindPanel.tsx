import { useEffect, useRef, useState } from 'preact/hooks';
import type { DiscoverValue, ReplyError } from '../../core/reply';
import { sendToBackground } from '../../messaging/send';
import { creditsSpent } from '../shared/use-credits';
import { age } from '../../core/format';
import { ErrorNotice } from '../shared/ErrorNotice';
import { CopyButton } from '../shared/VerdictCard';
import { SaveLead } from '../leads/SaveLead';
import { foundVerdict } from '../../core/leads';

type Field = 'first' | 'last' | 'domain';

const CERTIFIED: Record<string, { label: string; icon: string; state: string }> = {
  verified: { label: 'Verified', icon: '✓', state: 'valid' },
  catch_all: { label: 'Unconfirmed: catch-all domain', icon: '!', state: 'risky' },
  not_found: { label: 'Not found', icon: '✕', state: 'invalid' },
  unknown: { label: 'Could not check', icon: '?', state: 'unknown' },
};

/** Name + company → the person's address, then one click to verify it. */
export function FindPanel({
  onVerify,
  preset,
}: {
  onVerify: (address: string) => void;
  /** Values to fill in; with `run`, the search runs too (a recent check shown again, from the cache). */
  preset?: (Record<Field, string> & { run?: boolean }) | null;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ first: '', last: '', domain: '' });
  useEffect(() => {
    if (!preset) return;
    const next = { first: preset.first, last: preset.last, domain: preset.domain };
    setValues(next);
    if (preset.run) void find(false, next);
  }, [preset]);
  const [result, setResult] = useState<DiscoverValue | null>(null);
  const [error, setError] = useState<ReplyError | null>(null);
  const [invalid, setInvalid] = useState<Field | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    first: useRef<HTMLInputElement>(null),
    last: useRef<HTMLInputElement>(null),
    domain: useRef<HTMLInputElement>(null),
  };

  async function find(force = false, v: Record<Field, string> = values) {
    setError(null);
    setInvalid(null);
    setBusy(true);
    const reply = await sendToBackground({
      type: 'discover',
      firstName: v.first,
      lastName: v.last,
      domain: v.domain,
      force,
    });
    setBusy(false);
    if (reply.ok) {
      if (!reply.value.cached) creditsSpent();
      return setResult(reply.value);
    }
    setResult(null);
    setError(reply.error);
    const named = { firstName: 'first', lastName: 'last', domain: 'domain' } as const;
    const field: Field | null = reply.error.field
      ? (named[reply.error.field as keyof typeof named] ?? null)
      : reply.error.code === 104
        ? 'domain'
        : reply.error.code === 105
          ? values.first.trim()
            ? 'last'
            : 'first'
          : null;
    if (field) {
      setInvalid(field);
      refs[field].current?.focus();
    }
  }

  const input = (field: Field, label: string, placeholder: string, hint?: string) => (
    <div class={field === 'domain' ? '' : 'grow'}>
      <label for={`find-${field}`}>{label}</label>
      <input
        id={`find-${field}`}
        ref={refs[field]}
        type="text"
        autoComplete="off"
        placeholder={placeholder}
        value={values[field]}
        aria-invalid={invalid === field}
        aria-describedby={hint ? `find-${field}-hint` : undefined}
        onInput={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
      />
      {hint && (
        <p class="hint" id={`find-${field}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );

  const marker = result ? (CERTIFIED[result.certified ?? 'unknown'] ?? CERTIFIED.unknown!) : null;
  return (
    <div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void find();
        }}
      >
        <div class="row">
          {input('first', 'First name', 'Jane')}
          {input('last', 'Last name', 'Doe')}
        </div>
        {input(
          'domain',
          'Company domain or website',
          'acme.com',
          'A URL works too: https://www.acme.com/about',
        )}
        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Finding…' : 'Find email'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {result && marker && (
          <section class="card" data-testid="discovery">
            <span class="state" data-state={marker.state}>
              <span aria-hidden="true">{marker.icon}</span> {marker.label}
            </span>
            {result.email && <p class="address">{result.email}</p>}
            {result.message && <p class="message">{result.message}</p>}
            <p class="meta">
              {result.cached ? 'From cache' : 'From the service'}, {result.domain}, checked{' '}
              {age(result.checkedAt)}
            </p>
            <div class="actions">
              {result.email && (
                <>
                  <button type="button" onClick={() => onVerify(result.email!)}>
                    {/* A verified or catch-all find is already the address's verdict: showing it is free. */}
                    {result.certified === 'verified' || result.certified === 'catch_all'
                      ? 'See its verdict'
                      : 'Verify this address · 1 credit'}
                  </button>
                  <CopyButton text={result.email} />
                </>
              )}
              <SaveLead
                key={`${result.domain}:${result.checkedAt}`}
                input={{
                  firstName: values.first,
                  lastName: values.last,
                  domain: result.domain,
                  address: result.email,
                  // A verified or catch-all find is the address's verdict already.
                  verdict: foundVerdict(result),
                }}
              />
              <button type="button" onClick={() => void find(true)} disabled={busy}>
                Search again
              </button>
            </div>
          </section>
        )}
        {error && <ErrorNotice error={error} />}
      </div>
    </div>
  );
}
