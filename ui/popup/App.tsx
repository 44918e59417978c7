import { useEffect, useState } from 'preact/hooks';
import { BatchPanel } from './BatchPanel';
import { FindPanel } from './FindPanel';
import { HistoryPanel } from './HistoryPanel';
import { JobCard } from './JobCard';
import { PagePanel } from './PagePanel';
import { RecentChecks } from './RecentChecks';
import { useCredits } from '../shared/use-credits';
import { useJobs } from './use-jobs';
import { VerifyPanel } from './VerifyPanel';
import { Header } from '../shared/Header';
import { OpenSidePanel } from '../leads/open-side-panel';
import { LazyLeadsView } from '../leads/lazy';
import { ACTIVE_STATES } from '../../core/batch-job';
import { guessDomain } from '../../core/names';
import { sendToBackground } from '../../messaging/send';

type Tab = 'page' | 'verify' | 'find' | 'batch' | 'history' | 'leads';
const TABS: [Tab, string][] = [
  ['verify', 'Verify'],
  ['find', 'Find'],
  ['page', 'This page'],
  ['batch', 'Batch'],
  ['history', 'History'],
  ['leads', 'Leads'],
];

export function App() {
  const linkedJob = new URLSearchParams(location.search).get('job');
  const [tab, setTab] = useState<Tab>(linkedJob ? 'history' : 'verify');
  const [hasKey, setHasKey] = useState(true);
  const [speedRank, setSpeedRank] = useState(0);
  const [handover, setHandover] = useState<string | null>(null);
  /** Bumped to hand the same address over again (and to re-read the recent checks). */
  const [handovers, setHandovers] = useState(0);
  const [openJob, setOpenJob] = useState<string | null>(linkedJob);
  const [findPreset, setFindPreset] = useState<{
    first: string;
    last: string;
    domain: string;
    run?: boolean;
  } | null>(null);
  const { jobs, setJobs, refresh } = useJobs();
  const credits = useCredits(hasKey);

  useEffect(() => {
    void sendToBackground({ type: 'status' }).then((r) => {
      if (!r.ok) return;
      setHasKey(r.value.hasKey);
      setSpeedRank(r.value.settings.speedRank);
    });
  }, []);

  // Running jobs, and those that need the user: not confirmed or failed (with Send again).
  const running = jobs.filter(
    (j) => ACTIVE_STATES.has(j.state) || j.state === 'uncertain' || j.state === 'failed',
  );
  const move = (by: number) => {
    const next = TABS[(TABS.findIndex(([t]) => t === tab) + by + TABS.length) % TABS.length]![0];
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <main>
      <Header title="MailScout" credits={credits} />
      <div
        role="tablist"
        aria-label="MailScout"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight') move(1);
          if (e.key === 'ArrowLeft') move(-1);
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
        <VerifyPanel key={handovers} hasKey={hasKey} incoming={handover} />
        <RecentChecks
          refresh={`${handovers}:${credits?.credits}`}
          onVerify={(address) => {
            setHandover(address);
            setHandovers((n) => n + 1);
          }}
          onFind={(person) => {
            setFindPreset({ ...person, run: true });
            setTab('find');
          }}
        />
      </section>
      <section id="panel-find" role="tabpanel" aria-labelledby="tab-find" hidden={tab !== 'find'}>
        <FindPanel
          preset={findPreset}
          onVerify={(address) => {
            setHandover(address);
            setHandovers((n) => n + 1);
            setTab('verify');
          }}
        />
      </section>
      <section id="panel-page" role="tabpanel" aria-labelledby="tab-page" hidden={tab !== 'page'}>
        {tab === 'page' && (
          <PagePanel
            onFind={(p) => {
              setFindPreset({
                first: p.firstName,
                last: p.lastName,
                domain: p.domain ?? guessDomain(p.company),
              });
              setTab('find');
            }}
            onBatch={() => setTab('batch')}
          />
        )}
      </section>
      <section id="panel-batch" role="tabpanel" aria-labelledby="tab-batch" hidden={tab !== 'batch'}>
        <BatchPanel
          speedRank={speedRank}
          credits={credits}
          onCreated={(created) =>
            setJobs((all) => [...created, ...all.filter((j) => !created.some((c) => c.id === j.id))])
          }
        />
        {running.map((j) => (
          <JobCard
            key={j.id}
            job={j}
            onResubmit={async () => {
              await sendToBackground({ type: 'batchResubmit', jobId: j.id });
              void refresh();
            }}
            onDelete={
              j.state === 'failed' || j.state === 'uncertain'
                ? async () => {
                    await sendToBackground({ type: 'batchDelete', jobId: j.id });
                    void refresh();
                  }
                : undefined
            }
          />
        ))}
        {jobs
          .filter((j) => j.state === 'done')
          .slice(0, 1)
          .map((j) => (
            <JobCard
              key={j.id}
              job={j}
              onOpen={() => {
                setOpenJob(j.id);
                setTab('history');
              }}
            />
          ))}
      </section>
      <section id="panel-history" role="tabpanel" aria-labelledby="tab-history" hidden={tab !== 'history'}>
        <HistoryPanel jobs={jobs} openJob={openJob} onOpen={setOpenJob} onChanged={() => void refresh()} />
      </section>
      <section id="panel-leads" role="tabpanel" aria-labelledby="tab-leads" hidden={tab !== 'leads'}>
        {tab === 'leads' && (
          <>
            <OpenSidePanel />
            <LazyLeadsView
              credits={credits}
              onBatch={() => {
                void refresh();
                setTab('batch');
              }}
            />
          </>
        )}
      </section>
    </main>
  );
}
