import { describe, expect, it } from 'vitest';
import { fieldColumns, toCsv } from './csv';

describe('CSV export', () => {
  const columns = fieldColumns<{ a: string; b: number | null }>({ A: 'a', 'B b': 'b' });

  it('quotes commas, quotes and line breaks and ends lines with CRLF', () => {
    expect(toCsv(columns, [{ a: 'x, "y"\nz', b: 3 }, { a: '', b: null }])).toBe('A,B b\r\n"x, ""y""\nz",3\r\n,\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas, but keeps signed numbers', () => {
    const rows = [{ a: '=HYPERLINK("x")', b: 1 }, { a: '@SUM(A1)', b: 2 }, { a: '+919876543210', b: 3 }, { a: '-cmd', b: 4 }];
    expect(toCsv(columns, rows).split('\r\n').slice(1, 5)).toEqual([`"'=HYPERLINK(""x"")",1`, "'@SUM(A1),2", '+919876543210,3', "'-cmd,4"]);
  });
});
