/** The offset after a run of GIF data sub-blocks (each a length byte and data, ended by a zero), or null if they run past the end. */
export function gifSubBlocksEnd(bytes: Uint8Array, offset: number): number | null {
  let index = offset;
  while (index < bytes.length && bytes[index] !== 0) index += bytes[index]! + 1;
  return index < bytes.length ? index + 1 : null;
}

/** The size in bytes of the colour table a GIF screen or image descriptor's packed byte announces. */
export const gifColorTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The data of the sub-blocks from `offset` up to `end` (where gifSubBlocksEnd found their terminator), joined. */
export function gifSubBlocksData(bytes: Uint8Array, offset: number, end: number): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let index = offset; index < end - 1; index += bytes[index]! + 1) parts.push(bytes.subarray(index + 1, index + 1 + bytes[index]!));
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  parts.reduce((at, part) => (joined.set(part, at), at + part.length), 0);
  return joined;
}
