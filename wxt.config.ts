import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { defineConfig } from 'wxt';
import { PEOPLE_MODULE } from './page/scan/people-module';
import { LIST_FILES } from './worker/domain-lists';

const require = createRequire(import.meta.url);
const CONTENT_SCRIPTS = ['page-start', 'page-script'];

// Terser rather than esbuild's minifier: the content script loads on every page, and two passes of
// terser make it about a kilobyte smaller gzipped.
// ES2022 rather than a list of browsers: for any browser target esbuild rewrites each regular
// expression with a Unicode property (`\p{Lu}`) as a `new RegExp(…)` call, which the people finders
// then build again on every call. Chrome (MV3, which already needs what the code uses: `at()`, private
// fields) and Firefox 140+ run ES2022 as it is.
const MINIFY = {
  target: 'es2022',
  minify: 'terser',
  terserOptions: { compress: { passes: 2 }, format: { comments: false } },
} as const;

/**
 * The people finders as a module of their own (page/scan/people-module.ts says why), built like the
 * content script but as an ES module, which the content script imports.
 */
async function peopleModule(): Promise<string> {
  const out = (await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ...MINIFY,
      write: false,
      lib: { entry: resolve('page/scan/people/index.ts'), formats: ['es'], fileName: 'people' },
    },
  })) as Rollup.RollupOutput[];
  const chunks = out.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the people module built as ${chunks.length} chunks, not one`);
  return chunks[0]!.code;
}

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  manifestVersion: 3,
  // Property names stay (the browser APIs need them).
  vite: () => ({ build: MINIFY }),
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
    // The people finders, imported by the content script (page/scan/people-module.ts): in Chrome at a
    // URL made anew each session, so that no page can tell the extension is there by loading it.
    web_accessible_resources: [
      {
        resources: [PEOPLE_MODULE],
        matches: ['<all_urls>'],
        ...(browser === 'firefox' ? {} : { use_dynamic_url: true }),
      },
    ],
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
    'build:publicAssets': async (_wxt, files) => {
      files.push(
        { relativeDest: PEOPLE_MODULE, contents: await peopleModule() },
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
