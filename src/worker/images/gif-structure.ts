import { gifColorTableSize, gifSubBlocksData, gifSubBlocksEnd } from './gif-blocks';
import { gifLzwPixelCount } from './gif-lzw';
import { checkImageSize, countImagePart, type ImageSize, unreadableImage } from './unreadable-image';

const littleEndian = (bytes: Uint8Array, offset: number) => bytes[offset]! | (bytes[offset + 1]! << 8);

/**
 * A GIF a browser can draw: a logical screen with pixels, blocks that end within the file, at least
 * one image inside the screen whose LZW codes make exactly its pixels, and the trailer.
 */
export function checkGifStructure(bytes: Uint8Array): ImageSize {
  if (bytes.length < 13) throw unreadableImage('GIF ends inside its header');
  const screen = { width: littleEndian(bytes, 6), height: littleEndian(bytes, 8) };
  if (screen.width === 0 || screen.height === 0) throw unreadableImage('GIF has no pixels');
  checkImageSize(screen);
  let images = 0;
  for (let offset = 13 + gifColorTableSize(bytes[10]!), blocks = 0; ; blocks = countImagePart(blocks + 1, 'GIF blocks')) {
    const introducer = bytes[offset];
    if (introducer === 0x3b) {
      if (images === 0) throw unreadableImage('GIF has no image');
      return screen;
    }
    let dataStart: number;
    let image: { pixels: number; codeSize: number } | null = null;
    if (introducer === 0x2c) {
      if (offset + 11 > bytes.length) throw unreadableImage('GIF ends inside an image descriptor');
      const [left, top, width, height] = [1, 3, 5, 7].map((field) => littleEndian(bytes, offset + field)) as [number, number, number, number];
      if (width === 0 || height === 0 || left + width > screen.width || top + height > screen.height) throw unreadableImage('GIF image lies outside its screen');
      const codeSizeAt = offset + 10 + gifColorTableSize(bytes[offset + 9]!);
      const codeSize = bytes[codeSizeAt] ?? 0;
      if (codeSize < 2 || codeSize > 8 || !bytes[codeSizeAt + 1]) throw unreadableImage('GIF image has no LZW data');
      dataStart = codeSizeAt + 1;
      image = { pixels: width * height, codeSize };
      images += 1;
    } else if (introducer === 0x21) {
      if (bytes[offset + 1] === 0xf9 && bytes[offset + 2] !== 4) throw unreadableImage('GIF graphic control extension is invalid');
      dataStart = offset + 2;
    } else {
      throw unreadableImage('GIF block is unknown or the trailer is missing');
    }
    const end = gifSubBlocksEnd(bytes, dataStart);
    if (end === null) throw unreadableImage('GIF block runs past the end');
    if (image && gifLzwPixelCount(gifSubBlocksData(bytes, dataStart, end), image.codeSize) !== image.pixels) throw unreadableImage('GIF image data does not make its pixels');
    offset = end;
  }
}
