import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { FindPanel } from '../../components/FindPanel';
import { VerifyPanel } from '../../components/VerifyPanel';
import { sendToBackground } from '../../lib/send-to-background';

type Tab = 'verify' | 'find';
const TABS: [Tab, string][] = [
  ['verify', 'Verify'],
  ['find', 'Find'],
];

export function App() {
  const [tab, setTab] = useState<Tab>('verify');
  const [hasKey, setHasKey] = useState(true);
  const [handover, setHandover] = useState<string | null>(null);

  useEffect(() => {
    void sendToBackground({ type: 'status' }).then((r) => r.ok && setHasKey(r.value.hasKey));
  }, []);

  return (
    <main>
      <header>
        <h1>MailScout</h1>
        <button type="button" class="link" onClick={() => void browser.runtime.openOptionsPage()}>
          Options
        </button>
      </header>
      <div
        role="tablist"
        aria-label="MailScout"
        onKeyDown={(e) => {
          if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
          const next = TABS[(TABS.findIndex(([t]) => t === tab) + 1) % TABS.length]![0];
          setTab(next);
          document.getElementById(`tab-${next}`)?.focus();
        }}
      >
        {TABS.map(([id, label]) => (
          <button
            key={id}
            id={`tab-${id}`}
            type="button"
            role="tab"
            aria-selected={tab === id}
            aria-controls={`panel-${id}`}
            tabIndex={tab === id ? 0 : -1}
            onClick={() => setTab(id)}
          >
            {label}
          </button>
        ))}
      </div>
      <section id="panel-verify" role="tabpanel" aria-labelledby="tab-verify" hidden={tab !== 'verify'}>
        <VerifyPanel hasKey={hasKey} incoming={handover} />
      </section>
      <section id="panel-find" role="tabpanel" aria-labelledby="tab-find" hidden={tab !== 'find'}>
        <FindPanel
          onVerify={(address) => {
            setHandover(address);
            setTab('verify');
          }}
        />
      </section>
    </main>
  );
}
