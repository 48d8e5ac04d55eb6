import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { JOURNAL_EXPORT_FORMAT, JOURNAL_EXPORT_VERSION } from '../../src/shared/domain/journal-export';
import { DomainError } from '../../src/worker/domain-error';
import { INFLATE_STEP, type InflateTally, unpackExportZip } from '../../src/worker/services/import/unpack-export-zip';
import { useAppOnEngine } from '../support/app-on-engine';
import { sessionCookieFor } from '../support/auth';
import { craftedZip, deflatedWithSpaces } from '../support/crafted-zip';
import { testEngines } from '../support/database';
import { createProfile, createUser } from '../support/factories';
import { sendImport } from '../support/import-request';
import { unreadableParts } from '../support/readable-refusal';

const MEGABYTE = 1024 * 1024;
/** The most one step of compressed bytes can inflate to (deflate's ratio is at most 1,032 to 1). */
const ONE_STEP = INFLATE_STEP * 1032;
const journal = strToU8(`{"format":"${JOURNAL_EXPORT_FORMAT}","version":${JOURNAL_EXPORT_VERSION},"entries":[]}`);
/** journal.json declared at its own size, holding it and 64 MB of spaces after it (still valid JSON). */
const underDeclared = craftedZip('journal.json', deflatedWithSpaces(journal, 64 * MEGABYTE), journal.length);

const refusalOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? error.message : `not a refusal: ${String(error)}`;
  }
  return 'not refused';
};

describe('a ZIP that declares less than it holds', () => {
  it('is refused at the first inflate step past the declared size, not inflated in full', () => {
    const tally: InflateTally = { inflated: 0 };
    expect(refusalOf(() => unpackExportZip(underDeclared, tally))).toBe('This ZIP file is damaged and cannot be read.');
    expect(tally.inflated).toBeLessThanOrEqual(journal.length + ONE_STEP);
  });

  it('is refused for the import limit before a byte is inflated when it declares more than an image may be', () => {
    const tally: InflateTally = { inflated: 0 };
    const image = craftedZip('images/a.png', deflatedWithSpaces(new Uint8Array(0), MEGABYTE), 10 * MEGABYTE + 1);
    expect(refusalOf(() => unpackExportZip(image, tally))).toMatch(/^This ZIP file unpacks to more than an import can take/);
    expect(tally.inflated).toBe(0);
  });

  it('still reads a file whose sizes are true', () => {
    const honest = craftedZip('journal.json', deflatedWithSpaces(journal, MEGABYTE), journal.length + MEGABYTE);
    expect(unpackExportZip(honest).journal?.length).toBe(journal.length + MEGABYTE);
  });
});

describe.each(testEngines)('previewing an under-declared ZIP on %s', (engine) => {
  const context = useAppOnEngine(engine);

  it('answers a readable 400', async () => {
    const user = await createUser(context.database.db);
    const target = { profileId: (await createProfile(context.database.db, user.id)).id, cookie: await sessionCookieFor(context.database.db, user.id) };
    const { status, body } = await sendImport(context, target, { name: 'attune.zip', bytes: underDeclared }, 'preview');
    expect(status).toBe(400);
    expect(unreadableParts(body.error?.message)).toEqual([]);
    expect(body.error?.message).toBe('This ZIP file is damaged and cannot be read.');
  });
});
