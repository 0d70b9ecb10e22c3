import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { Alert, type AlertMessage } from './alert';
import { errorText } from '../lib/api-client';
import { authApi, useResetSession } from '../lib/auth';

export interface NavItem {
  path: string;
  label: string;
}

export function Sidebar({ title, items }: { title: string; items: NavItem[] }) {
  const navigate = useNavigate();
  const reset = useResetSession();
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
    <nav className="sidebar" aria-label={title}>
      <h2 className="sidebar-title">{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={item.path} className={({ isActive }) => (isActive ? 'active' : undefined)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <Alert message={message} />
      <button type="button" className="btn btn-logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
        Logout
      </button>
    </nav>
  );
}
