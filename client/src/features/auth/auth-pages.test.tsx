import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import LoginPage from './login-page';
import { routerSignInArea as signedInArea } from '../../app/routes';
import SignupPage from './signup-page';

afterEach(() => vi.unstubAllGlobals());

describe('the LOGIN screen', () => {
  it('shows the spec’s texts and links', () => {
    renderScreen(<LoginPage area={signedInArea} />);
    expect(screen.getByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Remember me')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/ForgotPassword');
    expect(screen.getByRole('link', { name: "Don't have an account? Sign up" })).toHaveAttribute('href', '/Signup');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('checks the User ID by the login’s own rules before sending: a blank one is refused', async () => {
    const sent = stubNetwork({});
    renderScreen(<LoginPage area={signedInArea} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), '   ');
    await user.type(screen.getByLabelText('Password'), 'office-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('User ID is required.')).toHaveClass('field-error');
    expect(sent.filter((r) => r.path === '/api/api/login')).toHaveLength(0);
  });

  it('sends the trimmed User ID and Remember me as a yes or no', async () => {
    const sent = stubNetwork({
      'POST /api/api/login': { status: 401, body: { error: 'Invalid User ID or password.' } },
    });
    renderScreen(<LoginPage area={signedInArea} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), ' A0001 ');
    await user.type(screen.getByLabelText('Password'), 'office-pass');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Invalid User ID or password.')).toHaveClass('text-error');
    expect(sent.find((r) => r.path === '/api/api/login')?.body).toEqual({
      roll_no: 'A0001',
      password: 'office-pass',
      remember: true,
    });
  });
});

describe('the SIGN UP screen', () => {
  it('lists the fields in the spec’s order', () => {
    renderScreen(<SignupPage />);
    const labels = Array.from(document.querySelectorAll('label')).map((l) => l.textContent);
    expect(labels).toEqual(['Email', 'Mobile No', 'ID', 'Create Password', 'Confirm Password']);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('link', { name: 'Do you have an account? Sign in' })).toHaveAttribute('href', '/Signin');
  });

  it('says the email or mobile the school has, and lets a guardian known by a mobile leave the email empty', async () => {
    const sent = stubNetwork({ 'POST /api/api/admin/signup': { status: 202, body: { message: 'Sent by SMS.' } } });
    renderScreen(<SignupPage />);
    expect(screen.getByText(/the email \(or, without one, the mobile\) the school has/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toBeRequired();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile No'), '9876543210');
    await user.type(screen.getByLabelText('ID'), 'P00001');
    await user.type(screen.getByLabelText('Create Password'), 'password-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'password-one');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Sent by SMS.')).toBeInTheDocument();
    expect(sent.find((r) => r.path === '/api/api/admin/signup')?.body).toMatchObject({
      mobile_no: '9876543210',
      roll_no: 'P00001',
    });
  });

  it('shows "Passwords do not match!" in red and sends nothing', async () => {
    const sent = stubNetwork({});
    renderScreen(<SignupPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.org');
    await user.type(screen.getByLabelText('Mobile No'), '9876543210');
    await user.type(screen.getByLabelText('ID'), 'T0001');
    await user.type(screen.getByLabelText('Create Password'), 'password-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'password-two');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const message = screen.getByText('Passwords do not match!');
    expect(message).toHaveClass('text-error');
    expect(sent).toHaveLength(0);
  });
});
