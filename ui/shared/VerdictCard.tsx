import type { ComponentChildren } from 'preact';
import type { Verdict } from '../../core/verdict';
import { describeState, flagChips } from '../../core/verdict-look';
import { age } from '../../core/format';

interface Props {
  verdict: Verdict;
  cached?: boolean;
  checking?: boolean;
  onRecheck?: () => void;
  onTrySuggestion?: (address: string) => void;
  /** More actions beside Re-check and Copy (Save lead). */
  children?: ComponentChildren;
}

export function VerdictCard({ verdict, cached, checking, onRecheck, onTrySuggestion, children }: Props) {
  const { label, icon, tone } = describeState(verdict);
  return (
    <section class="card" aria-label={`Result for ${verdict.address}`} data-testid="verdict">
      <span class="state" data-state={tone}>
        <span aria-hidden="true">{icon}</span> {label}
      </span>
      {checking && (
        <span class="meta" role="status">
          {' '}
          <span class="spinner" aria-hidden="true" /> Checking with the service…
        </span>
      )}
      <p class="address">{verdict.address}</p>
      <ul class="flags" aria-label="Flags">
        {flagChips(verdict).map((chip) => (
          <li key={chip.text} data-tone={chip.tone}>
            {chip.text}
          </li>
        ))}
      </ul>
      {verdict.message && <p class="message">{verdict.message}</p>}
      {verdict.suggestion && onTrySuggestion && (
        <p>
          Did you mean <strong>{verdict.suggestion}</strong>?{' '}
          <button type="button" onClick={() => onTrySuggestion(verdict.suggestion!)}>
            Verify {verdict.suggestion} instead
          </button>
        </p>
      )}
      <p class="meta">
        {verdict.source === 'local' ? 'Free local checks' : cached ? 'From cache' : 'From the service'},
        checked {age(verdict.checkedAt)}
      </p>
      <div class="actions">
        {onRecheck && verdict.flags.syntaxValid && (
          <button type="button" onClick={onRecheck} disabled={checking}>
            Re-check
          </button>
        )}
        <CopyButton text={verdict.address} />
        {children}
      </div>
    </section>
  );
}

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  return (
    <button
      type="button"
      onClick={async (e) => {
        const button = e.currentTarget;
        try {
          await navigator.clipboard.writeText(text);
          button.textContent = 'Copied';
        } catch {
          button.textContent = 'Copy failed';
        }
        setTimeout(() => (button.textContent = label), 1500);
      }}
    >
      {label}
    </button>
  );
}
