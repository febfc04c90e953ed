import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'storybook-static', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'public', '.data', 'schemas/generated'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Widgets reach the platform only through engine hooks (DESIGN §3).
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Use the engine gateway (useApi).' }] }],
    },
  },
  {
    // The gateway is the one module that may use axios.
    files: ['engine/api/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [
        { name: 'axios', message: 'Widgets use engine hooks (useApi), never axios.' },
        { name: 'ajv', message: 'ajv never ships in the player bundle.' },
      ] }],
    },
  },
);
