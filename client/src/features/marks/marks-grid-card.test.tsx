import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import { TEACHER_OF_7B } from '../../test/teaching-stub';
import { MarksGridCard } from './marks-grid-card';

afterEach(() => vi.unstubAllGlobals());

describe('the marks grid of a teacher', () => {
  it('offers only the teacher’s classes and opens on their class-teacher section', async () => {
    stubNetwork(TEACHER_OF_7B);
    renderScreen(<MarksGridCard />);
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('7'));
    expect(within(screen.getByRole('combobox', { name: 'Class' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select class', '5', '7']);
    expect(screen.getByRole('combobox', { name: 'Section' })).toHaveValue('B');
  });
});
