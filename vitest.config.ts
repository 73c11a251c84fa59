import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('./shared', import.meta.url)) },
  },
  test: {
    include: [
      'shared/**/*.test.ts',
      'server/**/*.test.ts',
      'client/src/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/load/**/*.test.ts',
      'tests/support/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
    ],
    globalSetup: ['tests/integration/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
