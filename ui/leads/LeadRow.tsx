/** One lead in the list: its name, company, address and verdict; opened, where it was seen, note, tags, merge. */
import { useState } from 'preact/hooks';
import { age } from '../../core/format';
import { leadName, type Lead } from '../../core/leads';
import { STATE_LOOK } from '../../core/verdict-look';
import { editLead, undoMerge } from '../../storage/leads';

interface Props {
  lead: Lead;
  selected: boolean;
  onSelect: (on: boolean) => void;
}

export function LeadRow({ lead, selected, onSelect }: Props) {
  const [open, setOpen] = useState(false);
  const look = lead.verdict ? STATE_LOOK[lead.verdict.state] : null;
  const name = leadName(lead);
  const id = `lead-${lead.id}`;
  return (
    <li class="lead" aria-labelledby={`${id}-name`}>
      <div class="lead-line">
        <input
          type="checkbox"
          checked={selected}
          aria-label={`Select ${name}`}
          onChange={(e) => onSelect(e.currentTarget.checked)}
        />
        <button
          type="button"
          class="lead-open"
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen(!open)}
        >
          <span id={`${id}-name`} class="lead-name">
            {name}
          </span>
          {lead.company && <span class="meta"> · {lead.company}</span>}
          <span class="lead-addr">
            {look ? (
              <span class="state" data-state={look.tone}>
                <span aria-hidden="true">{look.icon}</span> {look.word}
              </span>
            ) : (
              lead.address && <span class="meta">Unverified</span>
            )}{' '}
            {lead.address ?? (lead.domain ? <span class="meta">no address yet · {lead.domain}</span> : null)}
          </span>
        </button>
      </div>
      {open && <Details lead={lead} id={`${id}-details`} />}
    </li>
  );
}

function Details({ lead, id }: { lead: Lead; id: string }) {
  const [note, setNote] = useState(lead.note);
  const [tags, setTags] = useState(lead.tags.join(', '));
  const saveTags = () =>
    void editLead(lead.id, {
      tags: [
        ...new Set(
          tags
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ].slice(0, 20),
    });
  return (
    <div class="lead-details" id={id}>
      {lead.verdict && <p class="meta">Checked {age(lead.verdict.checkedAt)}</p>}
      {lead.merge && (
        <p class="meta">
          Merged {age(lead.merge.at)}: {lead.merge.reason}.{' '}
          <button type="button" class="link" onClick={() => void undoMerge(lead.id)}>
            Undo the merge
          </button>
        </p>
      )}
      {lead.sightings.length > 0 && (
        <>
          <p class="meta">
            Seen on {lead.sightings.length === 1 ? '1 page' : `${lead.sightings.length} pages`}:
          </p>
          <ul class="sightings">
            {lead.sightings.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noreferrer noopener">
                  {s.title || s.url}
                </a>{' '}
                <span class="meta">{age(s.at)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <label for={`${id}-note`}>Note</label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={2000}
        value={note}
        onInput={(e) => setNote(e.currentTarget.value)}
        onBlur={() => note !== lead.note && void editLead(lead.id, { note })}
      />
      <label for={`${id}-tags`}>Tags, separated by commas</label>
      <input
        id={`${id}-tags`}
        type="text"
        value={tags}
        onInput={(e) => setTags(e.currentTarget.value)}
        onBlur={saveTags}
        onKeyDown={(e) => e.key === 'Enter' && saveTags()}
      />
    </div>
  );
}
