import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AttendanceInput,
  type AttendanceRecord,
  type AttendanceUpdate,
  type ClassStudent,
  localToday,
  type Register,
  type RegisterInput,
  RegisterQuery,
  type RegisterSaved,
} from '@contracts/attendance';
import type { MessageResponse } from '@contracts/auth';
import { api } from '../../lib/api-client';
import { REGISTER_PARAMS } from '../../lib/paths';
import { READ_AFRESH } from '../../lib/read-afresh';
import { refetchUnlessKept } from '../../lib/offline/offline-saves';
import { type StudentScope, useStudentScope } from '../../lib/viewed-student';

export const ATTENDANCE_KEY = 'attendance';

type Saved = AttendanceRecord & MessageResponse;

export const attendanceApi = {
  classStudents: (cls: string | number, signal?: AbortSignal) =>
    api.get<ClassStudent[]>('/attendance', { query: { class: cls }, signal }),
  mark: (input: AttendanceInput) => api.post<Saved>('/attendance', input),
  update: (input: AttendanceUpdate) => api.put<Saved>('/attendance', input),
  remove: (id: number) => api.delete<MessageResponse>('/attendance', { query: { id } }),
  register: (q: RegisterQuery, signal?: AbortSignal) =>
    api.get<Register>('/attendance/register', { query: { class: q.class, section: q.section, date: q.date }, signal }),
  saveRegister: (input: RegisterInput) => api.put<RegisterSaved>('/attendance/register', input),
};

/** The students of a class for the single-record form; nothing is fetched until a class is chosen. */
export function useClassStudents(cls: string | undefined) {
  return useQuery({
    queryKey: [ATTENDANCE_KEY, 'class-students', cls],
    queryFn: ({ signal }) => attendanceApi.classStudents(cls!, signal),
    enabled: cls !== undefined,
  });
}

/** One day's register of a class (and section), under the key the register card reads. */
export const registerQuery = (q: RegisterQuery) =>
  queryOptions({
    queryKey: [ATTENDANCE_KEY, 'register', q],
    queryFn: ({ signal }) => attendanceApi.register(q, signal),
    // A register on screen must show what is saved now, not what was saved a minute ago.
    staleTime: 0,
  });

/**
 * The register an address opens (the dashboard's links name the class, section and day; no day
 * is today), as the register card reads it: null when the address leaves the class or section to
 * the teacher's own class, which only the card knows.
 */
export function registerAt(params: URLSearchParams): RegisterQuery | null {
  const [cls, section] = [params.get(REGISTER_PARAMS.class), params.get(REGISTER_PARAMS.section)];
  if (cls === null || section === null) return null;
  const parsed = RegisterQuery.safeParse({
    class: cls,
    section,
    date: params.get(REGISTER_PARAMS.date) ?? localToday(),
  });
  return parsed.success ? parsed.data : null;
}

export function useRegister(q: RegisterQuery | null) {
  return useQuery({ ...registerQuery(q!), enabled: q !== null });
}

/** The days of the student being viewed (oneself, or a parent's chosen child), newest first. A 401 is left to the screen, which says why it signs out. */
export const ownAttendanceQuery = (scope: StudentScope) =>
  queryOptions({
    queryKey: [ATTENDANCE_KEY, 'own', scope.key],
    queryFn: ({ signal }) =>
      api.get<AttendanceRecord[]>('/attendance_s', { query: scope.query, signal, followRedirect: false }),
    enabled: scope.ready,
    // Opening the screen shows what teachers have marked since, not what was read before.
    ...READ_AFRESH,
  });

export function useOwnAttendance() {
  return useQuery(ownAttendanceQuery(useStudentScope()));
}

/** A write that refreshes every attendance list and register on success. */
export function useAttendanceMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  // Sent even when the browser says offline: a teacher's save is then kept on the device and says so.
  return useMutation({
    mutationFn: fn,
    networkMode: 'always',
    onSuccess: refetchUnlessKept(() => qc.invalidateQueries({ queryKey: [ATTENDANCE_KEY] })),
  });
}
