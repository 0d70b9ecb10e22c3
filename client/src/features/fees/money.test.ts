import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('money on the fee screen', () => {
  it.each([
    ['0.50', '₹0.50'],
    ['999.00', '₹999.00'],
    ['1234.50', '₹1,234.50'],
    ['1234567.05', '₹12,34,567.05'],
    ['99999999.99', '₹9,99,99,999.99'],
  ])('shows %s as %s', (amount, shown) => expect(formatRupees(amount)).toBe(shown));
});
