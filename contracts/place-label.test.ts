import { describe, expect, it } from 'vitest';
import { placeLabel } from './place-label';

describe('placeLabel', () => {
  it('runs a numbered class and a one-letter section together, and spaces the others', () => {
    expect(placeLabel({ class: 5, section: 'A' })).toBe('5A');
    expect(placeLabel({ class: '5', section: 'B' })).toBe('5B');
    expect(placeLabel({ class: 'LKG', section: 'D' })).toBe('LKG D');
    expect(placeLabel({ class: '11 Science', section: 'A' })).toBe('11 Science A');
    expect(placeLabel({ class: 5, section: 'Rose' })).toBe('5 Rose');
  });

  it('is the class alone without a section', () => {
    expect(placeLabel({ class: 7 })).toBe('7');
    expect(placeLabel({ class: 'UKG', section: null })).toBe('UKG');
  });
});
