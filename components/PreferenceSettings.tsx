import { useState } from 'preact/hooks';
import { sendToBackground } from '../lib/send-to-background';
import { saveSettings, type Settings } from '../lib/storage';

const SPEEDS = ['Quickest', 'Quick', 'Balanced', 'Careful', 'Thorough', 'Most thorough'];
const STATES: [keyof Settings['cacheHours'], string][] = [
  ['valid', 'Valid'],
  ['invalid', 'Invalid'],
  ['risky', 'Risky (catch-all, disposable)'],
  ['unknown', 'Unknown'],
];

/** Speed, cache lifetimes and privacy; each change is saved at once. */
export function PreferenceSettings({
  settings,
  onSaved,
}: {
  settings: Settings;
  onSaved: (s: Settings) => void;
}) {
  const [cleared, setCleared] = useState<string | null>(null);
  const save = async (patch: Partial<Settings>) => onSaved(await saveSettings(patch));

  return (
    <div>
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
        0 answers fastest. Higher settings take longer and check more carefully (the service’s speed_rank).
      </p>

      <h2>Cache</h2>
      <p class="hint">
        How long a result is reused before it costs a credit again, in hours (0 = never reuse).
      </p>
      <div class="row">
        {STATES.map(([state, label]) => (
          <div class="grow" key={state}>
            <label for={`ttl-${state}`}>{label}</label>
            <input
              id={`ttl-${state}`}
              type="number"
              min={0}
              step={1}
              value={settings.cacheHours[state]}
              onChange={(e) => {
                const hours = Number(e.currentTarget.value);
                if (Number.isFinite(hours) && hours >= 0)
                  void save({ cacheHours: { ...settings.cacheHours, [state]: hours } });
                else e.currentTarget.value = String(settings.cacheHours[state]);
              }}
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
      <input
        id="daily-budget"
        type="number"
        min={0}
        step={1}
        value={settings.page.dailyBudget}
        onChange={(e) => {
          const n = Number(e.currentTarget.value);
          if (Number.isInteger(n) && n >= 0) void save({ page: { ...settings.page, dailyBudget: n } });
          else e.currentTarget.value = String(settings.page.dailyBudget);
        }}
      />

      <h2>Batches</h2>
      <label for="retention">Keep finished batches for (days, 0 = keep)</label>
      <input
        id="retention"
        type="number"
        min={0}
        step={1}
        value={settings.batchRetentionDays}
        onChange={(e) => {
          const days = Number(e.currentTarget.value);
          if (Number.isInteger(days) && days >= 0) void save({ batchRetentionDays: days });
          else e.currentTarget.value = String(settings.batchRetentionDays);
        }}
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
