import { crc32 } from 'node:zlib';

// Small but real files for upload tests, built in code so nothing is downloaded. The PDF and PNG
// makers are shared with the demo data.
export { minimalPdf, tinyPng } from '../src/demo/sample-files';

/** One entry as it lies in a zip: its bytes (deflated when `method` is 8) and what the directory says of them. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  crc: number;
  /** The uncompressed size the archive declares (a hostile one may lie). */
  size: number;
}

/** A zip archive of entries given as they are to be stored. */
export function zipOfEntries(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const fileName = Buffer.from(e.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(e.size, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, e.data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + e.data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** A stored (uncompressed) entry. */
export const storedEntry = (name: string, data: Buffer): ZipEntry => ({
  name,
  data,
  method: 0,
  crc: crc32(data),
  size: data.length,
});

/** A zip archive of stored (uncompressed) entries. */
export const zipOf = (entries: Record<string, string>): Buffer =>
  zipOfEntries(Object.entries(entries).map(([name, text]) => storedEntry(name, Buffer.from(text, 'utf8'))));

/** The smallest .docx that Word-aware detectors recognise. */
export function minimalDocx(): Buffer {
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Homework</w:t></w:r></w:p></w:body></w:document>',
  });
}

export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
export const svgImage = () =>
  Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
