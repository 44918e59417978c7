import { useState } from 'preact/hooks';
import { sendToBackground } from '../../messaging/send';
import {
  MAX_TIMEOUT_SECONDS,
  MIN_TIMEOUT_SECONDS,
  saveSettings,
  type Settings,
} from '../../storage/settings';

const SPEEDS = ['Quickest', 'Quick', 'Balanced', 'Careful', 'Thorough', 'Most thorough'];
const STATES: [keyof Settings['cacheHours'], string][] = [
  ['valid', 'Valid'],
  ['invalid', 'Invalid'],
  ['risky', 'Risky (catch-all, disposable)'],
  ['unknown', 'Unknown'],
];

/**
 * A number field that saves a valid value (0 or more; whole unless `whole` is false) and otherwise
 * puts the saved value back. An emptied field is not read as 0.
 */
function NumberField({
  id,
  value,
  whole = true,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  describedBy,
  onSave,
}: {
  id: string;
  value: number;
  whole?: boolean;
  min?: number;
  max?: number;
  describedBy?: string;
  onSave: (n: number) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
  return (
    <>
      <input
        id={id}
        type="number"
        min={min}
        max={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        step={1}
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? `${id}-problem` : '', describedBy ?? ''].join(' ').trim() || undefined}
        onChange={(e) => {
          const text = e.currentTarget.value.trim();
          const n = Number(text);
          const inRange = n >= min && n <= max;
          if (text !== '' && inRange && (whole ? Number.isInteger(n) : Number.isFinite(n))) {
            setProblem(null);
            onSave(n);
          } else {
            setProblem(
              `${text === '' ? 'Empty' : `“${text.slice(0, 20)}” is not allowed`}: enter ${whole ? 'a whole number' : 'a number'} ${range}. Kept ${value}.`,
            );
            e.currentTarget.value = String(value);
          }
        }}
      />
      {problem && (
        <p class="field-error" id={`${id}-problem`} role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** Speed, cache lifetimes, pages, batches and privacy; each change is saved at once. */
export function PreferenceSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const [cleared, setCleared] = useState<string | null>(null);
  const [saved, setSaved] = useState<number>(0);
  // Every field below saves as soon as it changes; this says so each time.
  const save = async (patch: Partial<Settings>) => {
    onSaved(await saveSettings(patch));
    setSaved(Date.now());
  };

  return (
    <div>
      <p class="hint">Changes below are saved as you make them.</p>
      <p class="saved" role="status" data-testid="saved" key={saved}>
        {saved ? '✓ Saved' : ''}
      </p>
      <h2>Speed</h2>
      <label for="speed">
        Verification speed: {settings.speedRank} — {SPEEDS[settings.speedRank]}
      </label>
      <input
        id="speed"
        type="range"
        min={0}
        max={5}
        step={1}
        value={settings.speedRank}
        aria-describedby="speed-hint"
        aria-valuetext={`${settings.speedRank}, ${SPEEDS[settings.speedRank]}`}
        onInput={(e) => void save({ speedRank: Number(e.currentTarget.value) })}
      />
      <p class="hint" id="speed-hint">
        Quickest answers in about a second. Slower settings take longer and check each mailbox more carefully;
        they cost the same.
      </p>
      <label for="timeout">Give up waiting for an answer after (seconds)</label>
      <NumberField
        id="timeout"
        value={settings.timeoutSeconds}
        min={MIN_TIMEOUT_SECONDS}
        max={MAX_TIMEOUT_SECONDS}
        describedBy="timeout-hint"
        onSave={(s) => void save({ timeoutSeconds: s })}
      />
      <p class="hint" id="timeout-hint">
        {MIN_TIMEOUT_SECONDS} to {MAX_TIMEOUT_SECONDS}. The most thorough speed can take up to 300 s. A
        verification given up on may still have used a credit.
      </p>

      <h2>Cache</h2>
      <p class="hint">
        How long a result is reused before it costs a credit again, in days (0 = never reuse; 0.5 = 12 hours).
      </p>
      <div class="row">
        {STATES.map(([state, label]) => (
          <div class="grow" key={state}>
            <label for={`ttl-${state}`}>{label}</label>
            <NumberField
              id={`ttl-${state}`}
              value={Math.round((settings.cacheHours[state] / 24) * 100) / 100}
              whole={false}
              onSave={(days) => void save({ cacheHours: { ...settings.cacheHours, [state]: days * 24 } })}
            />
          </div>
        ))}
      </div>
      <div class="actions">
        <button
          type="button"
          onClick={async () => {
            const r = await sendToBackground({ type: 'clearCache' });
            setCleared(r.ok ? `Cleared ${r.value.cleared} cached results.` : r.error.message);
          }}
        >
          Clear cache
        </button>
        <span role="status">{cleared}</span>
      </div>

      <h2>Pages</h2>
      <label>
        <input
          type="checkbox"
          checked={settings.page.obfuscated}
          onChange={(e) => void save({ page: { ...settings.page, obfuscated: e.currentTarget.checked } })}
        />{' '}
        Find obfuscated addresses such as “jane [at] acme [dot] com”
      </label>
      <label for="auto-sites">Verify without a click on these sites (one per line)</label>
      <textarea
        id="auto-sites"
        rows={3}
        placeholder="crm.example.com"
        defaultValue={settings.page.autoVerifySites.join('\n')}
        aria-describedby="auto-sites-hint"
        onChange={(e) => {
          const sites = e.currentTarget.value
            .split(/[\s,]+/)
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean);
          void save({ page: { ...settings.page, autoVerifySites: sites } });
        }}
      />
      <p class="hint" id="auto-sites-hint">
        Elsewhere an address is verified only when you click its badge. Cached results always show.
      </p>
      <label for="daily-budget">Credits automatic verification may spend per day</label>
      <NumberField
        id="daily-budget"
        value={settings.page.dailyBudget}
        onSave={(n) => void save({ page: { ...settings.page, dailyBudget: n } })}
      />

      <h2>Batches</h2>
      <label for="retention">Keep finished batches for (days, 0 = keep)</label>
      <NumberField
        id="retention"
        value={settings.batchRetentionDays}
        onSave={(days) => void save({ batchRetentionDays: days })}
      />

      <h2>Privacy</h2>
      <label>
        <input
          type="checkbox"
          checked={settings.privacy.cacheResults}
          onChange={(e) =>
            void save({ privacy: { ...settings.privacy, cacheResults: e.currentTarget.checked } })
          }
        />{' '}
        Keep results on this device to save credits
      </label>
      <p class="hint">Addresses are sent only to your verification service, and only when you ask.</p>
    </div>
  );
}
