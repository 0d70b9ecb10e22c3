import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import type { ScreenKey } from '@contracts/i18n/keys';
import type { Language } from '@contracts/i18n/languages';
import { switchLanguage } from '../i18n/language';
import { LanguageSelect } from '../i18n/language-select';
import { useT } from '../i18n/use-t';
import { Alert, type AlertMessage } from './alert';
import { errorText } from '../lib/api-client';
import { authApi, useResetSession } from '../lib/auth';
import { PATHS } from '../lib/paths';

/**
 * A language picked in the menu is the account's: its screens on every device, the server's
 * answers and its mails. Saved before the screens switch, so a session check answering meanwhile
 * cannot bring the old language back; without the server, this device switches all the same.
 */
async function keepOnAccount(language: Language): Promise<void> {
  await authApi.setLanguage(language).catch(() => undefined);
  await switchLanguage(language);
}

export interface NavItem {
  path: string;
  label: ScreenKey;
}

/**
 * The role's menu. On a desk it stands beside the screen; up to tablet width it folds into one
 * bar with a Menu button, so a phone's first screen is the content and the bar is the same
 * height on every page.
 */
export function Sidebar({ title, items }: { title: ScreenKey; items: NavItem[] }) {
  const t = useT();
  const navigate = useNavigate();
  const reset = useResetSession();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [message, setMessage] = useState<AlertMessage | null>(null);

  const logout = useMutation({
    mutationFn: authApi.logout,
    onSettled: (res, err) => {
      setMessage(
        err
          ? { kind: 'error', text: errorText(err, t('menu.logoutFailed')) }
          : { kind: 'success', text: res?.message ?? '' },
      );
      reset();
      // replace: the back button cannot return to a signed-in screen.
      navigate(PATHS.signIn, { replace: true, state: res ? { message: res.message } : undefined });
    },
  });

  return (
    <nav
      className={open ? 'sidebar open' : 'sidebar'}
      aria-label={t(title)}
      onKeyDown={(e) => {
        // The folded menu (below 800 px) closes on Escape, back on the button that opened it.
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
    >
      <div className="sidebar-bar">
        <h2 className="sidebar-title">{t(title)}</h2>
        <button
          ref={toggle}
          type="button"
          className="btn menu-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span aria-hidden="true">☰</span> {t('menu.open')}
        </button>
      </div>
      <div className="sidebar-panel" id={panelId}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                className={({ isActive }) => (isActive ? 'active' : undefined)}
                onClick={() => setOpen(false)}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LanguageSelect choose={keepOnAccount} />
        <Alert message={message} />
        <button type="button" className="btn btn-logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
          {t('menu.logout')}
        </button>
      </div>
    </nav>
  );
}
