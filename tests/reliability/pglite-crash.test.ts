import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/worker/node/database';
import { type BuiltHost, startBuiltHost } from '../support/built-host';
import { copyMigratedPglite } from '../support/database-templates';
import { uploadImage } from '../support/http-journey';
import { makePng } from '../support/images';
import { auditJournals } from '../support/journal-audit';
import { type LoadOutcome, runLoad } from '../support/load-run';
import { createLoadUsers, type LoadUser } from '../support/load-users';

const ROUNDS = 5;
const CLIENTS = 4;
/** Acknowledged adds in a round before the host is killed: well into the burst, every client busy. */
const KILL_AFTER = 12;

const dataDir = mkdtempSync(join(tmpdir(), 'attune-crash-'));
const pgDirectory = join(dataDir, 'pg');
const startHost = () => startBuiltHost({ DATA_DIR: dataDir, DATABASE_URL: '' });
const asRunning = (host: BuiltHost) => ({ url: host.url, origin: host.url });

/** SIGKILL: no shutdown handler runs, nothing is flushed or closed, as in a crash or an OOM kill. */
async function killHost(host: BuiltHost) {
  const exited = new Promise((done) => host.process.once('exit', done));
  host.process.kill('SIGKILL');
  await exited;
}

/** The acknowledged ids of every run so far, by profile. */
const acknowledged = new Map<string, string[]>();
const remember = (outcome: LoadOutcome) => {
  for (const [profileId, ids] of outcome.acknowledged) acknowledged.set(profileId, [...(acknowledged.get(profileId) ?? []), ...ids]);
};

/** Opens the directory in this process, as the next start would, and checks it against what clients were told. */
async function auditDirectory(users: readonly LoadUser[]) {
  const database = await openPglite(pgDirectory);
  try {
    return await auditJournals(database.db, users, acknowledged);
  } finally {
    await database.close();
  }
}

describe('the Node host on embedded PGlite, killed in the middle of a burst of writes', () => {
  let users: (LoadUser & { imageKey?: string })[] = [];
  let host: BuiltHost | undefined;

  beforeAll(async () => {
    await copyMigratedPglite(pgDirectory);
    const database = await openPglite(pgDirectory);
    users = await createLoadUsers(database.db, CLIENTS, { nearLimitEvery: CLIENTS, leftBelowLimit: 5 });
    await database.close(); // the host opens the same files
    host = await startHost();
    for (const user of users) {
      const upload = await uploadImage(asRunning(host), user.cookie, user.profileId, makePng());
      user.imageKey = ((await upload.json()) as { key: string }).key;
    }
    await killHost(host);
  });
  afterAll(async () => {
    if (host && host.process.exitCode === null && host.process.signalCode === null) await host.stop();
  });

  it(`restarts on the same directory ${ROUNDS} times with every acknowledged entry there once, counters exact and new writes taken`, async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      host = await startHost();
      const running = host;
      let killed: Promise<void> | undefined;
      const burst = await runLoad(asRunning(running), users, {
        imageEvery: 3,
        stopped: () => killed !== undefined,
        onAcknowledged: (count) => {
          if (count >= KILL_AFTER && !killed) killed = killHost(running);
        },
      });
      await killed;
      remember(burst);
      expect(burst.errors, `round ${round}: failures before the kill`).toEqual([]);

      host = await startHost(); // recovers the killed host's directory, or the test fails here
      const after = await runLoad(asRunning(host), users, { addsPerUser: 1 });
      remember(after);
      expect(after.errors, `round ${round}: writes after the restart`).toEqual([]);
      await killHost(host);

      const audit = await auditDirectory(users);
      expect(audit, `round ${round}`).toMatchObject({ lost: [], duplicated: [], counterMismatches: [], timelineMismatches: [], danglingImages: [] });
      // At most the adds in flight at each kill can be stored without their answer having arrived.
      expect(audit.unacknowledged).toBeLessThanOrEqual(CLIENTS * round);
    }
  }, 600_000);

  it('keeps a second process off the directory while the host runs, where both would overwrite each other', async () => {
    host = await startHost();
    await expect(openPglite(pgDirectory)).rejects.toThrow(`in use by process ${host.process.pid}`);
    await host.stop();
    await (await openPglite(pgDirectory)).close();
  });
});
