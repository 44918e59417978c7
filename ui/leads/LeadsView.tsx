/**
 * The Leads view, in the popup and in the side panel: search, filters, sort and selection over every
 * saved lead (read from IndexedDB, live across tabs), with completing, export, import and delete.
 * Only the first rows are drawn (more on request), so 10,000 leads paint as fast as a hundred.
 */
import { useMemo, useState } from 'preact/hooks';
import type { CreditBalance } from '../../core/api/schemas';
import { plural } from '../../core/format';
import { CompleteBar } from './CompleteBar';
import { facets, filterLeads, NO_FILTERS, type Filters, type Sort } from './filter';
import { LeadRow } from './LeadRow';
import { LeadTools } from './LeadTools';
import { useLeads } from './use-leads';

const PAGE = 100;
const VERDICTS: [Filters['verdict'], string][] = [
  ['', 'Any verdict'],
  ['valid', 'Valid'],
  ['risky', 'Risky'],
  ['invalid', 'Invalid'],
  ['unknown', 'Unknown'],
  ['none', 'Not verified'],
];
const SORTS: [Sort, string][] = [
  ['recent', 'Recently saved'],
  ['name', 'Last name'],
  ['company', 'Company'],
  ['verdict', 'Verdict'],
];

export function LeadsView({ credits, onBatch }: { credits: CreditBalance | null; onBatch?: () => void }) {
  const { leads, total, problem } = useLeads();
  const [f, setF] = useState<Filters>(NO_FILTERS);
  const [shown, setShown] = useState(PAGE);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const all = leads ?? [];
  const list = useMemo(() => filterLeads(all, f), [all, f]);
  const { tags, companies } = useMemo(() => facets(all), [all]);

  if (problem) return <p class="meta">{problem}</p>;
  if (!leads) return <p role="status">Reading your leads…</p>;
  const picked = list.filter((l) => selected.has(l.id));
  const target = picked.length ? picked : list;
  const scope = picked.length
    ? `${picked.length} selected`
    : list.length === all.length
      ? 'all'
      : `${list.length} shown`;
  const set = (patch: Partial<Filters>) => {
    setF({ ...f, ...patch });
    setShown(PAGE);
  };
  const allPicked = list.length > 0 && picked.length === list.length;
  // The first screen of a long list, the rest on its way: nothing acts on a part of the list.
  const loading = all.length < total;

  // The tools stay in the same place whether or not there are leads, so an import's report survives
  // the switch from the empty view to the list.
  const tools = loading ? (
    <p class="meta" role="status">
      Loading the rest of your {total.toLocaleString()} leads…
    </p>
  ) : (
    <LeadTools leads={target} scope={scope} total={all.length} onDeleted={() => setSelected(new Set())} />
  );
  if (leads.length === 0) {
    return (
      <div class="leads">
        <div class="leads-empty">
          <p>
            <strong>No leads yet.</strong>
          </p>
          <p class="meta">
            Press <em>Save lead</em> on a badge’s card or a person’s card on any page, on a Verify or Find
            result, or on <em>This page</em>; or import a CSV. Leads stay on this device.
          </p>
        </div>
        {tools}
      </div>
    );
  }
  return (
    <div class="leads">
      <div>
        <div class="lead-filters">
          <label for="lead-search" class="visually-hidden">
            Search leads
          </label>
          <input
            id="lead-search"
            type="search"
            placeholder="Search name, company, address, note, tag"
            value={f.text}
            onInput={(e) => set({ text: e.currentTarget.value })}
          />
          <div class="row">
            <select
              aria-label="Verdict"
              value={f.verdict}
              onChange={(e) => set({ verdict: e.currentTarget.value as Filters['verdict'] })}
            >
              {VERDICTS.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
            <select aria-label="Tag" value={f.tag} onChange={(e) => set({ tag: e.currentTarget.value })}>
              <option value="">Any tag</option>
              {tags.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
            <select
              aria-label="Company"
              value={f.company}
              onChange={(e) => set({ company: e.currentTarget.value })}
            >
              <option value="">Any company</option>
              {companies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            <select
              aria-label="Sort by"
              value={f.sort}
              onChange={(e) => set({ sort: e.currentTarget.value as Sort })}
            >
              {SORTS.map(([v, label]) => (
                <option key={v} value={v}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div class="lead-count">
          <label>
            <input
              type="checkbox"
              checked={allPicked}
              disabled={loading}
              onChange={(e) =>
                setSelected(e.currentTarget.checked ? new Set(list.map((l) => l.id)) : new Set())
              }
            />{' '}
            Select all
          </label>
          <span role="status">
            {list.length === all.length
              ? plural(all.length, 'lead', 'leads')
              : `${list.length.toLocaleString()} of ${plural(all.length, 'lead', 'leads')}`}
            {picked.length > 0 && `, ${picked.length.toLocaleString()} selected`}
          </span>
        </div>
        {!loading && <CompleteBar leads={target} credits={credits} onBatch={onBatch} />}
        <ul class="lead-list" aria-label="Leads">
          {list.slice(0, shown).map((lead) => (
            <LeadRow
              key={lead.id}
              lead={lead}
              selected={selected.has(lead.id)}
              onSelect={(on) => {
                const next = new Set(selected);
                if (on) next.add(lead.id);
                else next.delete(lead.id);
                setSelected(next);
              }}
            />
          ))}
        </ul>
        {list.length > shown && (
          <button type="button" onClick={() => setShown(shown + PAGE)}>
            Show {Math.min(PAGE, list.length - shown)} more of {(list.length - shown).toLocaleString()}
          </button>
        )}
        {list.length === 0 && <p class="meta">No lead matches. Clear the search or a filter.</p>}
      </div>
      {tools}
    </div>
  );
}
