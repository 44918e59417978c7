/**
 * `npm start`: build the extension, start the reference service with the demo account on the
 * extension's default URL, serve a demo page, and open Chromium (or Firefox ESR with
 * `-- --browser firefox` or MAILSCOUT_BROWSER=firefox) with the extension loaded and configured
 * through its own options page. Without a display, print what to load where.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { TEST_KEY, accountId, parseAccountsFile } from '../service/accounts';
import { createService } from '../service/app';
import { DEFAULT_CALLBACK_POLICY } from '../service/callbacks';
import { loadCheckLists } from '../service/lists';
import { DirectoryChecker } from '../service/mailbox';
import { DEFAULT_SERVICE_URL } from '../core/service-input';
import { CHROMIUM_ARGS } from '../tests/e2e/fixtures';
import { FIREFOX, launchFirefox } from '../tests/support/marionette';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const browserArg = process.argv.indexOf('--browser');
const browserName =
  (browserArg > 0 ? process.argv[browserArg + 1] : process.env.MAILSCOUT_BROWSER) ?? 'chromium';
if (browserName !== 'chromium' && browserName !== 'firefox') {
  console.error(`Unknown browser "${browserName}": use --browser chromium or --browser firefox.`);
  process.exit(1);
}
const firefox = browserName === 'firefox';
const extensionDir = join(root, firefox ? '.output/firefox-mv3' : '.output/chrome-mv3');
const SERVICE_PORT = Number(process.env.MAILSCOUT_PORT ?? 8787);
const DEMO_PORT = Number(process.env.MAILSCOUT_DEMO_PORT ?? 8788);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

console.log('Building the extension…');
try {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/wxt/bin/wxt.mjs'), 'build', ...(firefox ? ['-b', 'firefox'] : [])],
    {
      cwd: root,
      stdio: 'pipe',
    },
  );
} catch (e) {
  const { stdout, stderr } = e as { stdout?: Buffer; stderr?: Buffer };
  console.error(`The build failed:\n${stdout ?? ''}${stderr ?? ''}`);
  process.exit(1);
}

const [demo] = parseAccountsFile(readFileSync(join(root, 'service/demo-accounts.json'), 'utf8'));
const dataDir = join(root, '.service-data');

/** Stops with one plain sentence instead of a stack trace. */
function fail(message: string): never {
  console.error(`\nCould not start: ${message}`);
  process.exit(1);
}

let service: ReturnType<typeof createService>;
try {
  service = createService({
    dataDir,
    accounts: [demo!],
    mailboxes: DirectoryChecker.fromFile(join(root, 'service/directory.json')),
    lists: loadCheckLists(),
    latencyMs: 300,
    batchRate: 200,
    // The demo runs on this computer for this computer: its callbacks may go to loopback receivers.
    callback: { ...DEFAULT_CALLBACK_POLICY, allowPrivate: true },
    log: (line) => console.log(`  service: ${line}`),
  });
} catch (e) {
  // Another `npm start` (or `npm run service`) holds the data directory.
  fail(`${(e as Error).message} (Is another npm start still running? Stop it with Ctrl-C.)`);
}

/** Listens, or explains which port is taken and how to choose another. */
async function listenOn(what: string, variable: string, port: number, listen: () => Promise<unknown>) {
  try {
    await listen();
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') {
      fail(
        `port ${port} (${what}) is already in use, perhaps by another npm start. Stop that, or choose another port: ${variable}=${port + 10} npm start`,
      );
    }
    if (code === 'EACCES')
      fail(`port ${port} (${what}) needs privileges. Choose another: ${variable}=${port + 10000} npm start`);
    fail(`the ${what} could not listen on port ${port}: ${(e as Error).message}`);
  }
}

let running!: Awaited<ReturnType<typeof service.listen>>;
await listenOn('the reference service', 'MAILSCOUT_PORT', SERVICE_PORT, async () => {
  running = await service.listen(SERVICE_PORT);
});
const page = readFileSync(join(root, 'scripts/demo-page.html'));
const demoServer = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
);
await listenOn(
  'the demo page',
  'MAILSCOUT_DEMO_PORT',
  DEMO_PORT,
  () =>
    new Promise<void>((resolve, reject) => {
      demoServer.once('error', reject);
      demoServer.listen(DEMO_PORT, '127.0.0.1', resolve);
    }),
);
const demoUrl = `http://127.0.0.1:${DEMO_PORT}/`;
// The balance the data directory holds now: spent credits survive restarts.
const left = service.accounts.balance({ id: accountId(demo!.key), test: false });

console.log(`
MailScout is running.
  Reference service  ${running.url}
  Demo account key   ${demo!.key}   (${left.toLocaleString('en')} of ${demo!.credits.toLocaleString('en')} credits left)
  Test key           ${TEST_KEY}   (free, simulated answers)
  Demo page          ${demoUrl}
  Extension build    ${extensionDir}
To give the demo account its ${demo!.credits.toLocaleString('en')} credits back: stop, delete ${dataDir}, start again.
`);

const stop = async () => {
  demoServer.close();
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
// The extension's default service is 127.0.0.1:8787: with another port, say so.
const urlStep =
  running.url === DEFAULT_SERVICE_URL
    ? `the service URL is already ${running.url}`
    : `set the service URL to ${running.url}`;
const browserPath = firefox ? FIREFOX : chromiumPath;
if (!hasDisplay || !existsSync(browserPath)) {
  const why = `No display${existsSync(browserPath) ? '' : ` or ${firefox ? 'Firefox ESR' : 'Chromium'}`} here`;
  console.log(
    firefox
      ? `${why}, so load the extension by hand:
  1. Open about:debugging#/runtime/this-firefox in Firefox (ESR 140 or newer).
  2. Click "Load Temporary Add-on…" and choose ${join(extensionDir, 'manifest.json')}
  3. MailScout's options open: ${urlStep};
     paste the key ${demo!.key} and press Save.
  4. Open ${demoUrl} and use the MailScout button in the toolbar.
Press Ctrl-C to stop the service.`
      : `${why}, so load the extension by hand:
  1. Open chrome://extensions in Chrome or Chromium and turn on Developer mode.
  2. Click "Load unpacked" and choose ${extensionDir}
  3. MailScout's options open: ${urlStep};
     paste the key ${demo!.key} and press Save.
  4. Open ${demoUrl} and use the MailScout button in the toolbar.
Press Ctrl-C to stop the service.`,
  );
} else if (firefox) {
  const browser = await launchFirefox({ headless: false });
  const { m } = browser;
  await m.installAddon(extensionDir);
  const uuid = await m
    .setContext('chrome')
    .then(() =>
      m.execute<string>("return WebExtensionPolicy.getByID('mailscout@mailscout.app').mozExtensionHostname"),
    );
  await m.setContext('content');
  await m.navigate(`moz-extension://${uuid}/options.html`);
  const url = await m.find('#service-url');
  await m.clear(url);
  await m.type(url, running.url);
  await m.type(await m.find('#api-key'), demo!.key);
  await m.click(await m.find('button[type=submit]'));
  await m.newWindow();
  const handles = await m.windowHandles();
  await m.switchToWindow(handles.at(-1)!);
  await m.navigate(demoUrl);
  console.log('Firefox is open with MailScout configured. Close it or press Ctrl-C to stop.');
  void browser.exited.then(stop);
} else {
  const context = await chromium.launchPersistentContext(join(root, '.chromium-profile'), {
    executablePath: chromiumPath,
    headless: false,
    viewport: null,
    // The demo profile is reused between runs; a run stopped with Ctrl-C is not a crash to restore.
    args: [...CHROMIUM_ARGS(extensionDir), '--hide-crash-restore-bubble'],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const options = context.pages()[0] ?? (await context.newPage());
  await options.goto(`chrome-extension://${new URL(worker.url()).host}/options.html`);
  await options.getByLabel('Service URL').fill(running.url);
  await options.getByLabel('API key').fill(demo!.key);
  await options.getByRole('button', { name: 'Save' }).click();
  await options.getByText('credits left').waitFor();
  const demoTab = await context.newPage();
  await demoTab.goto(demoUrl);
  console.log('Chromium is open with MailScout configured. Close it or press Ctrl-C to stop.');
  context.on('close', () => void stop());
}
