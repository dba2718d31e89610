import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storeCompany } from '../../lib/company';
import { logout } from '../../lib/logout';
import type { HydrationHandle } from '../../islands/page-mode';
import type { Route } from './+types/logout';

/** The session lives in the browser: this page runs as a whole React Router document, as the admin does. */
export const handle: HydrationHandle = { hydrate: 'document' };

export function meta({ matches }: Route.MetaArgs) {
  const company = storeCompany(matches);
  return [{ title: `Logout | ${company.name}` }, { name: 'robots', content: 'noindex' }];
}

export default function Logout() {
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void logout().then(() => {
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
