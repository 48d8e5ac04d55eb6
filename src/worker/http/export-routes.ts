import { type Context, Hono } from 'hono';
import { exportFileName } from '../../shared/domain/journal-export';
import { isKnownTimeZone } from '../../shared/domain/zoned-time';
import { authorizeProfile } from '../auth/request-auth';
import type { AppEnv } from '../context';
import { findProfileName } from '../db/profiles';
import type { AppDeps } from '../deps';
import { DomainError } from '../domain-error';
import { entriesCsvChunks } from '../services/export/entries-csv';
import { journalZipChunks } from '../services/export/journal-zip';
import { getRendition } from '../images/store-image';
import { errorResponse } from './error-response';
import { streamedBody } from './streamed-body';

const FORMATS = {
  zip: { contentType: 'application/zip', extension: 'zip' },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
} as const;
type Format = keyof typeof FORMATS;

const UNKNOWN_TIME_ZONE = new DomainError('BAD_REQUEST', 'That time zone is not known. Use an IANA name such as Europe/Berlin.');

/**
 * GET /api/profiles/:profileId/export.zip (journal.json and the images) and .../export.csv (the
 * entries): for anyone who may view the profile, recorded in its access log as an export. Times
 * are written in the `timeZone` the browser sends (UTC without one). The file is streamed from
 * the database as it is downloaded.
 */
export function exportRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  const exportAs = (format: Format) => async (c: Context<AppEnv>) => {
    const profileId = c.req.param('profileId');
    const timeZone = c.req.query('timeZone') || 'UTC';
    if (!isKnownTimeZone(timeZone)) return errorResponse(c, UNKNOWN_TIME_ZONE);
    const decision = await authorizeProfile(c.var.auth, profileId, 'viewer');
    if (!decision.granted) return errorResponse(c, decision.error);
    c.var.reads.record(decision.access, decision.auth.user.id, 'export');

    const db = c.var.db;
    const now = new Date();
    const request = { db, profileId: profileId!, timeZone, now };
    const imageDeps = { db, blobs: deps.blobs, logger: c.var.logger, offThread: deps.offThread, maxPhotoPixels: deps.maxPhotoPixels };
    // The display size; an old photo that cannot be made into one goes as it was stored.
    const readImage = (key: string) => getRendition(imageDeps, key, 'display').catch(() => deps.blobs.get(key));
    const chunks = format === 'zip' ? journalZipChunks(request, readImage) : entriesCsvChunks(request);
    const { body, done } = streamedBody(chunks);
    const logger = c.var.logger;
    c.var.holdDatabaseUntil(done.then((error) => error && logger.error('export failed while streaming', { error, format })));

    const name = exportFileName((await findProfileName(db, profileId!))?.name ?? '', now.toISOString().slice(0, 10), FORMATS[format].extension);
    return c.body(body, 200, {
      'Content-Type': FORMATS[format].contentType,
      'Content-Disposition': `attachment; filename="${name}"`,
      // no-transform: a compressing layer (the Node host's) would otherwise hold the whole stream to compress it.
      'Cache-Control': 'no-store, no-transform',
      'X-Content-Type-Options': 'nosniff',
    });
  };

  routes.get('/:profileId/export.zip', exportAs('zip'));
  routes.get('/:profileId/export.csv', exportAs('csv'));
  return routes;
}
