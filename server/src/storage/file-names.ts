import { extensionOf, UPLOAD_TYPES, type UploadMimeType } from '@contracts/files';

export const MAX_DISPLAY_NAME = 120;

// Control characters (NUL included), format characters (bidi overrides and marks, zero-width
// characters, BOM) and line/paragraph separators: none belongs in a file name people read.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

function truncate(stem: string, ext: string): string {
  const room = MAX_DISPLAY_NAME - (ext ? ext.length + 1 : 0);
  // Cut by code points, so a character outside the BMP is never split in half.
  const cut = Array.from(stem).slice(0, Math.max(1, room)).join('').trim();
  return ext ? `${cut}.${ext}` : cut;
}

/**
 * The uploader's file name as data for display and downloads: no directory parts, no control
 * or direction-changing characters, bounded length, and an extension that matches what the
 * content really is (so "notes.html" holding a PDF downloads as "notes.html.pdf" and never
 * opens as a web page on someone's computer). It is never used as a path.
 */
export function displayName(raw: string | undefined, type: UploadMimeType): string {
  const allowed: readonly string[] = UPLOAD_TYPES[type];
  let name = (raw ?? '').normalize('NFC').replace(INVISIBLE, '');
  name = name.split(/[\\/]/).pop() ?? '';
  name = name.replace(/^[\s.]+/, '').trim();
  const lower = extensionOf(name);
  let ext = lower ? name.slice(-lower.length) : '';
  let stem = ext ? name.slice(0, -(ext.length + 1)) : name;
  if (!allowed.includes(lower)) {
    stem = name;
    ext = allowed[0];
  }
  if (!stem.trim()) stem = 'file';
  return truncate(stem, ext);
}

// RFC 5987 attr-char: everything else is percent-encoded.
const encodeRfc5987 = (s: string) =>
  encodeURIComponent(s).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** RFC 6266: an ASCII fallback for old clients plus the exact UTF-8 name in filename*. */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
