import { describe, expect, it } from 'vitest';
import { fieldColumns, toCsv } from './csv';

describe('CSV export', () => {
  const columns = fieldColumns<{ a: string; b: number | null }>({ A: 'a', 'B b': 'b' });
  // The record line, whatever line breaks the cell holds.
  const cells = (a: string) => toCsv(columns, [{ a, b: 1 }]).slice('"A","B b"\r\n'.length, -2);

  it('quotes every cell, doubles quotes, keeps line breaks inside the quotes and ends lines with CRLF', () => {
    expect(
      toCsv(columns, [
        { a: 'x, "y"\nz', b: 3 },
        { a: '', b: null },
      ]),
    ).toBe('"A","B b"\r\n"x, ""y""\nz","3"\r\n"",""\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps signed numbers', () => {
    const rows = [
      { a: '=HYPERLINK("x")', b: 1 },
      { a: '@SUM(A1)', b: 2 },
      { a: '+919876543210', b: 3 },
      { a: '-cmd', b: 4 },
    ];
    expect(toCsv(columns, rows).split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""x"")","1"`,
      `"'@SUM(A1)","2"`,
      '"+919876543210","3"',
      `"'-cmd","4"`,
    ]);
  });

  it('defuses a formula after any separator the file could be split on', () => {
    expect(cells('x;=1+2;y')).toBe(`"x;'=1+2;y","1"`);
    expect(cells('a\t=1+1')).toBe(`"a\t'=1+1","1"`);
    expect(cells('a,=1+1')).toBe(`"a,'=1+1","1"`);
    expect(cells('a|@SUM(A1)')).toBe(`"a|'@SUM(A1)","1"`);
    expect(cells('line one\n=cmd|x')).toBe(`"line one\n'=cmd|x","1"`);
    expect(cells('line one\r\n-2+3')).toBe(`"line one\r\n'-2+3","1"`);
    // Spaces a spreadsheet may trim on import do not hide one either.
    expect(cells('x; =1+2')).toBe(`"x;' =1+2","1"`);
  });

  it('defuses a cell that starts with a tab or carriage return, and leaves plain text and numbers alone', () => {
    expect(cells('\t=1')).toBe(`"'\t'=1","1"`);
    expect(cells('\rx')).toBe(`"'\rx","1"`);
    expect(cells('9876543210; -5; +91')).toBe('"9876543210; -5; +91","1"');
    expect(cells('Rao, Asha')).toBe('"Rao, Asha","1"');
  });
});
