import { isSitePath } from '@contracts/account-paths';
import type { AccountReady, ConfirmInput, ForgotInput, ResetInput } from '@contracts/account';
import type {
  LoginInput,
  LoginResponse,
  LoginStatus,
  MessageResponse,
  SignupInput,
  SignupResponse,
} from '@contracts/auth';
import type { Role } from '@contracts/enums';
import type { Language } from '@contracts/i18n/languages';
import { switchLanguage, wantedLanguage } from '../i18n/language';
import { api } from './api-client';
import { PATHS } from './paths';

// The session's calls and the signed-in user, without the query library: the sign-in page and
// the router's session check use them before the signed-in area's code has arrived.

export const LOGIN_STATUS_KEY = ['login-status'] as const;

export const authApi = {
  signup: (input: SignupInput) => api.post<SignupResponse>('/api/admin/signup', input),
  login: (input: LoginInput) => api.post<LoginResponse>('/api/login', input, { followRedirect: false }),
  status: async () => {
    const status = await api.get<LoginStatus>('/login/status', { followRedirect: false });
    // Signed in elsewhere with another language: this device follows the account.
    if (status.language && status.language !== wantedLanguage()) await switchLanguage(status.language);
    return status;
  },
  logout: () => api.post<MessageResponse>('/admin/logout'),
  /** Keeps a language on the signed-in account: its screens, the server's answers and its mails. */
  setLanguage: (language: Language) => api.put<MessageResponse & { language: Language }>('/me/language', { language }),
  confirm: (input: ConfirmInput) => api.post<AccountReady>('/account/confirm', input),
  forgot: (input: ForgotInput) => api.post<MessageResponse>('/account/forgot', input),
  reset: (input: ResetInput) => api.post<AccountReady>('/account/reset', input),
};

export interface CurrentUser {
  userId: string;
  role: Role;
  email?: string;
  name?: string;
}

// The spec's screens keep user_id and user_type in local storage after login.
export function rememberUser(status: LoginStatus): void {
  if (status.user_id) localStorage.setItem('user_id', status.user_id);
  if (status.user_type) localStorage.setItem('user_type', status.user_type);
}

export function forgetUser(): void {
  localStorage.removeItem('user_id');
  localStorage.removeItem('user_type');
}

/**
 * Where to go after signing in: the same-site path the user was sent away from (`next`), else
 * the server's redirect. Anything that could leave the site (`//host`, `/\host`, a scheme) is
 * ignored, so a crafted sign-in link cannot send a user elsewhere.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!isSitePath(next)) return null;
  try {
    const url = new URL(next, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The sign-in address that returns to `from` afterwards. */
export function signInPath(from: string): string {
  const back = safeNext(from);
  return back && back !== '/' && !/^\/signin\b/i.test(back)
    ? `${PATHS.signIn}?next=${encodeURIComponent(back)}`
    : PATHS.signIn;
}
