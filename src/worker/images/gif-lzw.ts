import { unreadableImage } from './unreadable-image';

const MAX_CODES = 4096;

/**
 * Follows a GIF image's LZW codes as a decoder does, without drawing, and returns how many pixels
 * they make before the end-of-information code (or the end of the data). Refuses a code that names
 * no table entry yet: the one damage a decoder cannot draw past.
 */
export function gifLzwPixelCount(data: Uint8Array, minCodeSize: number): number {
  const clear = 1 << minCodeSize;
  const lengths = new Uint16Array(MAX_CODES).fill(1, 0, clear); // how many pixels each table entry makes
  let [codeSize, next, previous, pixels] = [minCodeSize + 1, clear + 2, -1, 0];
  for (let bit = 0; bit + codeSize <= data.length * 8; ) {
    const at = bit >> 3;
    const code = ((data[at]! | ((data[at + 1] ?? 0) << 8) | ((data[at + 2] ?? 0) << 16)) >> (bit & 7)) & ((1 << codeSize) - 1);
    bit += codeSize;
    if (code === clear) {
      [codeSize, next, previous] = [minCodeSize + 1, clear + 2, -1];
      continue;
    }
    if (code === clear + 1) break;
    if (previous < 0 ? code > clear : code > next) throw unreadableImage('GIF image data has an LZW code with no table entry');
    pixels += code === next ? lengths[previous]! + 1 : lengths[code]!;
    if (previous >= 0 && next < MAX_CODES) {
      lengths[next] = lengths[previous]! + 1;
      next += 1;
      if (next === 1 << codeSize && codeSize < 12) codeSize += 1;
    }
    previous = code;
  }
  return pixels;
}
