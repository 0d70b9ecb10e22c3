import type { ScreenKey } from '@contracts/i18n/keys';
import { useT } from '../../i18n/use-t';

// The spec's role words ('Registered as: Teacher') as lib/auth.ts names them, in the screens' language.
const ROLE_KEYS: Record<string, ScreenKey> = {
  Admin: 'role.admin',
  Teacher: 'role.teacher',
  Student: 'role.student',
  Parent: 'role.parent',
};

export function useRegisteredAs(): (role: string) => string {
  const t = useT();
  return (role) => (ROLE_KEYS[role] ? t(ROLE_KEYS[role]) : role);
}
