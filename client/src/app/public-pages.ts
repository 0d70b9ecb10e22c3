// The public pages besides sign-in, in one chunk: they share the query cache and the schemas.
import '../i18n/server-texts';
export { QueryLayout } from './providers';
export { default as SignupPage } from '../features/auth/signup-page';
export { default as ForgotPasswordPage } from '../features/auth/forgot-password-page';
export { default as ConfirmAccountPage } from '../features/auth/confirm-account-page';
export { default as SetPasswordPage } from '../features/auth/set-password-page';
