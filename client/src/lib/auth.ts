import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInLetter } from '@contracts/account';
import type { MessageResponse } from '@contracts/auth';
import { api } from './api-client';
import type { LoginStatus } from '@contracts/auth';
import { roleFromUserType } from '@contracts/enums';
import { authApi, type CurrentUser, forgetUser, LOGIN_STATUS_KEY } from './auth-api';
import { forgetOfflineCopies } from './offline/offline-names';

export {
  authApi,
  type CurrentUser,
  forgetUser,
  LOGIN_STATUS_KEY,
  rememberUser,
  safeNext,
  signInPath,
} from './auth-api';

export function userFromStatus(data: LoginStatus | undefined): CurrentUser | null {
  const role = data?.role ?? roleFromUserType(data?.user_type);
  if (!data?.isLoggedIn || !data.user_id || !role) return null;
  return { userId: data.user_id, role, email: data.email, name: data.name };
}

/**
 * Who signed in last on this device (the spec's user_id and user_type in local storage): a guess
 * that lets a screen's first request leave beside the session check. The server decides; a wrong
 * guess only costs a refused request.
 */
export function rememberedUser(): CurrentUser | null {
  try {
    return userFromStatus({
      isLoggedIn: true,
      user_id: localStorage.getItem('user_id') ?? undefined,
      user_type: localStorage.getItem('user_type') ?? undefined,
    });
  } catch {
    return null;
  }
}

const adminLogin = (id: string) => `/admin/logins/${encodeURIComponent(id)}`;

/** An admin's hold on a teacher's or student's login. */
export const adminLoginsApi = {
  reset: (id: string) => api.post<MessageResponse>(`${adminLogin(id)}/reset`),
  letter: (id: string) => api.post<SignInLetter>(`${adminLogin(id)}/letter`),
};

// The spec's words for user_type codes: '1' Admin, '2' Teacher, anything else Student; parents are '4'.
export const registeredAs = (userType: string | undefined): string | undefined =>
  userType ? ({ '1': 'Admin', '2': 'Teacher', '4': 'Parent' }[userType] ?? 'Student') : undefined;

/** The session as the router's check left it (app/session.ts); a 401 anywhere refetches it. */
export const loginStatusQuery = {
  queryKey: LOGIN_STATUS_KEY,
  queryFn: authApi.status,
  staleTime: 60_000,
  retry: 1,
} as const;

export function useLoginStatus() {
  return useQuery(loginStatusQuery);
}

export function useCurrentUser(): CurrentUser | null {
  return userFromStatus(useLoginStatus().data);
}

export function useResetSession() {
  const qc = useQueryClient();
  return () => {
    forgetUser();
    qc.clear();
    // Nothing personal stays on the device: a teacher's kept rosters and saves go with the session.
    void forgetOfflineCopies();
  };
}
