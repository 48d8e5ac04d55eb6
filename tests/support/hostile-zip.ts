import { constants, deflateRawSync } from 'node:zlib';

const MIB = 1 << 20;

/** Raw deflate of `mebibytes` MiB of spaces, made 1 MiB at a time (sync-flushed runs join on byte boundaries). */
function deflatedSpaces(mebibytes: number) {
  const run = deflateRawSync(Buffer.alloc(MIB, 0x20), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array<Buffer>(mebibytes).fill(run), deflateRawSync(Buffer.alloc(0))]);
}

/**
 * A ZIP whose single entry, journal.json, declares 52 bytes uncompressed but inflates to
 * `mebibytes` MiB of spaces (256 by default) from about a thousandth of that: issue 32's lying ZIP.
 */
export function lyingZip(mebibytes = 256) {
  const name = Buffer.from('journal.json');
  const data = deflatedSpaces(mebibytes);
  const fields = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at); // version needed
    header.writeUInt16LE(0, at + 2); // flags
    header.writeUInt16LE(8, at + 4); // deflate
    header.writeUInt32LE(0, at + 6); // time and date
    header.writeUInt32LE(0, at + 10); // CRC-32 (of the 52 bytes it claims)
    header.writeUInt32LE(data.length, at + 14);
    header.writeUInt32LE(52, at + 18); // the lie
    header.writeUInt16LE(name.length, at + 22);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  fields(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // made by
  fields(central, 6);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}
