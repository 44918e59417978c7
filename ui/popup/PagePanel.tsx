import { useEffect, useState } from 'preact/hooks';
import { toCsv } from '../../core/export';
import type { ReplyError } from '../../core/reply';
import { collectFromTab } from '../../messaging/send';
import type { PageSummary } from '../../messaging/ui-to-page';
import { describeState } from '../../core/verdict-look';
import { download } from '../shared/download';
import { pageTab } from './page-tab';
import { ErrorNotice } from '../shared/ErrorNotice';
import { plural } from '../../core/format';
import { creditsSpent } from '../shared/use-credits';
import { BATCH_THRESHOLD, verifyMany } from '../shared/verify-many';
import { leadVerdict, type LeadInput } from '../../core/leads';
import { SaveAll, SaveLead } from '../leads/SaveLead';
import { fullName } from '../../core/names';

interface Props {
  onFind: (person: PageSummary['people'][number]) => void;
  onBatch: () => void;
}

/** What the badges found on the current tab, with "verify all", copy and export. */
export function PagePanel({ onFind, onBatch }: Props) {
  const [summary, setSummary] = useState<PageSummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [error, setError] = useState<ReplyError | null>(null);
  const [progress, setProgress] = useState<string | null>(null);

  const collect = async () => {
    const tab = await pageTab();
    const s = tab?.id === undefined ? null : await collectFromTab(tab.id);
    if (s) setSummary(s);
    else
      setProblem(
        'MailScout cannot read this tab. Browser pages, the extension store and PDFs are off limits; reload the page if it was open before MailScout was installed.',
      );
  };
  useEffect(() => void collect(), []);

  if (problem) return <p class="meta">{problem}</p>;
  if (!summary) return <p role="status">Reading the page…</p>;
  const unverified = summary.emails.filter((e) => !e.verdict).map((e) => e.address);

  async function verifyAll() {
    setError(null);
    const r = await verifyMany(unverified, `Page: ${summary!.title || summary!.url}`, (i) =>
      setProgress(`Verifying ${i + 1} of ${unverified.length}…`),
    );
    if (r.error) setError(r.error);
    if (r.batch) {
      if (!r.error) {
        creditsSpent();
        onBatch();
      }
      return;
    }
    setProgress(null);
    creditsSpent();
    await collect();
  }

  const at = Date.now();
  const sighting = /^https?:/i.test(summary.url)
    ? { url: summary.url, title: summary.title || summary.url, at }
    : null;
  const addressInput = ({ address, verdict }: PageSummary['emails'][number]): LeadInput => ({
    address,
    verdict: leadVerdict(verdict),
    sighting,
  });
  const personInput = (p: PageSummary['people'][number]): LeadInput => ({ ...p, sighting });
  // Everyone on the page: the people (with the address shown beside them), then the other addresses.
  const withPeople = new Set(summary.people.map((p) => p.address?.toLowerCase()).filter(Boolean));
  const everything = [
    ...summary.people.map(personInput),
    ...summary.emails.filter((e) => !withPeople.has(e.address.toLowerCase())).map(addressInput),
  ];

  const rows = summary.emails.map(({ address, verdict }) => ({
    input: address,
    address,
    verdict: verdict?.state ?? 'unverified',
    reason: verdict?.message ?? '',
    role: verdict?.flags.role ?? null,
    disposable: verdict?.flags.disposable ?? null,
    catchAll: verdict?.flags.catchAll ?? null,
    suggestion: verdict?.suggestion ?? null,
  }));

  return (
    <div>
      <p>
        <strong>{plural(summary.emails.length, 'address', 'addresses')}</strong> and{' '}
        <strong>{plural(summary.people.length, 'person', 'people')}</strong> on this page.
      </p>
      <div class="actions nowrap">
        {unverified.length > 0 ? (
          <button type="button" class="primary" disabled={!!progress} onClick={() => void verifyAll()}>
            {unverified.length > BATCH_THRESHOLD
              ? `Verify all ${unverified.length} as a batch`
              : `Verify ${plural(unverified.length, 'unverified address', 'unverified addresses')}`}
          </button>
        ) : (
          summary.emails.length > 0 && (
            <span class="meta" data-testid="all-verified">
              ✓ All verified
            </span>
          )
        )}
        <button
          type="button"
          onClick={() => void navigator.clipboard.writeText(summary.emails.map((e) => e.address).join('\n'))}
        >
          Copy
        </button>
        <button type="button" onClick={() => download('page-addresses.csv', toCsv(rows), 'text/csv')}>
          Export CSV
        </button>
        {everything.length > 0 && <SaveAll inputs={everything} />}
      </div>
      {progress && <p role="status">{progress}</p>}
      {error && <ErrorNotice error={error} />}
      <ul class="page-list" aria-label="Addresses">
        {summary.emails.map(({ address, verdict }) => {
          const look = describeState(verdict);
          return (
            <li key={address}>
              <span class="state" data-state={look.tone}>
                {look.icon} {look.label}
              </span>{' '}
              {address} <SaveLead input={addressInput({ address, verdict })} label="Save" />
            </li>
          );
        })}
      </ul>
      {summary.people.length > 0 && (
        <ul class="page-list" aria-label="People">
          {summary.people.map((p) => (
            <li key={`${p.firstName} ${p.lastName}`} class="person">
              <span>
                {fullName(p.firstName, p.lastName)}
                {p.company ? ` · ${p.company}` : ''}
              </span>
              {p.address ? (
                <span class="meta" title="Shown with this person on the page">
                  {p.address}
                </span>
              ) : (
                <button type="button" onClick={() => onFind(p)}>
                  Find email
                </button>
              )}
              <SaveLead input={personInput(p)} label="Save" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
