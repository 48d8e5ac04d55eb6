import { strFromU8 } from 'fflate';

/** One file of a ZIP as its central directory states it, with where its data starts. */
export interface ZipEntry {
  name: string;
  /** 0: stored, 8: deflated. */
  method: number;
  compressedSize: number;
  /** What the archive claims the file unpacks to: a claim, checked while inflating. */
  declaredSize: number;
  dataStart: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_RECORD = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const MAX_COMMENT = 0xffff;

/** A ZIP whose structure does not hold together; the caller words the refusal. */
export class DamagedZip extends Error {
  override name = 'DamagedZip';
}

/**
 * The files of a ZIP from its central directory, the record every reader trusts (fflate's
 * `unzipSync` too): local headers can be followed by data descriptors that are only found by
 * scanning, which a stored photo may imitate. Nothing is unpacked here.
 */
export function zipDirectory(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const fits = (at: number, length: number) => at >= 0 && at + length <= zip.length;

  let end = zip.length - END_RECORD_SIZE;
  const lowest = Math.max(0, end - MAX_COMMENT);
  while (end >= lowest && u32(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < lowest) throw new DamagedZip('no end of central directory');

  const entries: ZipEntry[] = [];
  let at = u32(end + 16);
  for (let count = u16(end + 10); count > 0; count -= 1) {
    if (!fits(at, 46) || u32(at) !== DIRECTORY_RECORD) throw new DamagedZip('bad directory record');
    const flags = u16(at + 8);
    const nameLength = u16(at + 28);
    const local = u32(at + 42);
    if (flags & 1) throw new DamagedZip('encrypted');
    if (!fits(at + 46, nameLength) || !fits(local, 30) || u32(local) !== LOCAL_HEADER) throw new DamagedZip('bad local header');
    const entry: ZipEntry = {
      name: strFromU8(zip.subarray(at + 46, at + 46 + nameLength), !(flags & 0x800)),
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      declaredSize: u32(at + 24),
      dataStart: local + 30 + u16(local + 26) + u16(local + 28),
    };
    if (!fits(entry.dataStart, entry.compressedSize)) throw new DamagedZip('data past the end');
    entries.push(entry);
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return entries;
}
