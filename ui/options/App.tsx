import { useEffect, useState } from 'preact/hooks';
import { PreferenceSettings } from './PreferenceSettings';
import { ServiceSettings } from './ServiceSettings';
import { DeleteEverything, Shortcuts } from './ShortcutsAndData';
import { getSettings, type Settings } from '../../storage/settings';

export function App() {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => void getSettings().then(setSettings), []);
  if (!settings) return <main aria-busy="true" />;
  return (
    <main>
      <h1>MailScout options</h1>
      <ServiceSettings settings={settings} onSaved={setSettings} />
      <PreferenceSettings settings={settings} onSaved={setSettings} />
      <Shortcuts />
      <DeleteEverything />
    </main>
  );
}
