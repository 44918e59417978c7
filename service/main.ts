/**
 * `npm run service -- [options]` starts the reference service on 127.0.0.1.
 * Options (each also settable by environment variable):
 *   --port N            MAILSCOUT_PORT          default 8787 (0 = any free port)
 *   --host H            MAILSCOUT_HOST          default 127.0.0.1
 *   --data-dir D        MAILSCOUT_DATA_DIR      default .service-data
 *   --accounts F        MAILSCOUT_ACCOUNTS_FILE accounts file (JSON)
 *                       MAILSCOUT_ACCOUNTS      KEY:CREDITS[,KEY:CREDITS]
 *   --directory F       MAILSCOUT_DIRECTORY     mailbox directory (JSON), default service/directory.json
 *   --latency MS        MAILSCOUT_LATENCY_MS    simulated work per verify, default 300
 *   --batch-rate N      MAILSCOUT_BATCH_RATE    batch addresses per second, default 200 (0 = unthrottled)
 *   --slow-ms MS        MAILSCOUT_SLOW_MS       duration of simulated=slow, default 35000
 *   --demo              add the demo account (service/demo-accounts.json)
 *   --quiet             no request log
 *   --rate-limit N      MAILSCOUT_RATE_LIMIT    requests per second per key (burst 5×), default 20 (0 = off)
 *   --batch-quota N     MAILSCOUT_BATCH_QUOTA   addresses a key may keep stored in batches, default 300000
 *   --allow-private-callbacks  MAILSCOUT_ALLOW_PRIVATE_CALLBACKS=1  deliver callbacks to loopback and
 *                       private addresses too (off: a callback URL cannot reach into this network)
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { TEST_KEY, parseAccountsEnv, parseAccountsFile, type AccountConfig } from './accounts';
import { createService } from './app';
import { loadCheckLists } from './lists';
import { DirectoryChecker } from './mailbox';
import { DEFAULT_CALLBACK_POLICY } from './callbacks';

const here = (name: string) => fileURLToPath(new URL(name, import.meta.url));

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    'data-dir': { type: 'string' },
    accounts: { type: 'string' },
    directory: { type: 'string' },
    latency: { type: 'string' },
    'batch-rate': { type: 'string' },
    'slow-ms': { type: 'string' },
    'rate-limit': { type: 'string' },
    'batch-quota': { type: 'string' },
    demo: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'allow-private-callbacks': { type: 'boolean', default: false },
  },
});

const env = process.env;
function number(flag: string | undefined, variable: string, fallback: number): number {
  const raw = flag ?? env[variable];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) {
    console.error(`${variable.toLowerCase()}: expected a whole number ≥ 0, got ${JSON.stringify(raw)}`);
    process.exit(2);
  }
  return n;
}

function loadAccounts(): AccountConfig[] {
  const list: AccountConfig[] = [];
  const file = values.accounts ?? env.MAILSCOUT_ACCOUNTS_FILE;
  if (file) list.push(...parseAccountsFile(readFileSync(file, 'utf8')));
  if (env.MAILSCOUT_ACCOUNTS) list.push(...parseAccountsEnv(env.MAILSCOUT_ACCOUNTS));
  if (values.demo) list.push(...parseAccountsFile(readFileSync(here('demo-accounts.json'), 'utf8')));
  return list;
}

try {
  const accounts = loadAccounts();
  const service = createService({
    dataDir: values['data-dir'] ?? env.MAILSCOUT_DATA_DIR ?? '.service-data',
    accounts,
    mailboxes: DirectoryChecker.fromFile(
      values.directory ?? env.MAILSCOUT_DIRECTORY ?? here('directory.json'),
    ),
    lists: loadCheckLists(),
    latencyMs: number(values.latency, 'MAILSCOUT_LATENCY_MS', 300),
    batchRate: number(values['batch-rate'], 'MAILSCOUT_BATCH_RATE', 200),
    slowMs: number(values['slow-ms'], 'MAILSCOUT_SLOW_MS', 35_000),
    rateLimit: (() => {
      const perSecond = number(values['rate-limit'], 'MAILSCOUT_RATE_LIMIT', 20);
      return { perSecond, burst: perSecond * 5 };
    })(),
    batchQuota: number(values['batch-quota'], 'MAILSCOUT_BATCH_QUOTA', 300_000),
    callback: {
      ...DEFAULT_CALLBACK_POLICY,
      allowPrivate: values['allow-private-callbacks'] || env.MAILSCOUT_ALLOW_PRIVATE_CALLBACKS === '1',
    },
    log: values.quiet ? undefined : (line) => console.log(line),
  });
  const running = await service.listen(
    number(values.port, 'MAILSCOUT_PORT', 8787),
    values.host ?? env.MAILSCOUT_HOST ?? '127.0.0.1',
  );
  console.log(`MailScout reference service on ${running.url}`);
  console.log(`  ${accounts.length} account(s) configured; test key (free, simulated): ${TEST_KEY}`);
  if (values.demo)
    console.log(`  demo account key: ${accounts.at(-1)!.key} (${accounts.at(-1)!.credits} credits to start)`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`Could not start the service: ${(e as Error).message}`);
  process.exit(1);
}
