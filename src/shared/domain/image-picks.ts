import { MAX_IMAGE_BYTES, MAX_IMAGES_PER_ENTRY } from './entries';
import { OFFLINE_IMAGE_MAX_BYTES, OFFLINE_IMAGES_PER_ENTRY } from './offline-entries';

/** What the browser tells of a picked or pasted file. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export interface SkippedFile {
  name: string;
  reason: string;
}

/**
 * Which picked files to upload, in the order picked, and which to skip with the reason a person
 * reads: not an image, over 10 MB, or past the entry's 10 images (`room` is how many still fit).
 * Whether an image is really one is the server's to say when it arrives.
 */
export function sortPickedFiles<File extends PickedFile>(files: readonly File[], room: number): { accepted: File[]; skipped: SkippedFile[] } {
  const accepted: File[] = [];
  const skipped: SkippedFile[] = [];
  for (const file of files) {
    if (!file.type.startsWith('image/')) skipped.push({ name: file.name, reason: 'it is not an image' });
    else if (file.size > MAX_IMAGE_BYTES) skipped.push({ name: file.name, reason: 'images can be at most 10 MB' });
    else if (accepted.length >= room) skipped.push({ name: file.name, reason: `an entry holds at most ${MAX_IMAGES_PER_ENTRY} images` });
    else accepted.push(file);
  }
  return { accepted, skipped };
}

const OFFLINE_MB = OFFLINE_IMAGE_MAX_BYTES / 1024 / 1024;
/** What the notes step says while offline: the cap on images that wait on the device with the entry (issue 37). */
export const OFFLINE_IMAGES_NOTE = `Offline: up to ${OFFLINE_IMAGES_PER_ENTRY} images of at most ${OFFLINE_MB} MB each wait on this device with the entry.`;

/**
 * Which of the accepted files may wait on the device without a connection: at most 5 MB each and
 * 3 to an entry (`kept` are waiting already); the others are skipped with the reason.
 */
export function sortOfflineFiles<File extends PickedFile>(files: readonly File[], kept: number): { accepted: File[]; skipped: SkippedFile[] } {
  const accepted: File[] = [];
  const skipped: SkippedFile[] = [];
  for (const file of files) {
    if (file.size > OFFLINE_IMAGE_MAX_BYTES) skipped.push({ name: file.name, reason: `without a connection, images can be at most ${OFFLINE_MB} MB` });
    else if (kept + accepted.length >= OFFLINE_IMAGES_PER_ENTRY) {
      skipped.push({ name: file.name, reason: `without a connection, an entry keeps at most ${OFFLINE_IMAGES_PER_ENTRY} images` });
    } else accepted.push(file);
  }
  return { accepted, skipped };
}

/** A sentence as a clause after a colon: 'Only PNG...' reads 'only PNG...', without its full stop. */
const asClause = (sentence: string) => {
  const trimmed = sentence.trim().replace(/\.$/, '');
  return /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed;
};

/** 'notes.txt was not added: it is not an image.' (the reason may be the server's own sentence). */
export const skippedFileMessage = ({ name, reason }: SkippedFile) => `${name || 'A file'} was not added: ${asClause(reason)}.`;
