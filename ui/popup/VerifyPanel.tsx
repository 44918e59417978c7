import { useEffect, useRef, useState } from 'preact/hooks';
import type { ReplyError } from '../../core/reply';
import { sendToBackground } from '../../messaging/send';
import { creditsSpent } from '../shared/use-credits';
import { verdictFromLocal, type Verdict } from '../../core/verdict';
import { ErrorNotice, SetupPrompt } from '../shared/ErrorNotice';
import { VerdictCard } from '../shared/VerdictCard';
import { SaveLead } from '../leads/SaveLead';
import { leadVerdict } from '../../core/leads';

interface Props {
  hasKey: boolean;
  /** An address handed over from another panel (Find → Verify). */
  incoming?: string | null;
}

/** One address in; free local checks at once, then the service's verdict. */
export function VerifyPanel({ hasKey, incoming }: Props) {
  const [text, setText] = useState('');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [cached, setCached] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<ReplyError | null>(null);
  const [needsSetup, setNeedsSetup] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const run = useRef(0);

  async function verify(address: string, force = false) {
    const id = ++run.current;
    setError(null);
    setNeedsSetup(false);
    // The free checks (and the TLD list they hold) load on the first verify, not with the popup.
    const { checkLocally } = await import('../../core/checks');
    const local = checkLocally(address);
    setVerdict(verdictFromLocal(local));
    setCached(false);
    if (!local.isSyntaxValid) return; // invalid syntax never spends a credit
    if (!hasKey) return setNeedsSetup(true);
    setChecking(true);
    const reply = await sendToBackground({ type: 'verify', address: local.address, force });
    if (id !== run.current) return;
    setChecking(false);
    if (reply.ok) {
      setVerdict(reply.value.verdict);
      setCached(reply.value.cached);
      if (!reply.value.cached) creditsSpent();
    } else if (reply.error.kind === 'setup') setNeedsSetup(true);
    else setError(reply.error);
  }

  useEffect(() => {
    if (incoming) {
      setText(incoming);
      void verify(incoming);
    }
  }, [incoming]);

  return (
    <div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (text.trim() === '') {
            setError({
              kind: 'input',
              message: 'Enter an email address to verify.',
              action: 'Type or paste an address, such as jane@acme.com.',
            });
            input.current?.focus();
            return;
          }
          void verify(text);
        }}
      >
        <label for="verify-address">Email address</label>
        <div class="row">
          <input
            id="verify-address"
            class="grow"
            ref={input}
            type="text"
            inputMode="email"
            autoComplete="off"
            spellcheck={false}
            autoFocus
            placeholder="jane@acme.com"
            value={text}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit" class="primary" disabled={checking}>
            {checking ? 'Checking…' : 'Verify'}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {verdict && (
          <VerdictCard
            verdict={verdict}
            cached={cached}
            checking={checking}
            onRecheck={() => void verify(verdict.address, true)}
            onTrySuggestion={(s) => {
              setText(s);
              void verify(s);
            }}
          >
            {verdict.flags.syntaxValid && (
              <SaveLead
                key={`${verdict.address}:${verdict.checkedAt}`}
                input={{
                  address: verdict.address,
                  verdict: leadVerdict(verdict),
                }}
              />
            )}
          </VerdictCard>
        )}
        {(needsSetup || (!hasKey && !verdict)) && <SetupPrompt />}
        {error && <ErrorNotice error={error} />}
      </div>
    </div>
  );
}
