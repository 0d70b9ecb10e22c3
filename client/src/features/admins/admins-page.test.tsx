import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import AdminsPage from './admins-page';

// Failed calls are logged for "check the console"; keep the test output clean.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const admins = [{ user_id: 'ADMIN02', id: 2, name: 'Priya Sen', email: 'priya@example.org', mobile: '9000000002' }];
const list = { status: 200, body: admins, headers: { 'X-Total-Count': '1' } };

async function fillAdmin(password: string, confirm: string) {
  const user = userEvent.setup();
  const form = screen.getByRole('form', { name: "Admin's Details" });
  await user.type(within(form).getByLabelText('Name'), '  Nisha  ');
  await user.type(within(form).getByLabelText('Email'), 'nisha@example.org');
  await user.type(within(form).getByLabelText('Mobile'), '9090909090');
  await user.type(within(form).getByLabelText('Password'), password);
  await user.type(within(form).getByLabelText('Confirm Password'), confirm);
  await user.click(within(form).getByRole('button', { name: 'Add Admin' }));
}

describe('the Add Account screen', () => {
  it('shows the spec’s form title and columns', async () => {
    stubNetwork({ 'GET /api/admin_signup': list });
    renderScreen(<AdminsPage />);
    expect(screen.getByRole('heading', { name: "Admin's Details" })).toBeInTheDocument();
    expect(await screen.findByText('Priya Sen')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Sl No',
      'User ID',
      'Name',
      'Email',
      'Mobile',
      'Actions',
    ]);
  });

  it('says "Passwords do not match" and sends nothing', async () => {
    const seen = stubNetwork({ 'GET /api/admin_signup': list });
    renderScreen(<AdminsPage />);
    await fillAdmin('password-one', 'password-two');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends trimmed values without the confirmation and shows the generated ID', async () => {
    const seen = stubNetwork({
      'GET /api/admin_signup': list,
      'POST /api/admin_signup': { status: 201, body: { message: 'x', user_id: 'ADMIN03' } },
    });
    renderScreen(<AdminsPage />);
    await fillAdmin('password-one', 'password-one');
    expect(await screen.findByText('Admin registered successfully: ADMIN03')).toBeInTheDocument();
    // The ID stays after the message is closed, until it is dismissed itself.
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    const card = screen.getByRole('region', { name: "New admin's User ID" });
    expect(card).toHaveTextContent('ADMIN03');
    await userEvent.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('ADMIN03')).not.toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Nisha',
      email: 'nisha@example.org',
      mobile_no: '9090909090',
      password: 'password-one',
    });
  });

  it('shows the spec’s texts when registering fails or answers oddly', async () => {
    stubNetwork({
      'GET /api/admin_signup': list,
      'POST /api/admin_signup': { status: 409, body: { error: 'Email taken.' } },
    });
    renderScreen(<AdminsPage />);
    await fillAdmin('password-one', 'password-one');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to register admin: Email taken.');
    vi.unstubAllGlobals();
    stubNetwork({ 'GET /api/admin_signup': list, 'POST /api/admin_signup': { status: 201, body: { message: 'ok' } } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Admin' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected response: {"message":"ok"}');
  });

  it('asks "Are you sure you want to delete admin {id}?" and reports a lost connection', async () => {
    stubNetwork({ 'GET /api/admin_signup': list, 'DELETE /api/admin_signup': 'network-error' });
    renderScreen(<AdminsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Priya Sen (ADMIN02)' }));
    expect(screen.getByText('Are you sure you want to delete admin ADMIN02?')).toBeInTheDocument();
    // jsdom has no showModal(), so the open dialog still counts as hidden to role queries.
    await user.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred while deleting the admin.',
    );
  });

  it('shows "Failed to fetch admins." when the list cannot be loaded', async () => {
    stubNetwork({
      'GET /api/admin_signup': { status: 403, body: { error: 'You do not have permission to do this.' } },
    });
    renderScreen(<AdminsPage />);
    expect(await screen.findByText('Failed to fetch admins.')).toBeInTheDocument();
  });
});
