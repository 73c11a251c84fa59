import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const features = (dir) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Features never import each other: a feature that needs another gets a function passed in. */
const featureIsolation = (root) =>
  features(root).map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`],
    message: 'Features never import each other; pass what is needed in from the app.',
  }));

/**
 * The realtime server's folders follow a turn, each building only on those before it:
 * outbox (what goes back to the socket) <- stages <- turn <- session <- socket <- realtime.plugin.ts.
 */
const realtimeLayers = () => {
  const layers = ['outbox', 'stages', 'turn', 'session', 'socket'].map((name) => `./server/src/realtime/${name}`);
  return layers.map((target, index) => ({
    target,
    from: [...layers.slice(index + 1), './server/src/realtime/realtime.plugin.ts'],
    message: 'realtime/ is layered: outbox <- stages <- turn <- session <- socket; import only from the layers before.',
  }));
};

export default tseslint.config(
  { ignores: ['node_modules', 'client/dist', 'client/dist-pseudo', 'data', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'client/tsconfig.json'] }),
      ],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-restricted-properties': 'off',
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './shared', from: ['./client', './server'], message: 'shared/ imports nothing of ours.' },
            { target: './client', from: './server', message: 'The client never imports the server.' },
            { target: './server', from: './client', message: 'The server never imports the client.' },
            ...featureIsolation('./client/src/features'),
            ...featureIsolation('./server/src/features'),
            {
              target: ['./client/src/lib', './client/src/components', './client/src/config', './client/src/session'],
              from: ['./client/src/features', './client/src/app'],
            },
            {
              target: ['./server/src/db', './server/src/plugins', './server/src/providers', './server/src/features'],
              from: './server/src/app.ts',
            },
            { target: ['./server/src/db', './server/src/plugins', './server/src/providers'], from: './server/src/features' },
            { target: ['./server/src/providers', './server/src/db', './server/src/plugins'], from: './server/src/realtime', message: 'realtime/ builds on these, not the other way round.' },
            ...realtimeLayers(),
            {
              target: './server/src/lib',
              from: ['./server/src/realtime', './server/src/features', './server/src/providers', './server/src/safety'],
              message: 'lib/ holds general helpers: it imports nothing of the product.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in config/env.ts only.' }],
    },
  },
  {
    // shared/ runs in the browser and on the server: no Node modules (its tsconfig has no DOM or Node types either).
    files: ['shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['node:*'], message: 'shared/ runs in the browser too.' }] }] },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['tests/**/*.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['migrations/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
