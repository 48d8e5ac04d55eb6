import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { exportedImagePath } from '../../../shared/domain/journal-export';
import { exportedImageKeys } from '../../db/journal-export';
import type { StoredBlob } from '../blobs/blob-store';
import { journalJsonChunks, type JournalExportRequest } from './journal-json';

/**
 * The export's ZIP as byte chunks: journal.json (deflated), then each entry's image at its display
 * size (already compressed, so not deflated again). fflate writes a file's bytes as they are
 * pushed, so nothing but the chunk in hand is held: the ZIP streams however large the journal.
 * An image missing from storage is left out rather than failing the whole export.
 */
export async function* journalZipChunks(request: JournalExportRequest, readImage: (key: string) => Promise<StoredBlob | null>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* drain() {
    if (failure) throw failure;
    yield* ready.splice(0);
  }

  const json = new ZipDeflate('journal.json', { level: 6 });
  zip.add(json);
  for await (const text of journalJsonChunks(request)) {
    json.push(strToU8(text));
    yield* drain();
  }
  json.push(new Uint8Array(0), true);
  yield* drain();

  for await (const keys of exportedImageKeys(request.db, request.profileId)) {
    for (const key of keys) {
      const blob = await readImage(key);
      if (!blob) continue;
      const image = new ZipPassThrough(exportedImagePath(key));
      zip.add(image);
      const reader = blob.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        image.push(read.value);
        yield* drain();
      }
      image.push(new Uint8Array(0), true);
      yield* drain();
    }
  }
  zip.end();
  yield* drain();
}
