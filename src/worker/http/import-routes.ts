import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authorizeProfile } from '../auth/request-auth';
import type { AppEnv } from '../context';
import type { AppDeps } from '../deps';
import { DomainError } from '../domain-error';
import { commitImport, type ImportTarget, previewImport } from '../services/import/journal-import';
import { readJournalFile } from '../services/import/read-journal-file';
import { errorResponse } from './error-response';

/** An export with its photos can be large; the Worker holds the file in memory while it reads it. */
export const MAX_IMPORT_BYTES = 32 * 1024 * 1024;
const TOO_LARGE = new DomainError('PAYLOAD_TOO_LARGE', 'An import file can be at most 32 MB. Export the journal as CSV, or in parts.');
const NO_FILE = new DomainError('BAD_REQUEST', 'Attach the export file as "file".');

type ImportEnv = AppEnv & { Variables: { importTarget: ImportTarget } };

/** Imports need editor access to the profile; checked before any of the body is read. */
const editorOfProfile: MiddlewareHandler<ImportEnv> = async (c, next) => {
  const decision = await authorizeProfile(c.var.auth, c.req.param('profileId'), 'editor');
  if (!decision.granted) return errorResponse(c, decision.error);
  c.set('importTarget', { profileId: decision.access.id, ownerUserId: decision.access.ownerUserId, userId: decision.auth.user.id });
  return next();
};

/**
 * POST /api/profiles/:profileId/import?step=preview|commit with an Attune export (the ZIP, or
 * journal.json alone) as "file", for editors and the owner. The preview says what would be added
 * and whether the plan has room, writing nothing; the commit imports it, all or nothing.
 */
export function importRoutes(deps: AppDeps) {
  const routes = new Hono<ImportEnv>();
  const limit = bodyLimit({ maxSize: MAX_IMPORT_BYTES + 64 * 1024, onError: (c) => errorResponse(c, TOO_LARGE) });

  routes.post('/:profileId/import', editorOfProfile, limit, async (c) => {
    const file: unknown = (await c.req.formData().catch(() => null))?.get('file');
    if (!(file instanceof File)) return errorResponse(c, NO_FILE);
    const journal = readJournalFile(new Uint8Array(await file.arrayBuffer()));
    const target = c.var.importTarget;
    const summary =
      c.req.query('step') === 'commit'
        ? await commitImport({ db: c.var.db, blobs: deps.blobs, logger: c.var.logger }, target, journal)
        : await previewImport(c.var.db, target, journal);
    return c.json(summary, 200, { 'Cache-Control': 'no-store' });
  });
  return routes;
}
