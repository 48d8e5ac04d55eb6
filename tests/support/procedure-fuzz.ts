import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, withAppOrigin } from './app';
import { sessionCookieFor } from './auth';
import { createTestDatabase, type TestDatabase, type TestEngine, testEngines } from './database';
import { createProfile, createUser, shareProfile } from './factories';
import { applyMutation, everyStringFieldMutations, type InputMutation, inputMutation, mustTryMutations, toJson } from './hostile-inputs';
import { inputTextFields, schemaTextFields } from './input-string-fields';
import {
  type InputBuilder,
  inputBuildersByPath,
  otherShapes,
  type ProcedureFixture,
  procedurePaths,
  routerProcedures,
} from './procedure-inputs';
import { unreadableParts } from './readable-refusal';
import { createTableSnapshotter, type TableSnapshot } from './table-snapshot';

/** Fixed, so a failure found in CI replays locally; change it to explore other inputs. */
const SEED = 20_231_123;
/** Generated inputs per procedure, on top of the must-try ones; enough to stay near a minute per engine. */
const RUNS_PER_PROCEDURE = 12;

type TestApp = ReturnType<typeof createTestApp>;

/** The body as a browser's fetch would send it, so inputs the typed client would refuse still go out. */
function callProcedure(app: TestApp['app'], path: string, input: unknown, cookie: string) {
  const json = toJson(input);
  if (routerProcedures[path]!._def.type === 'query') {
    const query = json === undefined ? '' : `?input=${encodeURIComponent(json)}`;
    return app.request(`/trpc/${path}${query}`, withAppOrigin({}, cookie));
  }
  return app.request(`/trpc/${path}`, withAppOrigin({ method: 'POST', headers: { 'content-type': 'application/json' }, body: json }, cookie));
}

interface Answer {
  status: number;
  /** The tRPC code of a refusal, or null for a refusal made before tRPC (an oversized body). */
  code: string | null;
  message: unknown;
}

async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.json()) as { error?: { message?: unknown; data?: { code?: string } } };
  return { status: response.status, code: body.error?.data?.code ?? null, message: body.error?.message };
}

/** Long values (a megabyte of text, 5,000 levels of nesting) are cut, so a failure stays readable. */
const preview = (value: unknown) => {
  const text = toJson(value) ?? 'undefined';
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

/** Each valid input of a procedure: its builder's, then those of its other shapes. */
const shapesOf = (path: string): InputBuilder<unknown>[] => [inputBuildersByPath.get(path)!, ...(otherShapes[path] ?? [])];

/** What a fuzz file tries: fast-check's generated inputs, or every text field met with each hostile string. */
export type FuzzPart = 'generated inputs' | 'text fields';

/**
 * Every procedure fed malformed and boundary input over HTTP on `engine`, one `part` of it: the
 * parts and engines are files of their own (procedure-fuzz*.test.ts), so the two workers share
 * the suite's longest work and each file's database stays small (every call hashes all its rows).
 * Without TEST_DATABASE_URL, a PostgreSQL file is one skipped test saying so.
 */
export function describeProcedureFuzz(engine: TestEngine, part: FuzzPart) {
  if (!testEngines.includes(engine)) {
    it.skip(`every procedure fed malformed and boundary input over HTTP, on ${engine} (needs TEST_DATABASE_URL)`, () => {});
    return;
  }
  describe(`every procedure fed malformed and boundary input over HTTP, on ${engine}`, () => {
    let database: TestDatabase;
    let testApp: TestApp;
    let snapshotTables: () => Promise<TableSnapshot>;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      testApp = createTestApp(database);
      snapshotTables = await createTableSnapshotter(database.db);
    });
    afterAll(() => database.dispose());

    /** A profile of its own, whose owner calls: profile procedures get past access to validation and the rules behind it. */
    async function ownerOfAFreshProfile(): Promise<ProcedureFixture & { cookie: string }> {
      const owner = await createUser(database.db, { name: 'Owner' });
      const viewer = await createUser(database.db, { name: 'Viewer' });
      const { id: profileId } = await createProfile(database.db, owner.id);
      await shareProfile(database.db, profileId, viewer.id, 'viewer');
      return { db: database.db, profileId, owner, viewer, caller: owner, cookie: await sessionCookieFor(database.db, owner.id) };
    }

    /**
     * One procedure's calls. A refused call changes no row (which each call proves), so the fixture
     * and its valid input serve until a call succeeds; the next call gets new ones.
     */
    function callsOf(path: string, build: InputBuilder<unknown>) {
      let current: { fixture: ProcedureFixture & { cookie: string }; validInput: unknown } | null = null;
      return async (mutation: InputMutation) => {
        if (!current) {
          const fixture = await ownerOfAFreshProfile();
          current = { fixture, validInput: await build(fixture) };
        }
        const input = applyMutation(current.validInput, mutation);
        const before = await snapshotTables();
        const loggedBefore = testApp.logger.lines.length;

        const answer = await answerOf(await callProcedure(testApp.app, path, input, current.fixture.cookie));

        const about = `${path} with ${preview(input)}: ${answer.status} ${answer.code} ${preview(answer.message)}`;
        expect(answer.status, about).toBeLessThan(500);
        expect(testApp.logger.lines.slice(loggedBefore).filter((line) => line.level === 'error'), about).toEqual([]);
        if (answer.status < 400) {
          current = null;
          return;
        }
        expect(answer.code, about).not.toBe('INTERNAL_SERVER_ERROR');
        expect(unreadableParts(answer.message), about).toEqual([]);
        expect(await snapshotTables(), `${about}: a refused call changed rows`).toEqual(before);
      };
    }

    if (part === 'generated inputs') {
      it.each(procedurePaths)('%s: answers a result or a readable typed refusal, and a refusal changes no row', async (path) => {
        const details = await fc.check(
          fc.asyncProperty(inputMutation, callsOf(path, inputBuildersByPath.get(path)!)),
          { seed: SEED, numRuns: RUNS_PER_PROCEDURE + mustTryMutations.length, examples: mustTryMutations.map((mutation) => [mutation]), endOnFailure: true },
        );
        // fast-check's own report would print a megabyte-long counterexample; the assertion's message says what matters
        if (details.failed) throw details.errorInstance;
      }, 120_000);
    }

    if (part === 'text fields') {
      it.each(procedurePaths)('%s: every text field of its input, met with NUL, lone surrogates, prototype names and a very long text, and a prototype-named key in every object', async (path) => {
        const shapes = await Promise.all(shapesOf(path).map(async (build) => ({ build, input: await build(await ownerOfAFreshProfile()) })));
        const covered = new Set(shapes.flatMap(({ input }) => inputTextFields(input)));
        const schemaFields = [...schemaTextFields(routerProcedures[path]!._def.inputs)];
        expect(schemaFields.filter((field) => !covered.has(field)), `${path}: text fields its valid inputs leave out`).toEqual([]);
        for (const { build, input } of shapes) {
          const call = callsOf(path, build);
          for (const mutation of everyStringFieldMutations(input)) await call(mutation);
        }
      }, 300_000);
    }
  });
}
