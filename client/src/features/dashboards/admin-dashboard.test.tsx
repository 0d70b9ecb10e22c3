import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import AdminDashboard from './admin-dashboard';

afterEach(() => vi.unstubAllGlobals());

describe('the admin Dashboard', () => {
  it('shows the two totals as cards', async () => {
    stubNetwork({ 'GET /api/dashboard': { body: { total_teachers: 12, total_students: 340 } } });
    renderScreen(<AdminDashboard />);
    expect(await screen.findByRole('region', { name: 'Total Teachers' })).toHaveTextContent('12');
    expect(screen.getByRole('region', { name: 'Total Students' })).toHaveTextContent('340');
  });

  it('says "Failed to load dashboard data." when the totals cannot be loaded', async () => {
    stubNetwork({ 'GET /api/dashboard': { status: 403, body: { error: 'No.' } } });
    renderScreen(<AdminDashboard />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data.');
  });
});
