/** The popup's recent single checks: one click shows a result again, from the cache, for free. */
import { useEffect, useState } from 'preact/hooks';
import { STATE_LOOK, type DisplayState } from '../../core/verdict-look';
import { sendToBackground } from '../../messaging/send';
import type { UiReplies } from '../../messaging/ui-to-worker';
import { age } from '../../core/format';
import { fullName } from '../../core/names';

type RecentCheck = UiReplies['recentList']['checks'][number];

export function RecentChecks({
  refresh,
  onVerify,
  onFind,
}: {
  /** Changes after each check, to read the list again. */
  refresh: unknown;
  onVerify: (address: string) => void;
  onFind: (person: { first: string; last: string; domain: string }) => void;
}) {
  const [checks, setChecks] = useState<RecentCheck[]>([]);
  useEffect(() => {
    void sendToBackground({ type: 'recentList' }).then((r) => r.ok && setChecks(r.value.checks));
  }, [refresh]);
  if (checks.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" class="recent">
      <h2 id="recent-heading">Recent checks</h2>
      <ul class="page-list">
        {checks.slice(0, 8).map((c) => {
          if (c.kind === 'verify') {
            const look = STATE_LOOK[c.state as DisplayState] ?? STATE_LOOK.unknown;
            return (
              <li key={`v:${c.address}`} class="person">
                <button type="button" class="link" onClick={() => onVerify(c.address)}>
                  {c.address}
                </button>
                <span class="meta">
                  {look.icon} {look.word} · {age(c.at)}
                </span>
              </li>
            );
          }
          return (
            <li key={`f:${c.firstName} ${c.lastName} ${c.domain}`} class="person">
              <button
                type="button"
                class="link"
                onClick={() => onFind({ first: c.firstName, last: c.lastName, domain: c.domain })}
              >
                {fullName(c.firstName, c.lastName)} at {c.domain}
              </button>
              <span class="meta">
                {c.email ?? 'not found'} · {age(c.at)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
