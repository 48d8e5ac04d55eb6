import { configDefaults, defineConfig } from 'vitest/config';
import { slowFirstSequencer } from './tests/support/slow-first-sequencer';

/** Every project: its time limits, and the image codecs' WebAssembly loaded as the Node host loads it. */
const timeouts = { testTimeout: 30_000, hookTimeout: 60_000, setupFiles: ['tests/support/codec-wasm.ts'] };

/** Pure functions and small server pieces: no database, server or browser of their own. */
const UNIT = ['tests/unit/**/*.test.{ts,tsx}'];
/** Tests in Chromium: they connect to the one the browser project's global setup starts. */
const BROWSER = [
  'tests/e2e/**/*.test.{ts,tsx}',
  'tests/security/xss.test.ts',
  'tests/security/decodable-images.test.ts',
];

/**
 * The files that run longest, longest first (from a CI run's per-file times), a browser file beside
 * a node file while there are node files to pair: started first, they share the two workers with
 * the short ones instead of running alone at the end, and two of Chromium's longest files seldom
 * run at once (together each took half as long again).
 */
const SLOW_FILES = [
  'tests/e2e/quick-add.test.ts',
  'tests/security/procedure-fuzz.test.ts',
  'tests/e2e/sharing.test.ts',
  'tests/security/procedure-fuzz-text-fields.test.ts',
  'tests/e2e/activity-feed.test.ts',
  'tests/reliability/pglite-crash.test.ts',
  'tests/e2e/sign-in.test.ts',
  'tests/security/procedure-fuzz-postgres.test.ts',
  'tests/e2e/quick-add-tiles.test.ts',
  'tests/reliability/service-faults.test.ts',
  'tests/e2e/insights.test.ts',
  'tests/security/procedure-fuzz-postgres-text-fields.test.ts',
  'tests/e2e/timeline.test.ts',
  'tests/integration/node-host.test.ts',
  'tests/e2e/installable-app.test.ts',
  'tests/integration/import-hardening.test.ts',
  'tests/e2e/billing.test.ts',
  'tests/integration/statistics-rollups.test.ts',
  'tests/e2e/accessibility.test.ts',
  'tests/integration/permission-matrix.test.ts',
  'tests/e2e/walkthrough.test.ts',
  'tests/integration/plan-command.test.ts',
  'tests/e2e/offline-logging.test.ts',
  'tests/e2e/eye-exercise.test.ts',
  'tests/e2e/images.test.ts',
  'tests/e2e/brand-style.test.ts',
  'tests/e2e/your-data.test.ts',
  'tests/e2e/onboarding.test.ts',
  'tests/e2e/reminders.test.ts',
  'tests/e2e/body-map.test.ts',
];

/*
 * Three projects, their files side by side on two workers (CI has two cores, and a file often
 * waits on Chromium, a server or a database). Unit files share threads without a fresh module
 * graph each, browser files a process per worker; every node file keeps a process of its own, with
 * its own server and databases (copies of the templates the global setup makes).
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    maxWorkers: 2,
    sequence: { sequencer: slowFirstSequencer(SLOW_FILES) },
    projects: [
      {
        test: {
          ...timeouts,
          name: 'unit',
          include: UNIT,
          pool: 'threads',
          isolate: false,
          // Without isolation, what one file stubs or spies on must not reach the next one.
          restoreMocks: true,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        // Beside the node files rather than after them: a browser file mostly waits on Chromium, so the
        // two workers' run took 9 minutes instead of 12. They share the run's Chromium and, most of
        // them, one Node host (the global setups); without isolation a worker's process imports
        // playwright and the helpers once rather than per file.
        test: {
          ...timeouts,
          name: 'browser',
          include: BROWSER,
          globalSetup: ['tests/support/chromium-setup.ts', 'tests/support/shared-server-setup.ts'],
          pool: 'forks',
          isolate: false,
          // Three waits on Chromium's own timing (a service worker taking control, Background Sync,
          // a tRPC batch held by a route) fail about one run in five, at random; a failed test gets
          // one more try, and what it asserts is unchanged. Named in docs/architecture.md.
          retry: 1,
        },
      },
      {
        test: {
          ...timeouts,
          name: 'node',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...UNIT, ...BROWSER],
          pool: 'forks',
        },
      },
    ],
  },
});
