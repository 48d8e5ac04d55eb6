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
 * The files that run longest, longest first (from a CI run's per-file times): started first, they
 * share the two workers with the short ones instead of running alone at the end.
 */
const SLOW_FILES = [
  'tests/security/procedure-fuzz-text-fields.test.ts',
  'tests/reliability/pglite-crash.test.ts',
  'tests/security/procedure-fuzz-postgres.test.ts',
  'tests/integration/migrator.test.ts',
  'tests/security/procedure-fuzz-postgres-text-fields.test.ts',
  'tests/security/procedure-fuzz.test.ts',
  'tests/integration/plan-command.test.ts',
  'tests/security/image-work-bounds.test.ts',
  'tests/integration/import-hardening.test.ts',
  'tests/security/trusted-proxy.test.ts',
  'tests/worker/env-types.test.ts',
  'tests/integration/preferences.test.ts',
  'tests/worker/bundle.test.ts',
];

/*
 * Three projects, their files side by side on two workers (CI has two cores, and a file often
 * waits on Chromium, a server or a database). Unit files share threads without a fresh module
 * graph each, browser files one process; every node file keeps a process of its own, with its own
 * server and databases (copies of the templates the global setup makes).
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
        // One browser file at a time, after the others: two at once on two cores doubled each one's
        // time. They share the run's Chromium and, most of them, one Node host (the global setups),
        // and one process, which imports playwright and the helpers once rather than per file.
        test: {
          ...timeouts,
          name: 'browser',
          include: BROWSER,
          globalSetup: ['tests/support/chromium-setup.ts', 'tests/support/shared-server-setup.ts'],
          pool: 'forks',
          isolate: false,
          sequence: { groupOrder: 1 },
          maxWorkers: 1,
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
