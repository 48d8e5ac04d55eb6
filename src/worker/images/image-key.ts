import { customAlphabet } from 'nanoid';

const randomPart = customAlphabet('0123456789abcdefghijklmnopqrstuvwxyz', 12);

/** pasted-image-{timestamp}-{random}.png or uploaded-image-{timestamp}-{random}.{ext} (journal-core 7). */
export function imageKey(source: 'paste' | 'file', extension: string, now = Date.now()): string {
  return `${source === 'paste' ? 'pasted' : 'uploaded'}-image-${now}-${randomPart()}.${extension}`;
}
