import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-label';

describe('placeLabel', () => {
  it('runs a numbered class and its section together, and spaces a named class from its section', () => {
    expect(placeLabel(5, 'A')).toBe('5A');
    expect(placeLabel('5', 'B')).toBe('5B');
    expect(placeLabel('LKG', 'D')).toBe('LKG D');
    expect(placeLabel('11 Science', 'A')).toBe('11 Science A');
    expect(placeLabel(5, 'Rose')).toBe('5 Rose');
  });

  it('is the class alone without a section', () => {
    expect(placeLabel(7)).toBe('7');
    expect(placeLabel('UKG', null)).toBe('UKG');
  });
});
