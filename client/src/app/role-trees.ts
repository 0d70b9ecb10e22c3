import type { Role } from '@contracts/enums';
import { adminTree } from './areas/admin-screens';
import { parentTree } from './areas/parent-screens';
import type { RoleTree } from './areas/screen';
import { studentTree } from './areas/student-screens';
import { teacherTree } from './areas/teacher-screens';

export const ROLE_TREES: Record<Role, RoleTree> = {
  admin: adminTree,
  teacher: teacherTree,
  student: studentTree,
  parent: parentTree,
};
