import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { company } from '../../../domain/company';
import { API_BASE_PATH } from '../../../domain/constants';
import { clearAllStorage, refreshToken } from '../../lib/session';
import type { Route } from './+types/logout';

export function meta(_: Route.MetaArgs) {
  return [{ title: `Logout | ${company.name}` }, { name: 'robots', content: 'noindex' }];
}

/** Revokes the refresh token on the server when it can; the browser is cleared whatever the answer. */
async function revokeRefreshToken(): Promise<void> {
  const refresh = refreshToken();
  if (!refresh) return;
  try {
    await fetch(`${API_BASE_PATH}/user/logout/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    });
  } catch {
    // An unreachable server must not keep anyone signed in on this device.
  }
}

export default function Logout() {
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void revokeRefreshToken().then(() => {
      clearAllStorage();
      if (active) navigate('/Adminlogin', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-24">
      <p role="status" className="flex items-center gap-3 text-slate-600">
        <Loader2 aria-hidden="true" className="size-5 animate-spin text-brand-600" />
        Signing you out…
      </p>
    </div>
  );
}
