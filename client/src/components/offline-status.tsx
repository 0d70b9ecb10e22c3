import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../i18n/use-t';
import { keepToday } from '../lib/offline/keep-today';
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
