import { thumbnailUrl } from './imageUrl';

/**
 * Images attached to a new entry without a connection (issue 37): the file stays in this tab under
 * a key of its own, drawn from an object URL, until the entry goes to the offline queue with it.
 */
const OFFLINE_PREFIX = 'offline:';
const files = new Map<string, { file: File; url: string }>();
let counter = 0;

export const isOfflineKey = (key: string) => key.startsWith(OFFLINE_PREFIX);

export function keepOfflineFile(file: File): string {
  counter += 1;
  const key = `${OFFLINE_PREFIX}${counter}`;
  files.set(key, { file, url: URL.createObjectURL(file) });
  return key;
}

/** The files behind offline keys, and the other (uploaded) keys. */
export function splitOfflineImages(keys: readonly string[] | null | undefined): { keys: string[]; files: File[] } {
  const list = keys ?? [];
  return {
    keys: list.filter((key) => !isOfflineKey(key)),
    files: list.flatMap((key) => (files.has(key) ? [files.get(key)!.file] : [])),
  };
}

/** Where an attached image is drawn from: its object URL while it waits here, else the server's thumbnail. */
export const attachedImageUrl = (key: string) => files.get(key)?.url ?? thumbnailUrl(key);
