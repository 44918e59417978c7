/**
 * "Save lead" wherever a person or an address is shown in the popup: it saves at once and says what
 * happened (new, already saved, or joined with the same person, which can be undone right there).
 * The leads' code is loaded on the first click, so the popup opens without it.
 */
import { useState } from 'preact/hooks';
import type { LeadInput } from '../../core/leads';
import { plural } from '../../core/format';

const leadsCode = () => Promise.all([import('../../storage/leads'), import('../../core/leads')]);

export function SaveLead({ input, label = 'Save lead' }: { input: LeadInput; label?: string }) {
  const [note, setNote] = useState<string | null>(null);
  const [merged, setMerged] = useState<string | null>(null);
  const save = async () => {
    try {
      const [{ saveLead }, { saveNote }] = await leadsCode();
      const result = await saveLead(input);
      setNote(saveNote(result, !!input.sighting));
      setMerged(result.outcome === 'merged' ? result.lead.id : null);
    } catch (e) {
      setNote(e instanceof Error ? e.message : 'Nothing was saved.');
    }
  };
  if (note) {
    return (
      <span class="saved" role="status">
        {note}
        {merged && (
          <button
            type="button"
            class="link"
            onClick={() =>
              void leadsCode()
                .then(([{ undoMerge }]) => undoMerge(merged))
                .then(() => {
                  setMerged(null);
                  setNote('Kept as separate leads.');
                })
            }
          >
            Undo
          </button>
        )}
      </span>
    );
  }
  return (
    <button type="button" onClick={() => void save()}>
      {label}
    </button>
  );
}

/** Save all: everyone a list shows, in one transaction, with what happened counted. */
export function SaveAll({ inputs }: { inputs: LeadInput[] }) {
  const [note, setNote] = useState<string | null>(null);
  if (note)
    return (
      <span class="saved" role="status">
        {note}
      </span>
    );
  return (
    <button
      type="button"
      onClick={() =>
        void leadsCode().then(async ([{ saveLeads }]) => {
          const c = await saveLeads(inputs);
          setNote(
            `Saved: ${plural(c.new, 'new lead', 'new leads')}, ${plural(c.updated + c.merged, 'already saved', 'already saved')}.`,
          );
        })
      }
    >
      Save all
    </button>
  );
}
