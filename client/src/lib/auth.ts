import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountReady, ConfirmInput, ForgotInput, ResetInput, SignInLetter } from '@contracts/account';
import type { LoginInput, LoginResponse, LoginStatus, MessageResponse, SignupInput, SignupResponse } from '@contracts/auth';
import { roleFromUserType, type Role } from '@contracts/enums';
import { currentLanguage, switchLanguage } from '../i18n/language';
import { api } from './api-client';

export const LOGIN_STATUS_KEY = ['login-status'] as const;

export const authApi = {
  signup: (input: SignupInput) => api.post<SignupResponse>('/api/admin/signup', input),
  login: (input: LoginInput) => api.post<LoginResponse>('/api/login', input, { followRedirect: false }),
  status: async () => {
    const status = await api.get<LoginStatus>('/login/status', { followRedirect: false });
    // Signed in elsewhere with another language: this device follows the account.
    if (status.language && status.language !== currentLanguage()) await switchLanguage(status.language);
    return status;
  },
  logout: () => api.post<MessageResponse>('/admin/logout'),
  confirm: (input: ConfirmInput) => api.post<AccountReady>('/account/confirm', input),
  forgot: (input: ForgotInput) => api.post<MessageResponse>('/account/forgot', input),
  reset: (input: ResetInput) => api.post<AccountReady>('/account/reset', input),
};

const adminLogin = (id: string) => `/admin/logins/${encodeURIComponent(id)}`;

/** An admin's hold on a teacher's or student's login. */
export const adminLoginsApi = {
  reset: (id: string) => api.post<MessageResponse>(`${adminLogin(id)}/reset`),
  letter: (id: string) => api.post<SignInLetter>(`${adminLogin(id)}/letter`),
};

// The spec's words for user_type codes: '1' Admin, '2' Teacher, anything else Student; parents are '4'.
export const registeredAs = (userType: string | undefined): string | undefined =>
  userType ? ({ '1': 'Admin', '2': 'Teacher', '4': 'Parent' }[userType] ?? 'Student') : undefined;

export function useLoginStatus() {
  return useQuery({ queryKey: LOGIN_STATUS_KEY, queryFn: authApi.status, staleTime: 60_000, retry: 1 });
}

export function useCurrentUser(): { userId: string; role: Role; email?: string } | null {
  const { data } = useLoginStatus();
  const role = roleFromUserType(data?.user_type);
  if (!data?.isLoggedIn || !data.user_id || !role) return null;
  return { userId: data.user_id, role, email: data.email };
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

export function useResetSession() {
  const qc = useQueryClient();
  return () => {
    forgetUser();
    qc.clear();
  };
}
