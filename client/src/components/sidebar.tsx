import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { Alert, type AlertMessage } from './alert';
import { errorText } from '../lib/api-client';
import { authApi, useResetSession } from '../lib/auth';

export interface NavItem {
  path: string;
  label: string;
}

/**
 * The role's menu. On a desk it stands beside the screen; up to tablet width it folds into one
 * bar with a Menu button, so a phone's first screen is the content and the bar is the same
 * height on every page.
 */
export function Sidebar({ title, items }: { title: string; items: NavItem[] }) {
  const navigate = useNavigate();
  const reset = useResetSession();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<AlertMessage | null>(null);

  const logout = useMutation({
    mutationFn: authApi.logout,
    onSettled: (res, err) => {
      setMessage(err ? { kind: 'error', text: errorText(err, 'Error during logout!') } : { kind: 'success', text: res?.message ?? '' });
      reset();
      // replace: the back button cannot return to a signed-in screen.
      navigate('/Signin', { replace: true, state: res ? { message: res.message } : undefined });
    },
  });

  return (
    <nav className={open ? 'sidebar open' : 'sidebar'} aria-label={title}>
      <div className="sidebar-bar">
        <h2 className="sidebar-title">{title}</h2>
        <button type="button" className="btn menu-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
          <span aria-hidden="true">☰</span> Menu
        </button>
      </div>
      <div className="sidebar-panel" id={panelId}>
        <ul>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className={({ isActive }) => (isActive ? 'active' : undefined)} onClick={() => setOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Alert message={message} />
        <button type="button" className="btn btn-logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
          Logout
        </button>
      </div>
    </nav>
  );
}
