import { describe, expect, it } from 'vitest';
import { monthName, weekdayName } from './calendar';
import { DEFAULT_FORMAT, formatDate, formatMonth } from './format';

const odia = { language: 'or', digits: 'latin', dateFormat: 'DD/MM/YYYY' } as const;

describe('month and day names from the catalogue', () => {
  it('names Odia months and days in Odia, which the browser’s date data does not cover', () => {
    expect(monthName(11, 'or')).toBe('ନଭେମ୍ବର');
    expect(monthName(11, 'or', 'short')).toBe('ନଭେ');
    expect(weekdayName('2026-11-24', 'or')).toBe('ମଙ୍ଗଳବାର');
    expect(weekdayName('2026-11-24', 'or', 'short')).toBe('ମଙ୍ଗଳ');
  });

  it('names them in Hindi and English from the same place', () => {
    expect(monthName(9, 'hi')).toBe('सितंबर');
    expect(weekdayName('2026-11-24', 'hi')).toBe('मंगलवार');
    expect(monthName(9, 'en', 'short')).toBe('Sep');
    expect(weekdayName('2026-11-24', 'en')).toBe('Tuesday');
  });

  it('heads a month with its name and year, in the school’s digits', () => {
    expect(formatMonth('2026-11', odia)).toBe('ନଭେମ୍ବର 2026');
    expect(formatMonth('2026-11', { ...odia, digits: 'native' })).toBe('ନଭେମ୍ବର ୨୦୨୬');
    expect(formatMonth('2025-04', DEFAULT_FORMAT)).toBe('April 2025');
  });

  it('finds the weekday whatever the reader’s time zone, from the date alone', () => {
    expect(weekdayName('2026-03-01T00:00:00.000Z', 'en')).toBe('Sunday');
    expect(weekdayName('not a date', 'en')).toBe('');
  });

  it('writes month names of a MMMM pattern from the catalogue', () => {
    expect(formatDate('2026-11-24', { ...odia, dateFormat: 'DD MMMM YYYY' })).toBe('24 ନଭେମ୍ବର 2026');
  });
});
