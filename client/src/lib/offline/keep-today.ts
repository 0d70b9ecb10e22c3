import { localToday } from '@contracts/attendance';
import type { ExamRecord } from '@contracts/exams';
import type { Teaching } from '@contracts/teaching';
import { api } from '../api-client';

/**
 * Reads what the teacher's screens need today once, while online, so the service worker keeps
 * it: today's register of each of their classes, and their classes' exams with each grid.
 */
export async function keepToday(): Promise<void> {
  await navigator.serviceWorker?.register('/sw.js');
  const teaching = await api.get<Teaching>('/teaching/me');
  const places = [...teaching.subjects, ...(teaching.class_teacher ? [teaching.class_teacher] : [])];
  const date = localToday();
  for (const p of new Map(places.map((p) => [`${p.class}${p.section}`, p])).values()) {
    await api.get('/attendance/register', { query: { class: p.class, section: p.section, date } });
    for (const exam of await api.get<ExamRecord[]>('/admin/exams', { query: { class: p.class } }))
      await api.get('/admin/marks/grid', { query: { class: p.class, section: p.section, exam_name: exam.name } });
  }
}
