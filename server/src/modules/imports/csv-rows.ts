import { tooManyColumns } from './sheet-limits';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

const isEnd = (b: number, delimiter: number) => b === delimiter || b === LF || b === CR;

/**
 * RFC 4180 rows, one at a time, read from the UTF-8 bytes: quoted cells may hold the delimiter,
 * quotes (doubled) and line breaks. Only the cells are decoded (the delimiter, quotes and line
 * breaks are ASCII, never part of a longer character), so a read stopped early has decoded no
 * more than it read. A row wider than `maxColumns` stops the read there.
 */
export function* csvRows(bytes: Buffer, delimiter: string, maxColumns = Infinity, start = 0): Generator<string[]> {
  const delim = delimiter.charCodeAt(0);
  const n = bytes.length;
  const text = (from: number, to: number) => bytes.toString('utf8', from, to);
  let i = start;
  while (i < n) {
    const row: string[] = [];
    for (;;) {
      if (row.length >= maxColumns) throw tooManyColumns();
      let cell = '';
      if (bytes[i] === QUOTE) {
        const parts: string[] = [];
        let from = i + 1;
        for (;;) {
          const q = bytes.indexOf(QUOTE, from);
          if (q < 0) {
            parts.push(text(from, n));
            i = n;
            break;
          }
          parts.push(text(from, q));
          if (bytes[q + 1] === QUOTE) {
            parts.push('"');
            from = q + 2;
            continue;
          }
          i = q + 1;
          break;
        }
        cell = parts.join('');
      }
      // Unquoted, or what follows a closing quote up to the delimiter: kept as written.
      let end = i;
      while (end < n && !isEnd(bytes[end], delim)) end++;
      if (end > i) cell += text(i, end);
      i = end;
      row.push(cell);
      if (i >= n) break;
      const b = bytes[i++];
      if (b === delim) {
        if (i >= n) {
          row.push('');
          break;
        }
        continue;
      }
      if (b === CR && bytes[i] === LF) i++;
      break;
    }
    yield row;
  }
}
