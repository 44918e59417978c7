import { launchFirefox } from './tests/support/marionette';
const UUID = '11111111-2222-4333-8444-555555555555';
const ff = await launchFirefox({ prefs: { 'extensions.webextensions.uuids': JSON.stringify({ 'mailscout@mailscout.app': UUID }) } });
try {
  const id = await ff.m.installAddon(process.cwd() + '/.output/firefox-mv3');
  console.log('installed', id);
  await new Promise((r) => setTimeout(r, 1500));
  console.log('windows', await ff.m.windowHandles());
  await ff.m.navigate(`moz-extension://${UUID}/popup.html`);
  console.log('url', await ff.m.url());
  await new Promise((r) => setTimeout(r, 1000));
  const h1 = await ff.m.find('h1');
  console.log('h1', await ff.m.text(h1));
  const png = await ff.m.screenshot();
  (await import('node:fs')).writeFileSync('/tmp/ff-popup.png', Buffer.from(png, 'base64'));
} finally {
  await ff.close();
}
