import { Unzlib } from 'fflate';
import { crc32 } from './crc32';
import { DomainError } from '../domain-error';
import { checkImageSize, checkPixelBytes, countImagePart, type ImageSize, unreadableImage } from './unreadable-image';

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const BIT_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** Adam7's passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
const CRITICAL = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']);
/** Compressed bytes fed to the inflater at a time, so one push can inflate to at most ~16 MB (deflate's ratio is at most ~1032:1). */
const INFLATE_STEP = 16_384;

type Header = ImageSize & { bitDepth: number; colorType: number; interlaced: boolean };

function readHeader(data: Uint8Array): Header {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length !== 13) throw unreadableImage('PNG IHDR has the wrong length');
  const [bitDepth, colorType, compression, filter, interlace] = data.subarray(8);
  const header = { width: view.getUint32(0), height: view.getUint32(4), bitDepth: bitDepth!, colorType: colorType!, interlaced: interlace === 1 };
  if (header.width === 0 || header.height === 0) throw unreadableImage('PNG has no pixels');
  checkImageSize(header); // before anything is inflated
  if (!BIT_DEPTHS[header.colorType]?.includes(header.bitDepth)) throw unreadableImage('PNG colour type or bit depth is invalid');
  checkPixelBytes(header, CHANNELS[header.colorType]! * header.bitDepth); // before anything is inflated
  if (compression !== 0 || filter !== 0 || interlace! > 1) throw unreadableImage('PNG compression, filter or interlace method is invalid');
  return header;
}

/** The rows the decompressed image data holds, each a filter-type byte and `length` bytes of pixels (one run per Adam7 pass). */
function rowRuns({ width, height, bitDepth, colorType, interlaced }: Header) {
  const bytesPerRow = (pixels: number) => Math.ceil((pixels * CHANNELS[colorType]! * bitDepth) / 8);
  if (!interlaced) return [{ rows: height, length: bytesPerRow(width) }];
  return ADAM7.map(([column, row, columnStep, rowStep]) => {
    const columns = Math.max(0, Math.ceil((width - column) / columnStep));
    const rows = Math.max(0, Math.ceil((height - row) / rowStep));
    return { rows: columns === 0 ? 0 : rows, length: bytesPerRow(columns) };
  }).filter((run) => run.rows > 0);
}

/**
 * Inflates the image data without keeping it, checking that it holds exactly the rows the header
 * implies, each starting with a known filter type (0–4). Stops as soon as it holds more.
 */
function checkImageData(header: Header, compressed: Uint8Array[]) {
  const runs = rowRuns(header);
  const expected = runs.reduce((total, run) => total + run.rows * (run.length + 1), 0);
  let seen = 0;
  let nextFilter = 0; // the offset of the next row's filter-type byte
  let run = 0;
  let rowInRun = 0;
  const inflater = new Unzlib((chunk) => {
    if (seen + chunk.length > expected) throw unreadableImage('PNG image data is longer than its header says');
    while (nextFilter < seen + chunk.length) {
      if (chunk[nextFilter - seen]! > 4) throw unreadableImage('PNG row has an unknown filter type');
      nextFilter += runs[run]!.length + 1;
      rowInRun += 1;
      if (rowInRun === runs[run]!.rows) [run, rowInRun] = [run + 1, 0];
    }
    seen += chunk.length;
  });
  try {
    for (const data of compressed) {
      for (let offset = 0; offset < data.length; offset += INFLATE_STEP) inflater.push(data.subarray(offset, offset + INFLATE_STEP));
    }
    inflater.push(new Uint8Array(0), true);
  } catch (error) {
    throw error instanceof DomainError ? error : unreadableImage('PNG image data does not inflate');
  }
  if (seen !== expected) throw unreadableImage('PNG image data is shorter than its header says');
}

/**
 * A PNG a decoder can draw: chunks whole with the right CRCs, IHDR first and valid, a palette where
 * the colour type needs one, consecutive IDATs that inflate to exactly the image, IEND last.
 */
export function checkPngStructure(bytes: Uint8Array): ImageSize {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: Header | null = null;
  let palette = false;
  const imageData: Uint8Array[] = [];
  let previous = '';
  for (let offset = 8, chunks = 1; ; chunks = countImagePart(chunks + 1, 'PNG chunks')) {
    if (offset + 12 > bytes.length) throw unreadableImage('PNG ends before IEND');
    const length = view.getUint32(offset);
    const end = offset + 12 + length;
    if (end > bytes.length) throw unreadableImage('PNG chunk runs past the end');
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const data = bytes.subarray(offset + 8, end - 4);
    if (!/^[A-Za-z]{4}$/.test(type)) throw unreadableImage('PNG chunk type is invalid');
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== view.getUint32(end - 4)) throw unreadableImage(`PNG ${type} chunk CRC is wrong`);
    if ((type === 'IHDR') !== (offset === 8)) throw unreadableImage('PNG does not start with one IHDR');
    if (/^[A-Z]/.test(type) && !CRITICAL.has(type)) throw unreadableImage(`PNG has an unknown critical chunk ${type}`);
    if (type === 'IHDR') header = readHeader(data);
    if (type === 'PLTE' && (length === 0 || length > 768 || length % 3 !== 0 || imageData.length > 0)) throw unreadableImage('PNG palette is invalid');
    if (type === 'PLTE') palette = true;
    if (type === 'IDAT' && imageData.length > 0 && previous !== 'IDAT') throw unreadableImage('PNG IDAT chunks are not consecutive');
    if (type === 'IDAT') imageData.push(data);
    previous = type;
    offset = end;
    if (type !== 'IEND') continue;
    if (length !== 0 || imageData.length === 0) throw unreadableImage('PNG has no image data before IEND');
    if (!header) throw unreadableImage('PNG has no header');
    if (header.colorType === 3 ? !palette : palette && (header.colorType === 0 || header.colorType === 4)) throw unreadableImage('PNG palette does not fit its colour type');
    checkImageData(header, imageData);
    return { width: header.width, height: header.height };
  }
}
