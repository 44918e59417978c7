import { describeState, type Verdict } from '../../lib/verdict';
import type { DiscoverValue, ReplyError } from '../../lib/messages';
import type { Target } from '../../lib/page/targets';
import { age } from '../format';

export type BadgeState =
  'local' | 'checking' | 'valid' | 'invalid' | 'risky' | 'unknown' | 'error' | 'person';

export interface BadgeView {
  target: Target;
  state: BadgeState;
  label: string;
  icon: string;
  x: number;
  y: number;
}

export interface CardView {
  x: number;
  y: number;
  target: Target | null;
  verdict: Verdict | null;
  error: ReplyError | null;
  discovery: DiscoverValue | null;
  note: string | null;
  busy: boolean;
  domainGuess: string;
}

export interface OverlayActions {
  activate(target: Target, e: Event): void;
  hover(target: Target | null, e?: Event): void;
  recheck(target: Target, e: Event): void;
  verifyAddress(address: string, e: Event): void;
  find(target: Target, domain: string, e: Event): void;
  closeCard(): void;
  keepCard(): void;
}

const BADGE_TEXT: Record<BadgeState, { label: string; icon: string }> = {
  local: { label: 'Unverified', icon: '○' },
  checking: { label: 'Checking', icon: '…' },
  valid: { label: 'Valid', icon: '✓' },
  invalid: { label: 'Invalid', icon: '✕' },
  risky: { label: 'Risky', icon: '!' },
  unknown: { label: 'Unknown', icon: '?' },
  error: { label: 'Error', icon: '⚠' },
  person: { label: 'Find email', icon: '✉' },
};

/** Short words for a badge (the card says more), never colour alone. */
export const badgeText = (state: BadgeState): { label: string; icon: string } => BADGE_TEXT[state];

const FLAGS: [keyof Verdict['flags'], string][] = [
  ['role', 'Role address'],
  ['disposable', 'Disposable'],
  ['catchAll', 'Catch-all'],
  ['free', 'Free provider'],
  ['unknown', 'Unknown'],
];

function VerdictDetails({ v, card, actions }: { v: Verdict; card: CardView; actions: OverlayActions }) {
  const { label, icon } = describeState(v);
  return (
    <>
      <strong class="state">
        {icon} {label}
      </strong>
      <p class="addr">{v.address}</p>
      <ul aria-label="Flags">
        <li>{v.flags.syntaxValid ? 'Syntax OK' : 'Bad syntax'}</li>
        {FLAGS.filter(([k]) => v.flags[k]).map(([k, text]) => (
          <li key={k}>{text}</li>
        ))}
      </ul>
      {v.message && <p>{v.message}</p>}
      {v.suggestion && (
        <p>
          Did you mean <strong>{v.suggestion}</strong>?{' '}
          <button type="button" onClick={(e) => actions.verifyAddress(v.suggestion!, e)}>
            Verify it
          </button>
        </p>
      )}
      <p class="meta">
        {v.source === 'local' ? 'Free local checks' : 'Verified'} {age(v.checkedAt)}
      </p>
      <div class="actions">
        {card.target && v.flags.syntaxValid && (
          <button
            type="button"
            class="primary"
            disabled={card.busy}
            onClick={(e) => actions.recheck(card.target!, e)}
          >
            {v.source === 'local' ? 'Verify' : 'Re-check'}
          </button>
        )}
        <button type="button" onClick={() => void navigator.clipboard.writeText(v.address)}>
          Copy
        </button>
      </div>
    </>
  );
}

function PersonDetails({ card, actions }: { card: CardView; actions: OverlayActions }) {
  const p = card.target!.person!;
  const d = card.discovery;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const input = (e.currentTarget as HTMLFormElement).elements.namedItem('domain') as HTMLInputElement;
        actions.find(card.target!, input.value, e);
      }}
    >
      <strong class="state">
        {p.firstName} {p.lastName}
      </strong>
      {p.company && <p class="meta">{p.company}</p>}
      {d && (
        <>
          <p class="addr">{d.email ?? 'No address found'}</p>
          <p>{d.message}</p>
          {d.email && (
            <div class="actions">
              <button type="button" class="primary" onClick={(e) => actions.verifyAddress(d.email!, e)}>
                Verify {d.certified === 'verified' ? 'again' : 'it'}
              </button>
              <button type="button" onClick={() => void navigator.clipboard.writeText(d.email!)}>
                Copy
              </button>
            </div>
          )}
        </>
      )}
      {!d && (
        <>
          <label for="ms-domain">Company domain</label>
          <input
            id="ms-domain"
            name="domain"
            type="text"
            defaultValue={p.domain ?? card.domainGuess}
            placeholder="acme.com"
          />
          <div class="actions">
            <button type="submit" class="primary" disabled={card.busy}>
              {card.busy ? 'Finding…' : 'Find email'}
            </button>
          </div>
        </>
      )}
    </form>
  );
}

export function Overlay({
  badges,
  card,
  actions,
}: {
  badges: BadgeView[];
  card: CardView | null;
  actions: OverlayActions;
}) {
  return (
    <div class="layer">
      {badges.map((b) => (
        <button
          key={b.target.id}
          type="button"
          class="badge"
          data-state={b.state}
          data-ms-target={b.target.id}
          style={{ transform: `translate(${Math.round(b.x)}px, ${Math.round(b.y)}px)` }}
          aria-label={`${b.target.address ?? `${b.target.person!.firstName} ${b.target.person!.lastName}`}: ${b.label}`}
          onClick={(e) => actions.activate(b.target, e)}
          onMouseEnter={(e) => actions.hover(b.target, e)}
          onFocus={(e) => actions.hover(b.target, e)}
          onMouseLeave={() => actions.hover(null)}
        >
          <span aria-hidden="true">{b.icon}</span>
          {b.label}
        </button>
      ))}
      {card && (
        <div
          class="card"
          role="dialog"
          aria-label="MailScout"
          style={{ transform: `translate(${Math.round(card.x)}px, ${Math.round(card.y)}px)` }}
          onMouseEnter={() => actions.keepCard()}
          onMouseLeave={() => actions.hover(null)}
          onKeyDown={(e) => e.key === 'Escape' && actions.closeCard()}
        >
          {card.note && <p>{card.note}</p>}
          {card.error && (
            <p>
              <strong>{card.error.message}</strong> {card.error.action}
            </p>
          )}
          {card.target?.kind === 'person' ? (
            <PersonDetails card={card} actions={actions} />
          ) : (
            card.verdict && <VerdictDetails v={card.verdict} card={card} actions={actions} />
          )}
        </div>
      )}
    </div>
  );
}
