/**
 * `npm start`: build the extension, start the reference service with the demo account on the
 * extension's default URL, serve a demo page, and open Chromium with the extension loaded and
 * configured through its own options page. Without a display, print what to load where.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { parseAccountsFile } from '../service/accounts';
import { createService } from '../service/app';
import { loadCheckLists } from '../service/lists';
import { DirectoryChecker } from '../service/mailbox';
import { CHROMIUM_ARGS } from '../tests/e2e/fixtures';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const extensionDir = join(root, '.output/chrome-mv3');
const SERVICE_PORT = Number(process.env.MAILSCOUT_PORT ?? 8787);
const DEMO_PORT = Number(process.env.MAILSCOUT_DEMO_PORT ?? 8788);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

console.log('Building the extension…');
try {
  execFileSync(process.execPath, [join(root, 'node_modules/wxt/bin/wxt.mjs'), 'build'], {
    cwd: root,
    stdio: 'pipe',
  });
} catch (e) {
  const { stdout, stderr } = e as { stdout?: Buffer; stderr?: Buffer };
  console.error(`The build failed:\n${stdout ?? ''}${stderr ?? ''}`);
  process.exit(1);
}

const [demo] = parseAccountsFile(readFileSync(join(root, 'service/demo-accounts.json'), 'utf8'));
const service = createService({
  dataDir: join(root, '.service-data'),
  accounts: [demo!],
  mailboxes: DirectoryChecker.fromFile(join(root, 'service/directory.json')),
  lists: loadCheckLists(),
  latencyMs: 300,
  batchRate: 200,
  log: (line) => console.log(`  service: ${line}`),
});
let running;
try {
  running = await service.listen(SERVICE_PORT);
} catch (e) {
  console.error(
    `Port ${SERVICE_PORT} is taken (${(e as Error).message}). Set MAILSCOUT_PORT to another port.`,
  );
  process.exit(1);
}
const page = readFileSync(join(root, 'scripts/demo-page.html'));
const demoServer = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page),
);
await new Promise<void>((r) => demoServer.listen(DEMO_PORT, '127.0.0.1', r));
const demoUrl = `http://127.0.0.1:${DEMO_PORT}/`;

console.log(`
MailScout is running.
  Reference service  ${running.url}
  Demo account key   ${demo!.key}   (${demo!.credits} credits; the test key ${'mailscout-test-key-0000000000000'} is free)
  Demo page          ${demoUrl}
  Extension build    ${extensionDir}
`);

const stop = async () => {
  demoServer.close();
  await running.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
if (!hasDisplay || !existsSync(chromiumPath)) {
  console.log(`No display${existsSync(chromiumPath) ? '' : ' or Chromium'} here, so load the extension by hand:
  1. Open chrome://extensions in Chrome or Chromium and turn on Developer mode.
  2. Click "Load unpacked" and choose ${extensionDir}
  3. MailScout's options open: the service URL is already ${running.url};
     paste the key ${demo!.key} and press Save.
  4. Open ${demoUrl} and use the MailScout button in the toolbar.
Press Ctrl-C to stop the service.`);
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
