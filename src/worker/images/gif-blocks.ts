/** The offset after a run of GIF data sub-blocks (each a length byte and data, ended by a zero), or null if they run past the end. */
export function gifSubBlocksEnd(bytes: Uint8Array, offset: number): number | null {
  let index = offset;
  while (index < bytes.length && bytes[index] !== 0) index += bytes[index]! + 1;
  return index < bytes.length ? index + 1 : null;
}

/** The size in bytes of the colour table a GIF screen or image descriptor's packed byte announces. */
export const gifColorTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);
