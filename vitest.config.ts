import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'mock-server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'features/guard/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 15000,
    // The mock-server tests each start a server; two cores do not gain from more workers.
    maxWorkers: 2,
  },
});
