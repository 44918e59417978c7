import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { defineConfig } from 'wxt';
import { LIST_FILES } from './worker/domain-lists';

const require = createRequire(import.meta.url);
const CONTENT_SCRIPTS = ['page-start', 'page-script'];

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  manifestVersion: 3,
  // Terser rather than esbuild's minifier: the content script loads on every page, and two passes of
  // terser make it about a kilobyte smaller gzipped. Property names stay (the browser APIs need them).
  vite: () => ({
    build: {
      minify: 'terser',
      terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    },
  }),
  manifest: ({ browser }) => ({
    name: 'MailScout',
    description: 'Verify email addresses and find people’s addresses, right where you work.',
    // storage: settings; alarms: batch polling and pruning; notifications: a batch is done (or a
    // right-click result where a page cannot show one); contextMenus: right-click verify and find;
    // sidePanel (Chrome; Firefox's sidebar needs none): the Leads panel.
    permissions: [
      'storage',
      'alarms',
      'notifications',
      'contextMenus',
      ...(browser === 'firefox' ? [] : ['sidePanel']),
    ],
    // The content script (entrypoints/page-script): badges on every page and frame. Its world is made
    // at the start of the document (entrypoints/page-start) so that no page element can stand in for
    // the extension API; the script itself comes at the end, its evaluation a task of its own.
    content_scripts: [
      { matches: ['<all_urls>'], js: ['page-start.js'], all_frames: true, run_at: 'document_start' },
      { matches: ['<all_urls>'], js: ['page-script.js'], all_frames: true, run_at: 'document_end' },
    ],
    commands: {
      ...(browser === 'firefox'
        ? {
            _execute_sidebar_action: {
              suggested_key: { default: 'Alt+Shift+L' },
              description: 'Open your leads beside the page',
            },
          }
        : {
            'open-leads': {
              suggested_key: { default: 'Alt+Shift+L' },
              description: 'Open your leads beside the page',
            },
          }),
      'verify-selection': {
        suggested_key: { default: 'Alt+Shift+V' },
        description: 'Verify the selected email address',
      },
      'save-lead': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: 'Save the person or address whose card is open',
      },
    },
    // The reference service on this machine is the default, so it works out of the box.
    host_permissions: ['http://127.0.0.1/*'],
    // Any other service is asked for at run time, for its origin only, from the options page.
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'mailscout@mailscout.app',
              strict_min_version: '140.0',
              // Addresses the user checks go to the verification service the user configures.
              data_collection_permissions: { required: ['personallyIdentifyingInfo'] },
            },
          },
        }
      : {}),
  }),
  hooks: {
    // The content script gets the browser's own API instead of the polyfill (page/native-browser.ts).
    'vite:build:extendConfig': (entrypoints, config) => {
      if (!entrypoints.every((e) => CONTENT_SCRIPTS.includes(e.name))) return;
      const own = { find: /^wxt\/browser$/, replacement: resolve('page/native-browser.ts') };
      const alias = config.resolve?.alias;
      config.resolve = {
        ...config.resolve,
        alias: Array.isArray(alias)
          ? [own, ...alias]
          : [own, ...Object.entries(alias ?? {}).map(([find, replacement]) => ({ find, replacement }))],
      };
    },
    // The big domain lists ship as package files, fetched by the worker on first use.
    'build:publicAssets': (_wxt, files) => {
      files.push(
        {
          absoluteSrc: require.resolve('disposable-email-domains/index.json'),
          relativeDest: LIST_FILES.disposable,
        },
        {
          absoluteSrc: require.resolve('disposable-email-domains/wildcard.json'),
          relativeDest: LIST_FILES.disposableWildcard,
        },
        { absoluteSrc: require.resolve('email-providers/all.json'), relativeDest: LIST_FILES.free },
      );
    },
  },
});
