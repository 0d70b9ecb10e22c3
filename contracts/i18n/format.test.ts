import { describe, expect, it } from 'vitest';
import { DEFAULT_FORMAT, formatDate, formatMoney, formatNumber, isDateFormat, localDigits } from './format';
import { pickLanguage } from './languages';

const en = DEFAULT_FORMAT;

describe('money and numbers the Indian way', () => {
  it.each([
    ['123456.5', '₹1,23,456.50'],
    ['1234567.00', '₹12,34,567.00'],
    ['100', '₹100.00'],
    ['0.75', '₹0.75'],
    ['9876543210.1', '₹9,87,65,43,210.10'],
    ['-1500', '-₹1,500.00'],
  ])('writes %s as %s', (amount, text) => {
    expect(formatMoney(amount, en)).toBe(text);
  });

  it('keeps an exact decimal string exact (no float rounding)', () => {
    expect(formatMoney('1000000000000.99', en)).toBe('₹10,00,00,00,00,000.99');
  });

  it('writes the language’s own digits only when the school chose them', () => {
    expect(formatMoney('123456.5', { language: 'or', digits: 'latin' })).toBe('₹1,23,456.50');
    expect(formatMoney('123456.5', { language: 'or', digits: 'native' })).toBe('₹୧,୨୩,୪୫୬.୫୦');
    expect(formatMoney('123456.5', { language: 'hi', digits: 'native' })).toBe('₹१,२३,४५६.५०');
    expect(formatNumber(1234, { language: 'en', digits: 'native' })).toBe('1,234');
    expect(localDigits('Class 10', 'hi', 'native')).toBe('Class १०');
  });

  it('refuses what is not a number', () => {
    expect(() => formatNumber('12a', en)).toThrow();
  });
});

describe('dates in the school’s format', () => {
  it('uses DD/MM/YYYY by default and follows the setting', () => {
    expect(formatDate('2026-04-07', en)).toBe('07/04/2026');
    expect(formatDate('2026-04-07T18:30:00.000Z', en)).toBe('07/04/2026');
    expect(formatDate('2026-04-07', { ...en, dateFormat: 'YYYY-MM-DD' })).toBe('2026-04-07');
    expect(formatDate('2026-12-25', { ...en, dateFormat: 'DD MMMM YYYY' })).toBe('25 December 2026');
    expect(formatDate('2026-12-25', { language: 'hi', digits: 'latin', dateFormat: 'DD MMMM YYYY' })).toBe(
      '25 दिसंबर 2026',
    );
    expect(formatDate('2026-12-25', { language: 'or', digits: 'native', dateFormat: 'DD MMMM YYYY' })).toBe(
      '୨୫ ଡିସେମ୍ବର ୨୦୨୬',
    );
    expect(formatDate('2026-04-07', { language: 'or', digits: 'native', dateFormat: 'DD/MM/YYYY' })).toBe('୦୭/୦୪/୨୦୨୬');
    expect(formatDate(new Date(2026, 0, 9), en)).toBe('09/01/2026');
  });

  it('gives back what is not a date rather than "Invalid Date"', () => {
    expect(formatDate('soon', en)).toBe('soon');
    expect(formatDate(null, en)).toBe('');
  });

  it('accepts only patterns with a day, a month and a year', () => {
    expect(isDateFormat('DD/MM/YYYY')).toBe(true);
    expect(isDateFormat('DD MMMM YYYY')).toBe(true);
    expect(isDateFormat('MM/YYYY')).toBe(false);
    expect(isDateFormat('DD/MM/YYYY <script>')).toBe(false);
  });
});

describe('the first guess of a language', () => {
  it('takes the first preferred language we speak', () => {
    expect(pickLanguage(['fr-FR', 'hi-IN', 'en'])).toBe('hi');
    expect(pickLanguage(['or'])).toBe('or');
    expect(pickLanguage(['ory-IN'])).toBe('or');
    expect(pickLanguage(['de'])).toBeNull();
  });
});
