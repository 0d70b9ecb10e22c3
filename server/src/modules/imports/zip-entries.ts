import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

// Reads a zip (an .xlsx) from its central directory, as PKWARE's APPNOTE describes it, so that
// what a workbook unpacks to is known and bounded before any of it is parsed.

const inflate = promisify(inflateRaw);
const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
// A workbook holds a few dozen parts; thousands are a file made to cost work, not a sheet.
const MAX_ENTRIES = 1000;

export interface ZipPart {
  name: string;
  method: number;
  /** The unpacked size the directory declares. */
  size: number;
  compressedSize: number;
  localOffset: number;
}

/** The parts the central directory lists, or null when this is no zip we read (zip64, split, too many parts). */
export function zipDirectory(zip: Buffer): ZipPart[] | null {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length || zip.readUInt32LE(end) !== END_OF_DIRECTORY) return null;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || at >= end) return null;
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = zip.readUInt16LE(at + 28);
    const part: ZipPart = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // 0xFFFFFFFF means the real figure is in a zip64 field: no spreadsheet of ours needs one.
    if (part.size === 0xffffffff || part.compressedSize === 0xffffffff || part.localOffset === 0xffffffff) return null;
    parts.push(part);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return parts;
}

/**
 * The unpacked bytes of one part, or null when they are not what the directory declared. A part
 * that inflates past its declared size is stopped there, so a directory that lies costs no more
 * than one that tells the truth. Inflating runs on libuv's threads, off the event loop.
 */
export async function unpackPart(zip: Buffer, part: ZipPart): Promise<Buffer | null> {
  const at = part.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + part.compressedSize > zip.length) return null;
  const data = zip.subarray(start, start + part.compressedSize);
  if (part.method === STORED) return data.length === part.size ? data : null;
  if (part.method !== DEFLATED) return null;
  // One byte of room: output that reaches it proves the part larger than declared.
  const out = await inflate(data, { maxOutputLength: part.size + 1 }).catch(() => null);
  return out?.length === part.size ? out : null;
}
