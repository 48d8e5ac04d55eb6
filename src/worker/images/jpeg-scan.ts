/** Where a scan's entropy-coded data ends: the next marker that is not stuffing (FF00) or a restart (RSTn). */
export function jpegScanEnd(bytes: Uint8Array, offset: number): number {
  for (let index = offset; index + 1 < bytes.length; index += 1) {
    if (bytes[index] !== 0xff) continue;
    const next = bytes[index + 1]!;
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return index;
  }
  return bytes.length;
}
