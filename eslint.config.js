import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.wrangler', 'worker-configuration.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/service-worker/service-worker.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The browser app may only import the router's type from the server, never its code. Its pages
    // use the app's own router (src/client/lib/router, same names): React Router cost 13 KB of
    // every first download (issue 39), and works only inside a <BrowserRouter> the app no longer has.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-router', message: 'Import Link, Navigate, Routes, useLocation... from src/client/lib/router.' }],
          patterns: [{ group: ['**/worker/**'], allowTypeImports: true, message: 'Import only types from the worker.' }],
        },
      ],
    },
  },
);
