import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import StudentDashboard from '../dashboards/student-dashboard';
import ProfileDetailsPage from './profile-details-page';

afterEach(() => vi.unstubAllGlobals());

const details = {
  student_id: 'S00042',
  name: 'Meera Das',
  dob: '2012-03-04',
  class: 5,
  section: 'A',
  gender: 'Female',
  father_name: 'Arun Das',
  mother_name: 'Lata Das',
  email: 'meera@example.org',
  mobile: '9123456780',
  address: '1 Lake Road',
};
const asStudent = {
  'GET /api/login/status': {
    body: { isLoggedIn: true, user_id: 'S00042', user_type: '3', email: 'meera@example.org' },
  },
  'GET /api/details': { body: { user_details: details } },
};

describe("a student's own record", () => {
  it('is shown on Profile Details at once, with their ID in the ID box', async () => {
    const seen = stubNetwork(asStudent);
    renderScreen(<ProfileDetailsPage />);
    const record = await screen.findByRole('region', { name: 'Student details' });
    expect(within(record).getByText('Meera Das')).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('S00042');
    expect(seen.find((r) => r.path === '/api/details')?.query).toEqual({ student_id: 'S00042' });
  });

  it("names the student in the dashboard's Welcome", async () => {
    stubNetwork(asStudent);
    renderScreen(<StudentDashboard />);
    expect(await screen.findByRole('heading', { name: 'Welcome, Meera Das' })).toBeInTheDocument();
  });
});
