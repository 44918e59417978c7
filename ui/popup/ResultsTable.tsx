import { useMemo, useState } from 'preact/hooks';
import { toCsv, toJson, type ResultRow } from '../../core/export';
import type { VerdictState } from '../../core/verdict';
import { STATE_LOOK } from '../../core/verdict-look';
import { download } from '../shared/download';

const ROW = 26;
const VISIBLE = 12;
const OVERSCAN = 8;
const FILTERS = ['all', 'valid', 'risky', 'invalid', 'unknown'] as const;

/** A virtualized results table: only the rows in view are in the DOM, so 100,000 rows stay smooth. */
export function ResultsTable({ rows, name }: { rows: ResultRow[]; name: string }) {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const [query, setQuery] = useState('');
  const [top, setTop] = useState(0);
  const [copied, setCopied] = useState<string | null>(null);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return rows.filter(
      (r) =>
        (filter === 'all' || r.verdict === filter) &&
        (q === '' || r.input.toLowerCase().includes(q) || r.reason.toLowerCase().includes(q)),
    );
  }, [rows, filter, query]);

  // Each address once: duplicates are shown (marked) but not counted or copied twice.
  const unique = useMemo(() => rows.filter((r) => !r.duplicate), [rows]);
  const first = Math.max(0, Math.floor(top / ROW) - OVERSCAN);
  const last = Math.min(shown.length, Math.floor(top / ROW) + VISIBLE + OVERSCAN);
  const base = name.replace(/[^\w.-]+/g, '-').slice(0, 60) || 'batch';

  return (
    <div class="results">
      <div class="row">
        <div>
          <label for="results-filter">Show</label>
          <select
            id="results-filter"
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value as typeof filter)}
          >
            {FILTERS.map((f) => (
              <option key={f} value={f}>
                {f === 'all'
                  ? `All rows (${rows.length})`
                  : `${STATE_LOOK[f].word} (${unique.filter((r) => r.verdict === f).length})`}
              </option>
            ))}
          </select>
        </div>
        <div class="grow">
          <label for="results-search">Search</label>
          <input
            id="results-search"
            type="text"
            value={query}
            placeholder="address or reason"
            onInput={(e) => setQuery(e.currentTarget.value)}
          />
        </div>
      </div>
      <p class="meta" role="status">
        {shown.length.toLocaleString()} of {rows.length.toLocaleString()} rows
      </p>
      <div
        class="table-scroll"
        style={{ height: `${Math.min(shown.length, VISIBLE) * ROW + 2}px` }}
        onScroll={(e) => setTop(e.currentTarget.scrollTop)}
        tabIndex={0}
        aria-label="Results"
        role="table"
        data-testid="results-table"
      >
        <div style={{ height: `${shown.length * ROW}px`, position: 'relative' }} role="rowgroup">
          {shown.slice(first, last).map((r, i) => (
            <div
              key={first + i}
              role="row"
              class="result-row"
              style={{ top: `${(first + i) * ROW}px`, height: `${ROW}px` }}
              title={r.reason}
            >
              <span role="cell" class="state" data-state={r.verdict}>
                {STATE_LOOK[r.verdict as VerdictState]?.icon}{' '}
                {STATE_LOOK[r.verdict as VerdictState]?.word ?? r.verdict}
              </span>
              <span role="cell" class="cell-address">
                {r.input}
              </span>
              <span role="cell" class="cell-reason">
                {r.duplicate ? <span class="tag">Duplicate</span> : r.reason}
              </span>
            </div>
          ))}
        </div>
      </div>
      <div class="actions">
        <button
          type="button"
          onClick={async () => {
            const valid = unique.filter((r) => r.verdict === 'valid').map((r) => r.address);
            await navigator.clipboard.writeText(valid.join('\n'));
            setCopied(`Copied ${valid.length} valid addresses.`);
          }}
        >
          Copy valid
        </button>
        <button type="button" onClick={() => download(`${base}.csv`, toCsv(rows), 'text/csv')}>
          Export CSV
        </button>
        <button type="button" onClick={() => download(`${base}.json`, toJson(rows), 'application/json')}>
          Export JSON
        </button>
        <span role="status">{copied}</span>
      </div>
    </div>
  );
}
