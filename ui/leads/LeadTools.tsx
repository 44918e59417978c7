/** Taking leads out (a CRM preset, plain CSV, JSON, copy), bringing a CSV in, and deleting. */
import { useState } from 'preact/hooks';
import {
  leadsFromCsv,
  leadsToCsv,
  leadsToJson,
  leadsToText,
  PRESETS,
  type Preset,
} from '../../core/lead-export';
import { plural } from '../../core/format';
import type { Lead } from '../../core/leads';
import { clearLeads, deleteLeads, saveLeads } from '../../storage/leads';
import { download } from '../shared/download';

interface Props {
  /** What export, copy and delete act on: the selection, else what the filters show. */
  leads: readonly Lead[];
  scope: string;
  total: number;
  onDeleted: () => void;
}

export function LeadTools({ leads, scope, total, onDeleted }: Props) {
  const [preset, setPreset] = useState<Preset>('hubspot');
  const [status, setStatus] = useState<string | null>(null);
  const [clearing, setClearing] = useState(false);

  const importFile = async (file: File) => {
    const read = leadsFromCsv(await file.text());
    if ('problem' in read) return setStatus(`${file.name}: ${read.problem}`);
    const counts = await saveLeads(read.inputs);
    const refused = counts.refused.length + read.skipped;
    setStatus(
      `${file.name}: ${plural(counts.new, 'new lead', 'new leads')}, ${counts.updated + counts.merged} joined with leads you had` +
        (refused
          ? `, ${plural(refused, 'row', 'rows')} left out (no name or address, or not an address).`
          : '.'),
    );
  };

  return (
    <div class="lead-tools">
      <div class="actions">
        <label for="lead-preset" class="inline">
          Export {scope} as
        </label>
        <select id="lead-preset" value={preset} onChange={(e) => setPreset(e.currentTarget.value as Preset)}>
          {(Object.keys(PRESETS) as Preset[]).map((p) => (
            <option key={p} value={p}>
              {PRESETS[p].label}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={leads.length === 0}
          onClick={() => download(`leads-${preset}.csv`, leadsToCsv(leads, preset), 'text/csv')}
        >
          Download CSV
        </button>
        <button
          type="button"
          disabled={leads.length === 0}
          onClick={() => download('leads.json', leadsToJson(leads), 'application/json')}
        >
          Download JSON
        </button>
        <button
          type="button"
          disabled={leads.length === 0}
          onClick={() =>
            void navigator.clipboard
              .writeText(leadsToText(leads))
              .then(() => setStatus(`Copied ${plural(leads.length, 'lead', 'leads')}.`))
          }
        >
          Copy
        </button>
      </div>
      <div class="actions">
        <label class="button">
          Import CSV
          <input
            type="file"
            accept=".csv,text/csv,text/plain"
            class="visually-hidden"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              e.currentTarget.value = '';
              if (file) void importFile(file);
            }}
          />
        </label>
        {/* Everything is deleted with Clear all and its confirmation; this one is for a selection or a filter. */}
        {leads.length > 0 && leads.length < total && (
          <button
            type="button"
            onClick={() => {
              const n = leads.length;
              void deleteLeads(leads.map((l) => l.id)).then(() => {
                setStatus(`Deleted ${plural(n, 'lead', 'leads')}.`);
                onDeleted();
              });
            }}
          >
            Delete {scope}
          </button>
        )}
        {clearing ? (
          <span role="alertdialog" aria-label="Delete every lead">
            Delete all {plural(total, 'lead', 'leads')}?{' '}
            <button
              type="button"
              class="danger"
              onClick={() =>
                void clearLeads().then(
                  () => (setClearing(false), setStatus('All leads deleted.'), onDeleted()),
                )
              }
            >
              Delete all
            </button>{' '}
            <button type="button" onClick={() => setClearing(false)}>
              Keep them
            </button>
          </span>
        ) : (
          <button type="button" disabled={total === 0} onClick={() => setClearing(true)}>
            Clear all
          </button>
        )}
      </div>
      {status && <p role="status">{status}</p>}
    </div>
  );
}
