import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const markupFromStrings = 'Markup written from strings is forbidden: use Preact or textContent.';
const markupProperties = [
  { property: 'innerHTML', message: markupFromStrings },
  { property: 'outerHTML', message: markupFromStrings },
  { property: 'insertAdjacentHTML', message: markupFromStrings },
  { object: 'document', property: 'write', message: markupFromStrings },
  { object: 'document', property: 'writeln', message: markupFromStrings },
];

/**
 * The rooms (see ARCHITECTURE.md): what code in each may import, by the folder an import names.
 * Relative imports name every folder they enter, so a pattern on the folder name catches them.
 */
const room = (name) => `(^|/)${name}(/|$)`;
const forbid = (rooms, message, extra = {}) => ({ regex: `${rooms.map(room).join('|')}`, message, ...extra });
const RULE = {
  page: 'page/ is the content script: it never imports the worker, storage, the UI or entrypoints.',
  pageZod:
    'page/ imports only types from the zod message schemas: a schema library would load on every page (use messaging/page-guards).',
  pageClient: 'page/ never imports the API client: only the worker talks to the service and holds the key.',
  core: 'core/ is pure and runs anywhere (extension and service): it imports only core/ and libraries.',
  coreApi: 'core/ has no extension API.',
  ui: 'ui/ reaches the worker through messaging/ only; of storage/ it reads settings and job results, and keeps the leads.',
  worker: 'worker/ never imports page, UI or entrypoint code.',
  messaging: 'messaging/ is the contract: it imports core/ (and storage/ types) only.',
  storage: 'storage/ imports only core/ and other storage/ files.',
  service: 'service/ (Node) imports core/ only.',
  entrypoints: 'Nothing imports entrypoints/: they only wire listeners and mounts.',
  zod: "Import z from core/zod.ts, which turns off zod's code generation (forbidden by extension CSP).",
};
const zodOnlyThroughCore = { name: 'zod', message: RULE.zod, allowTypeImports: true };
const restricted = (patterns, paths = [], zod = true) => [
  'error',
  {
    patterns: [...patterns, forbid(['entrypoints'], RULE.entrypoints)],
    paths: [...paths, ...(zod && !paths.some((p) => p.name === 'zod') ? [zodOnlyThroughCore] : [])],
  },
];
const noExtensionApi = [
  { name: 'wxt/browser', message: RULE.coreApi },
  { name: 'webextension-polyfill', message: RULE.coreApi },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.output',
      '.wxt',
      '.bench',
      '.service-data',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['tests/e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
  },
  {
    rules: {
      'no-restricted-properties': ['error', ...markupProperties],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: markupFromStrings },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
      '@typescript-eslint/no-restricted-imports': restricted([]),
    },
  },
  {
    files: ['page/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...markupProperties,
        {
          object: 'crypto',
          property: 'randomUUID',
          message:
            'Secure contexts only: on a page over plain http it is undefined and the content script stops. Use page/random-id.ts.',
        },
      ],
      '@typescript-eslint/no-restricted-imports': restricted(
        [
          forbid(['worker', 'storage', 'ui'], RULE.page),
          { regex: '(^|/)core/api/client$', message: RULE.pageClient },
          {
            regex: '(^|/)messaging/(ui-to-worker|page-to-worker|ui-to-page)$',
            message: RULE.pageZod,
            allowTypeImports: true,
          },
        ],
        [{ name: 'zod', message: RULE.pageZod, allowTypeImports: true }],
      ),
    },
  },
  {
    files: ['core/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted(
        [forbid(['worker', 'storage', 'ui', 'page', 'messaging', 'service'], RULE.core)],
        noExtensionApi,
      ),
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'chrome', 'browser'].map((name) => ({
          name,
          message: RULE.core,
        })),
      ],
    },
  },
  {
    files: ['ui/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([
        forbid(['worker', 'page'], RULE.ui),
        { regex: '(^|/)storage/(?!settings$|job-results$|leads$)', message: RULE.ui },
        { regex: '(^|/)core/api/client$', message: RULE.ui },
      ]),
    },
  },
  {
    files: ['worker/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([forbid(['page', 'ui'], RULE.worker)]),
    },
  },
  {
    files: ['messaging/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([
        forbid(['worker', 'page', 'ui'], RULE.messaging),
        { regex: room('storage'), message: RULE.messaging, allowTypeImports: true },
      ]),
    },
  },
  {
    files: ['storage/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([
        forbid(['worker', 'page', 'ui', 'messaging'], RULE.storage),
      ]),
    },
  },
  {
    files: ['service/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted(
        [forbid(['worker', 'page', 'ui', 'messaging', 'storage'], RULE.service)],
        noExtensionApi.map((p) => ({ ...p, message: RULE.service })),
      ),
    },
  },
  // The one file that may import zod itself (after every room's rules, so it wins).
  {
    files: ['core/zod.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': restricted([], [], false) },
  },
);
