import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import ClassLettersPage from './class-letters-page';

beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const place = (name: string) => ({ name, sections: [{ name: 'A', students: 0 }] });

describe('the sign-in letters of a class', () => {
  it('starts on the setup’s first class, for a school that has no class 1', async () => {
    const seen = stubNetwork({
      'GET /api/classes': { body: [place('LKG'), place('UKG'), place('2')] },
      'GET /api/admin/letters': { body: { letters: [] } },
    });
    renderScreen(<ClassLettersPage />);
    await screen.findByRole('option', { name: 'LKG' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Class' })).toHaveValue('LKG'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Make letters' }));
    await waitFor(() => expect(seen.find((r) => r.path === '/api/admin/letters')?.query.class).toBe('LKG'));
  });
});
