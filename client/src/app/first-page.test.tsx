import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubNetwork } from '../test/fake-server';
import { FirstSignInPage, isSignInPath, typedIntoStaticForm } from './first-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in page as the first page, without the router', () => {
  it('is the page of / and /Signin in any case, and of no other address', () => {
    for (const path of ['/', '/Signin', '/signin', '/SIGNIN/']) expect(isSignInPath(path), path).toBe(true);
    for (const path of ['/Signup', '/Dashboard', '/Signin/x', '/signinx']) expect(isSignInPath(path), path).toBe(false);
  });

  it('hands a followed link to the app at that address, and leaves a new-tab click to the browser', async () => {
    stubNetwork({});
    const enterApp = vi.fn(async () => undefined);
    render(<FirstSignInPage enterApp={enterApp} />);
    const signUp = screen.getByRole('link', { name: "Don't have an account? Sign up" });
    expect(signUp).toHaveAttribute('href', '/Signup');
    // A new-tab click is not prevented (jsdom then says it cannot open another document).
    expect(fireEvent.click(signUp, { ctrlKey: true })).toBe(true);
    expect(enterApp).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(signUp);
    expect(window.location.pathname).toBe('/Signup');
    expect(enterApp).toHaveBeenCalledTimes(1);
  });

  it('signs in, then enters the app at the ?next= address the server’s answer does not override', async () => {
    window.history.replaceState(null, '', '/Signin?next=%2FStudentm%3Fpage%3D2');
    const sent = stubNetwork({
      'POST /api/api/login': {
        body: {
          message: 'Login successful',
          isLoggedIn: true,
          user_id: 'A0001',
          user_type: 'admin',
          role: 'admin',
          name: 'Office',
          redirect: '/Dashboard',
          email: 'office@example.org',
        },
      },
    });
    const enterApp = vi.fn(async () => undefined);
    render(<FirstSignInPage enterApp={enterApp} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('User ID'), 'A0001');
    await user.type(screen.getByLabelText('Password'), 'office-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await vi.waitFor(() => expect(enterApp).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/Studentm?page=2');
    expect(sent.map((r) => `${r.method} ${r.path}`)).toContain('POST /api/api/login');
    expect(sent.map((r) => r.path)).not.toContain('/api/login/status');
  });

  it('shows what the page that sent the user here said, kept in the history entry', () => {
    stubNetwork({});
    window.history.replaceState(
      { usr: { message: 'Your session has ended. Please sign in again.', kind: 'error' } },
      '',
      '/Signin',
    );
    render(<FirstSignInPage enterApp={async () => undefined} />);
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
  });
});

describe('what was typed into the server-drawn form', () => {
  it('carries over into the live form, with the field the person was in', async () => {
    stubNetwork({});
    window.history.replaceState(null, '', '/Signin?failed=1');
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', 'sign-in');
    root.innerHTML =
      '<form class="auth-card"><input name="roll_no"><input name="password" type="password"><input type="checkbox" name="remember" value="true"></form>';
    document.body.append(root);
    (root.querySelector('[name=roll_no]') as HTMLInputElement).value = 'S00042';
    (root.querySelector('[name=password]') as HTMLInputElement).value = 'half-typed';
    (root.querySelector('[name=remember]') as HTMLInputElement).checked = true;
    (root.querySelector('[name=password]') as HTMLInputElement).focus();
    const typed = typedIntoStaticForm(root);
    expect(typed).toEqual({
      rollNo: 'S00042',
      password: 'half-typed',
      remember: true,
      focus: 'password',
      failed: true,
    });
    root.remove();

    render(<FirstSignInPage enterApp={async () => undefined} typed={typed} />);
    expect(screen.getByLabelText('User ID')).toHaveValue('S00042');
    expect(screen.getByLabelText('Password')).toHaveValue('half-typed');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    await vi.waitFor(() => expect(screen.getByLabelText('Password')).toHaveFocus());
    expect(screen.getByText('Login failed. Please try again.')).toBeInTheDocument();
  });

  it('is nothing when the page came without a drawn form', () => {
    const root = document.createElement('div');
    expect(typedIntoStaticForm(root)).toBeUndefined();
  });
});
