import type { Context } from 'hono';
import { assetCacheControl } from './asset-caching';

const FILE_PATH = /\.[a-z0-9]+$/i;

/**
 * The built client from the Workers assets binding, answering as the Node host does: page paths
 * get index.html (the binding's single-page-application fallback), but a missing file is a 404,
 * never index.html pretending to be a script.
 */
export function workersAssets(assets: Fetcher) {
  return async (c: Context): Promise<Response> => {
    const asset = await assets.fetch(c.req.raw);
    const fallbackPage = asset.headers.get('content-type')?.startsWith('text/html') && !c.req.path.endsWith('.html');
    if (FILE_PATH.test(c.req.path) && fallbackPage) return c.text('Not found.', 404);
    // The binding answers with immutable headers; a copy lets the security and cache headers be set.
    const response = new Response(asset.body, asset);
    if (response.ok) response.headers.set('Cache-Control', assetCacheControl(c.req.path));
    return response;
  };
}
