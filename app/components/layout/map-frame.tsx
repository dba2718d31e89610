import { MapPin } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MAP_IFRAME_DELAY_MS } from '~/domain/constants';

/** An island on the contact page. The map is a third-party page: it waits MAP_IFRAME_DELAY_MS so it never competes with the page's own loading. */
export function MapFrame({ url, companyName }: { url: string; companyName: string }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShow(true), MAP_IFRAME_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 shadow-sm sm:aspect-[16/7]">
      {show ? (
        <iframe
          src={url}
          title={`Map showing the location of ${companyName}`}
          className="absolute inset-0 size-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div
          role="status"
          className="absolute inset-0 flex animate-pulse items-center justify-center gap-2 text-slate-500"
        >
          <MapPin aria-hidden="true" className="size-5" />
          Loading map…
        </div>
      )}
    </div>
  );
}
