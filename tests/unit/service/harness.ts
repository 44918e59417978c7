/** Starts the real service on an ephemeral loopback port with a throwaway data directory. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AccountConfig } from '../../../service/accounts';
import { createService, type ServiceOptions } from '../../../service/app';
import { loadCheckLists } from '../../../service/lists';
import { DirectoryChecker } from '../../../service/mailbox';

export const KEY = 'A'.repeat(32);
export const OTHER_KEY = 'B'.repeat(32);
export const POOR_KEY = 'P'.repeat(32);
export const DISABLED_KEY = 'D'.repeat(32);
export const TEST_KEY = 'mailscout-test-key-0000000000000';

export const ACCOUNTS: AccountConfig[] = [
  { key: KEY, credits: 1_000_000 },
  { key: OTHER_KEY, credits: 1_000 },
  { key: POOR_KEY, credits: 0 },
  { key: DISABLED_KEY, credits: 50, disabled: true },
];

const lists = loadCheckLists();
export const directory = DirectoryChecker.fromFile(
  fileURLToPath(new URL('../../../service/directory.json', import.meta.url)),
);

export interface Reply {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

export type Service = Awaited<ReturnType<typeof startService>>;

export async function startService(overrides: Partial<ServiceOptions> = {}) {
  const dataDir = overrides.dataDir ?? mkdtempSync(join(tmpdir(), 'mailscout-service-'));
  const logs: string[] = [];
  const service = createService({
    dataDir,
    accounts: ACCOUNTS,
    mailboxes: directory,
    lists,
    latencyMs: 0,
    batchRate: 0,
    slowMs: 50,
    // Receivers in these tests listen on loopback: the public-address rule has its own test.
    callback: { attempts: 4, baseMs: 20, timeoutMs: 2_000, allowPrivate: true },
    log: (line) => logs.push(line),
    ...overrides,
  });
  const running = await service.listen(0);

  async function reply(res: Response): Promise<Reply> {
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  return {
    ...running,
    service,
    dataDir,
    logs,
    get: async (path: string, params: Record<string, string | number> = {}) => {
      const qs = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      return reply(await fetch(`${running.url}${path}?${qs}`));
    },
    post: async (path: string, body: BodyInit, headers: Record<string, string> = {}, query = '') =>
      reply(await fetch(`${running.url}${path}${query}`, { method: 'POST', body, headers })),
  };
}

/** Polls status until completed (bounded), returning every status seen. */
export async function waitForBatch(svc: Service, id: unknown, key = KEY, limitMs = 20_000) {
  const seen: Record<string, unknown>[] = [];
  const until = Date.now() + limitMs;
  for (;;) {
    const { body } = await svc.get('/batchstatus', { apikey: key, batchid: String(id) });
    seen.push(body);
    if (body.status === 'completed') return seen;
    if (Date.now() > until) throw new Error(`batch ${String(id)} did not complete: ${JSON.stringify(body)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
