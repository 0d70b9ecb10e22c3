import { useEffect, useSyncExternalStore } from 'react';
import { localToday } from '@contracts/attendance';
import type { ExamRecord } from '@contracts/exams';
import type { Teaching } from '@contracts/teaching';
import { useT } from '../i18n/use-t';
import { api } from '../lib/api-client';
import { dismiss, keptSaves, onKeptSaves, resend } from '../lib/offline/offline-queue';
import { OfflineConflict } from './offline-conflict';
import './offline-status.css';

const useOnline = () =>
  useSyncExternalStore(
    (f) => (
      addEventListener('online', f),
      addEventListener('offline', f),
      () => (removeEventListener('online', f), removeEventListener('offline', f))
    ),
    () => navigator.onLine,
  );

/**
 * Reads what the teacher's screens need today once, while online, so the service worker keeps
 * it: today's register of each of their classes, and their classes' exams with each grid.
 */
async function keepToday() {
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

/** Online, offline and how many saves wait; a refused save with its reason, a conflict with both values to choose from. */
export default function OfflineStatus() {
  const t = useT();
  const online = useOnline();
  const saves = useSyncExternalStore(onKeptSaves, keptSaves);
  useEffect(() => void keepToday().catch(() => undefined), []);
  const waiting = saves.filter((s) => s.state === 'waiting').length;
  return (
    <div className="offline-status" role="status">
      <span className={online ? 'offline-dot on' : 'offline-dot'}>
        {t(online ? 'offline.online' : 'offline.offline')}
      </span>
      {waiting > 0 && <span>{t('offline.waiting', { count: waiting })}</span>}
      <ul>
        {saves.map((s) =>
          s.state === 'conflict' ? (
            <OfflineConflict key={s.id} save={s} onSend={(chosen) => void resend(s, chosen)} />
          ) : s.state === 'refused' ? (
            <li key={s.id} className="offline-problem">
              {t('offline.refused', { what: s.what })}: {s.reason}{' '}
              <button type="button" className="btn" onClick={() => void dismiss(s)}>
                {t('offline.dismiss')}
              </button>
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}
