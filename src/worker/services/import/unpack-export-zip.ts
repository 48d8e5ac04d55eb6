import { Inflate } from 'fflate';
import { MAX_IMAGE_BYTES } from '../../../shared/domain/entries';
import { exportedImagePath } from '../../../shared/domain/journal-export';
import { DomainError } from '../../domain-error';
import { DamagedZip, type ZipEntry, zipDirectory } from './zip-directory';

const MAX_JOURNAL_JSON_BYTES = 64 * 1024 * 1024;
const MAX_UNPACKED_BYTES = 96 * 1024 * 1024;
/**
 * Compressed bytes handed to the inflater at a time. Deflate unpacks at most about 1,032 bytes
 * per byte, so one step yields at most about 1 MB: what the counters below can overshoot by.
 */
export const INFLATE_STEP = 1024;

const TOO_BIG = new DomainError('BAD_REQUEST', 'This ZIP file unpacks to more than an import can take (96 MB). Export the journal in parts.');
const DAMAGED = new DomainError('BAD_REQUEST', 'This ZIP file is damaged and cannot be read.');

/** How many bytes were inflated, for the caller to see how far a refused file got. */
export type InflateTally = { inflated: number };

export interface ExportZip {
  journal: Uint8Array | null;
  /** The images, by their key in journal.json. */
  images: Map<string, Uint8Array>;
}

/**
 * Inflates one file a step at a time, counting what comes out, and stops at the first step past
 * its declared size (it lied) or past `room` (the import's limit): a file that claims 52 bytes and
 * holds gigabytes costs one step, not gigabytes.
 */
function unpackEntry(zip: Uint8Array, entry: ZipEntry, room: number, tally: InflateTally): Uint8Array {
  const data = zip.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.declaredSize > room) throw TOO_BIG;
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.declaredSize) throw DAMAGED;
    return data.slice();
  }
  if (entry.method !== 8) throw DAMAGED;
  const out = new Uint8Array(entry.declaredSize);
  let size = 0;
  let ended = false;
  const inflater = new Inflate((chunk, final) => {
    tally.inflated += chunk.length;
    if (size + chunk.length > entry.declaredSize) throw DAMAGED;
    out.set(chunk, size);
    size += chunk.length;
    ended = final;
  });
  try {
    for (let at = 0, last = false; !last; at += INFLATE_STEP) {
      last = at + INFLATE_STEP >= data.length;
      inflater.push(data.subarray(at, at + INFLATE_STEP), last);
    }
  } catch (error) {
    throw error instanceof DomainError ? error : DAMAGED;
  }
  if (!ended || size !== entry.declaredSize) throw DAMAGED;
  return out;
}

/**
 * journal.json and the images of an export ZIP, every other file left packed. The sizes the
 * archive declares are only trusted as far as the bytes bear them out.
 */
export function unpackExportZip(zip: Uint8Array, tally: InflateTally = { inflated: 0 }): ExportZip {
  let entries: ZipEntry[];
  try {
    entries = zipDirectory(zip);
  } catch (error) {
    if (error instanceof DamagedZip) throw DAMAGED;
    throw error;
  }
  const unpacked: ExportZip = { journal: null, images: new Map() };
  let total = 0;
  const imagePrefix = exportedImagePath('');
  for (const entry of entries) {
    const isJournal = entry.name === 'journal.json';
    if (!isJournal && !entry.name.startsWith(imagePrefix)) continue;
    const room = Math.min(isJournal ? MAX_JOURNAL_JSON_BYTES : MAX_IMAGE_BYTES, MAX_UNPACKED_BYTES - total);
    const bytes = unpackEntry(zip, entry, room, tally);
    total += bytes.length;
    if (isJournal) unpacked.journal = bytes;
    else unpacked.images.set(entry.name.slice(imagePrefix.length), bytes);
  }
  return unpacked;
}
