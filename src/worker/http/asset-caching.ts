/**
 * Vite names every file under /assets/ by its content hash, so a browser may keep it for a year
 * without asking; anything else (index.html, favicon, sounds) is revalidated, so a deploy shows at once.
 */
export function assetCacheControl(path: string): string {
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}
