import { describe, expect, it } from 'vitest';
import { FREE_PLAN_LIMITS } from '../../src/shared/domain/plans';
import { testEngines } from '../support/database';
import { startLoadHost } from '../support/load-host';
import { runLoad } from '../support/load-run';

/** People at once per engine, as the full run in tests/bench/load.bench.ts; fewer adds each, to stay a few seconds. */
const PEOPLE = { postgres: 32, pglite: 8 } as const;
const ADDS_EACH = 6;

describe.each(testEngines)('many people logging and reading at once on the built host (%s)', (engine) => {
  it(`${PEOPLE[engine]} accounts add ${ADDS_EACH} entries each with no error, nothing lost or doubled, and exact counters`, async () => {
    const { running, users, stopAndAudit } = await startLoadHost(engine, PEOPLE[engine]);
    const outcome = await runLoad(running, users, { addsPerUser: ADDS_EACH });
    const audit = await stopAndAudit(outcome.acknowledged);

    expect(outcome.errors).toEqual([]);
    expect(audit).toEqual({ lost: [], duplicated: [], unacknowledged: 0, counterMismatches: [], timelineMismatches: [], danglingImages: [] });
    // the accounts that started a few entries below the free limit were refused the rest, and only those
    const overLimit = users.map((user) => Math.max(0, user.seeded + ADDS_EACH - FREE_PLAN_LIMITS.events));
    expect(outcome.refusedAtLimit).toBe(overLimit.reduce((sum, refused) => sum + refused, 0));
    expect(outcome.refusedAtLimit).toBeGreaterThan(0);
  }, 300_000);
});
