import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Not isolated: the files share one module graph (half the project's CPU time); none relies on a fresh one.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/migrate-template.ts'],
          // Not isolated: the files share one module graph instead of loading the whole server once per file (about
          // two thirds of the project's CPU time). Each file still builds its own deps on its own database copy.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-evidence.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Two workers, after unit and integration are done. Not isolated: a worker's files share its module graph,
          // and so one embedded site per env and one Chromium (tests/e2e/shared-site.ts), started once per worker.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
