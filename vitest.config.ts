import { configDefaults, defineConfig } from 'vitest/config';

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

/*
 * Three projects, their files side by side on two workers (CI has two cores, and a file often
 * waits on Chromium, a server or a database). Unit files share threads without a fresh module
 * graph each; every other file keeps a process of its own, with its own server and databases
 * (copies of the template the global setup makes).
 */
export default defineConfig({
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    maxWorkers: 2,
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
        // One browser file at a time, after the others: two at once on two cores doubled each one's time.
        test: { ...timeouts, name: 'browser', include: BROWSER, globalSetup: ['tests/support/chromium-setup.ts'], pool: 'forks', sequence: { groupOrder: 1 }, maxWorkers: 1 },
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
