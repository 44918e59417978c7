/**
 * The one table of how each state looks, wherever it shows (badges, cards, the popup, the batch table,
 * notifications): its word, its icon (so no state is told by colour alone) and its colour tone (the
 * `data-state` the style sheets colour). Change a state's wording or icon here.
 */
import type { Verdict, VerdictState } from './verdict';

/** A verdict's states, plus what a badge can show before or beside one. */
export type DisplayState = VerdictState | 'local' | 'checking' | 'error' | 'person';

export interface StateLook {
  /** The short word: a badge, a filter, a list. */
  word: string;
  icon: string;
  /** The colour it is drawn in: one of the verdict colours, or neutral. */
  tone: VerdictState | 'neutral';
}

export const STATE_LOOK: Record<DisplayState, StateLook> = {
  local: { word: 'Unverified', icon: '○', tone: 'unknown' },
  checking: { word: 'Checking', icon: '…', tone: 'neutral' },
  valid: { word: 'Valid', icon: '✓', tone: 'valid' },
  invalid: { word: 'Invalid', icon: '✕', tone: 'invalid' },
  risky: { word: 'Risky', icon: '!', tone: 'risky' },
  unknown: { word: 'Unknown', icon: '?', tone: 'unknown' },
  error: { word: 'Error', icon: '⚠', tone: 'invalid' },
  person: { word: 'Find email', icon: '✉', tone: 'neutral' },
};

/** The state a verdict shows as: the free local checks' "could be anything" is "Unverified". */
export function displayState(v: Pick<Verdict, 'state' | 'source'> | null): DisplayState {
  return !v || (v.source === 'local' && v.state === 'unknown') ? 'local' : v.state;
}

/** A verdict's headline: its state's word with the reason that makes it risky, its icon and tone. */
export function describeState(v: Pick<Verdict, 'state' | 'source' | 'flags'> | null): StateLook & {
  label: string;
} {
  const look = STATE_LOOK[displayState(v)];
  // The most serious reason: a disposable address is thrown away whatever its server does.
  const why =
    v?.state === 'risky' ? (v.flags.disposable ? 'disposable' : v.flags.catchAll ? 'catch-all' : '') : '';
  return { ...look, label: why ? `${look.word}: ${why}` : look.word };
}

/** How much a flag matters: `bad` and `warn` stand out, `good` and `info` stay quiet. */
export type FlagTone = 'bad' | 'warn' | 'info' | 'good';

/**
 * A verdict's flags as chips, the same in the popup, the page's card and the batch table. Only what
 * tells something: "not disposable" or "result known" is noise and not shown, and nothing about the
 * service's result is claimed while only the free checks have run.
 */
export function flagChips(v: Pick<Verdict, 'flags' | 'source'>): { text: string; tone: FlagTone }[] {
  const f = v.flags;
  const chips: { text: string; tone: FlagTone }[] = [];
  if (!f.syntaxValid) return [{ text: 'Bad syntax', tone: 'bad' }];
  if (f.disposable) chips.push({ text: 'Disposable', tone: 'bad' });
  if (f.catchAll) chips.push({ text: 'Catch-all server', tone: 'warn' });
  if (f.unknown && v.source === 'service') chips.push({ text: 'Could not be verified', tone: 'warn' });
  if (f.role) chips.push({ text: 'Role address', tone: 'warn' });
  if (f.free) chips.push({ text: 'Free provider', tone: 'info' });
  else if (f.free === false) chips.push({ text: 'Company domain', tone: 'good' });
  chips.push({ text: 'Syntax OK', tone: 'good' });
  return chips;
}
