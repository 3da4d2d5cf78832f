import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The sim worker's startup JavaScript is at its budget: request schemas use zod/mini, never classic zod. */
const classicZod = ['zod', 'zod/v4', 'zod/v3'].map((name) => ({
  name,
  message:
    "Request schemas use zod/mini (import * as z from 'zod/mini'): classic zod would load with the sim worker.",
}));
const contractSeam = {
  group: ['**/app/**', '**/sim/**', '**/workers/**', 'react'],
  message: 'src/contract is the seam: it depends on nothing of ours.',
};

export default tseslint.config(
  { ignores: ['dist', 'dist-http', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The seam: the app reaches the simulated backend only through the worker (or the network).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/sim', '**/sim/**', '@sim/*'],
              message: 'src/app must not import src/sim: go through the Transport.',
            },
            {
              group: ['**/workers/**'],
              message: 'src/app starts the worker by URL only (new Worker(new URL(...))).',
            },
          ],
          paths: [
            {
              name: 'sonner',
              message: 'Import toast from src/app/components/toast: sonner stays out of the first load.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/components/toast/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/sim/**/*.ts'],
    languageOptions: { globals: { ...globals.worker, ...globals.node } },
    rules: {
      // The sim runs in a web worker and in Node: no React, no DOM.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react', 'react-dom', 'react-router'].map((name) => ({
              name,
              message: 'src/sim has no UI.',
            })),
            ...classicZod,
          ],
          patterns: [
            { group: ['**/app/**', '**/workers/**'], message: 'src/sim depends only on src/contract.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    // Pages that stand for third parties (the KYC provider's form): they talk to the app by postMessage only.
    files: ['src/frames/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/sim/**', '**/workers/**'],
              message: 'A third party page shares only the contract with the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The Node host serves the sim over the network: it depends on the sim and the contract, never the app.
    files: ['src/server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom', 'react-router'].map((name) => ({
            name,
            message: 'src/server has no UI.',
          })),
          patterns: [
            {
              group: ['**/app/**', '**/workers/**'],
              message: 'src/server depends on src/sim and src/contract.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator'],
    },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: classicZod, patterns: [contractSeam] }] },
  },
  {
    // The answer checks are the app's alone and load lazily: they may keep classic zod.
    files: ['src/contract/answers.ts', 'src/contract/*-answers.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contractSeam] }] },
  },
);
