import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../../test/fake-server';
import { renderScreen } from '../../test/render';
import ConfirmAccountPage from './confirm-account-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import { routerSignInArea as signedInArea } from '../../app/routes';
import SetPasswordPage from './set-password-page';
import SignupPage from './signup-page';

afterEach(() => vi.unstubAllGlobals());

const withSignin = (path: string, element: React.ReactElement) =>
  renderScreen(
    <Routes>
      <Route path={path.split('?')[0]} element={element} />
      <Route path="/Signin" element={<LoginPage area={signedInArea} />} />
    </Routes>,
    path,
  );

describe('the SIGN UP screen with a mailed link', () => {
  it("shows the server's message on 202, and no 'Registered as'", async () => {
    const message = 'Thank you. If the ID and email match our records, we have sent a link to that email.';
    const seen = stubNetwork({ 'POST /api/api/admin/signup': { status: 202, body: { message } } });
    renderScreen(<SignupPage />, '/Signup');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'a@example.org');
    await user.type(screen.getByLabelText('Mobile No'), '9876543210');
    await user.type(screen.getByLabelText('ID'), 'S00001');
    await user.type(screen.getByLabelText('Create Password'), 'password-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'password-one');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(/Registered as/)).not.toBeInTheDocument();
    expect(seen[0].body).toEqual({
      email: 'a@example.org',
      mobile_no: '9876543210',
      roll_no: 'S00001',
      password: 'password-one',
    });
  });
});

describe('the confirm page', () => {
  it("sends the link's token only when asked, then shows sign-in with 'Registered as: Teacher'", async () => {
    const seen = stubNetwork({
      'POST /api/account/confirm': {
        body: { message: 'Your account is ready. You can now sign in.', user_type: '2', redirect: '/Signin' },
      },
    });
    withSignin('/ConfirmAccount?token=abc_DEF-123', <ConfirmAccountPage />);
    expect(seen).toHaveLength(0);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my account' }));
    expect(await screen.findByRole('heading', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByText('Your account is ready. You can now sign in.')).toBeInTheDocument();
    expect(screen.getByText('Registered as: Teacher')).toHaveClass('text-success');
    expect(seen[0].body).toEqual({ token: 'abc_DEF-123' });
  });

  it("shows the server's reason for a used or expired link", async () => {
    stubNetwork({
      'POST /api/account/confirm': {
        status: 400,
        body: { error: 'This link or code has expired. Please sign up again to get a new link.' },
      },
    });
    withSignin('/ConfirmAccount?token=abc', <ConfirmAccountPage />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm my account' }));
    expect(await screen.findByText(/has expired/)).toBeInTheDocument();
  });
});

describe('Forgot Password? and setting a password', () => {
  it('sends the User ID and shows the one answer', async () => {
    const seen = stubNetwork({
      'POST /api/account/forgot': { status: 202, body: { message: 'If this ID has an account, we have sent a link.' } },
    });
    renderScreen(<ForgotPasswordPage />, '/ForgotPassword');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'T0001');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If this ID has an account, we have sent a link.')).toBeInTheDocument();
    expect(seen[0].body).toEqual({ roll_no: 'T0001' });
  });

  it('takes a typed code from a letter when there is no link, and refuses different passwords without sending', async () => {
    const seen = stubNetwork({
      'POST /api/account/reset': { body: { message: 'Your password is set.', user_type: '3', redirect: '/Signin' } },
    });
    withSignin('/SetPassword', <SetPasswordPage />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Setup code'), 'abcd efgh ijkl');
    await user.type(screen.getByLabelText('New Password'), 'password-one');
    await user.type(screen.getByLabelText('Confirm Password'), 'password-two');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(screen.getByText('Passwords do not match!')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await user.type(screen.getByLabelText('Confirm Password'), 'password-one');
    await user.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Registered as: Student')).toBeInTheDocument();
    expect(seen[0].body).toEqual({ token: 'abcdefghijkl', password: 'password-one' });
  });

  it('hides the code field when the link carries the token', () => {
    withSignin('/SetPassword?token=xyz', <SetPasswordPage />);
    expect(screen.queryByLabelText('Setup code')).not.toBeInTheDocument();
  });
});
