import { describe, expect, it } from 'vitest';
import { inputPattern, parseDate } from './date-input';

describe('a date typed in the school’s format', () => {
  it('reads DD/MM/YYYY as the ISO date the API takes', () => {
    expect(parseDate('09/09/2026', 'DD/MM/YYYY')).toEqual({ iso: '2026-09-09' });
    expect(parseDate(' 4/12/2015 ', 'DD/MM/YYYY')).toEqual({ iso: '2015-12-04' });
    expect(parseDate('04-12-2015', 'DD/MM/YYYY')).toEqual({ iso: '2015-12-04' });
  });

  it('follows the school’s order of day, month and year', () => {
    expect(parseDate('2015-12-04', 'YYYY-MM-DD')).toEqual({ iso: '2015-12-04' });
    expect(parseDate('04/12/2015', 'DD MMMM YYYY')).toEqual({ iso: '2015-12-04' });
  });

  it('takes Odia and Devanagari digits', () => {
    expect(parseDate('୦୯/୦୯/୨୦୨୬', 'DD/MM/YYYY')).toEqual({ iso: '2026-09-09' });
    expect(parseDate('०९/०९/२०२६', 'DD/MM/YYYY')).toEqual({ iso: '2026-09-09' });
  });

  it('says what is wrong with a date that is not one', () => {
    expect(parseDate('', 'DD/MM/YYYY')).toEqual({ iso: '' });
    expect(parseDate('next week', 'DD/MM/YYYY')).toEqual({ error: 'pattern' });
    expect(parseDate('09/09/26', 'DD/MM/YYYY')).toEqual({ error: 'pattern' });
    expect(parseDate('12/13/2026', 'DD/MM/YYYY')).toEqual({ error: 'month' });
    expect(parseDate('31/02/2026', 'DD/MM/YYYY')).toEqual({ error: 'day' });
    expect(parseDate('29/02/2028', 'DD/MM/YYYY')).toEqual({ iso: '2028-02-29' });
    expect(parseDate('29/02/2027', 'DD/MM/YYYY')).toEqual({ error: 'day' });
    expect(parseDate('00/01/2027', 'DD/MM/YYYY')).toEqual({ error: 'day' });
  });

  it('shows the pattern to type: the school’s, with the month as digits', () => {
    expect(inputPattern('DD/MM/YYYY')).toBe('DD/MM/YYYY');
    expect(inputPattern('DD MMMM YYYY')).toBe('DD MM YYYY');
  });
});
