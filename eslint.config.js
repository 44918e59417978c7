import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const markupFromStrings = 'Markup written from strings is forbidden: use Preact or textContent.';

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
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: markupFromStrings },
        { property: 'outerHTML', message: markupFromStrings },
        { property: 'insertAdjacentHTML', message: markupFromStrings },
        { object: 'document', property: 'write', message: markupFromStrings },
        { object: 'document', property: 'writeln', message: markupFromStrings },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: markupFromStrings },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-control-regex': 'off',
    },
  },
);
