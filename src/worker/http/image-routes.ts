import { Hono } from 'hono';
import { grantsAccess } from '../../shared/domain/access';
import type { AppEnv } from '../context';
import type { AppDeps } from '../deps';
import { findUpload } from '../db/images';
import { findProfileAccess } from '../db/profile-access';
import { MAX_IMAGE_BYTES, storeImage } from '../images/store-image';
import { UnsupportedImageError } from '../images/strip-metadata';

const notFound = { error: { message: 'Image not found.' } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Private images: POST /api/images uploads one file to a profile (editor access), GET
 * /api/images/:key serves it to whoever may view that profile, and to nobody else (404).
 */
export function imageRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();

  routes.post('/', async (c) => {
    const auth = c.var.auth;
    const profileId = c.req.query('profileId') ?? '';
    if (!auth) return c.json({ error: { message: 'Please sign in to continue.' } }, 401);
    const access = UUID.test(profileId) ? await findProfileAccess(c.var.db, auth.user.id, profileId) : null;
    if (!access) return c.json({ error: { message: 'Profile not found.' } }, 404);
    if (!grantsAccess(access, 'editor')) return c.json({ error: { message: 'This needs editor access to the profile.' } }, 403);
    if (Number(c.req.header('content-length') ?? 0) > MAX_IMAGE_BYTES + 64 * 1024) {
      return c.json({ error: { message: 'Images can be at most 10 MB.' } }, 413);
    }
    const form = await c.req.formData().catch(() => null);
    const file: unknown = form?.get('file');
    if (!(file instanceof File)) return c.json({ error: { message: 'Attach one image file as "file".' } }, 400);
    try {
      const stored = await storeImage(c.var.db, deps.blobs, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        source: c.req.query('source') === 'paste' ? 'paste' : 'file',
        profileId,
        userId: auth.user.id,
      });
      return c.json({ key: stored.key, url: `/api/images/${stored.key}` }, 201);
    } catch (error) {
      if (!(error instanceof UnsupportedImageError)) throw error;
      c.var.logger.warn('image refused', { reason: error.message, userId: auth.user.id });
      return c.json({ error: { message: error.message } }, error.message.includes('10 MB') ? 413 : 415);
    }
  });

  routes.get('/:key', async (c) => {
    const auth = c.var.auth;
    if (!auth) return c.json(notFound, 404);
    const upload = await findUpload(c.var.db, c.req.param('key'));
    const access = upload ? await findProfileAccess(c.var.db, auth.user.id, upload.profile_id) : null;
    if (!upload || !access) return c.json(notFound, 404);
    const blob = await deps.blobs.get(c.req.param('key'));
    if (!blob) return c.json(notFound, 404);
    return c.body(blob.body, 200, {
      'Content-Type': upload.content_type,
      'Content-Length': String(blob.size),
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return routes;
}
