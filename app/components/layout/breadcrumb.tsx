import { ChevronRight, House } from 'lucide-react';
import { Link } from 'react-router';

interface BreadcrumbProps {
  pathname: string;
  /** Shown as the last item instead of its path segment, e.g. the product name. */
  current?: string;
  /** Readable labels for segments, e.g. a category slug → its name. */
  labels?: Record<string, string>;
}

function segmentLabel(segment: string): string {
  const words = decodeURIComponent(segment)
    .replace(/[-&_]+/g, ' ')
    .trim();
  return words.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** Section 2: Home plus path segments; 'services' only when last; 'category' leads to /categories; last is text. */
export function Breadcrumb({ pathname, current, labels = {} }: BreadcrumbProps) {
  const segments = pathname.split('/').filter(Boolean);
  const items = segments
    .map((segment, index) => {
      const last = index === segments.length - 1;
      const href = segment === 'category' ? '/categories' : `/${segments.slice(0, index + 1).join('/')}`;
      const label = last && current ? current : (labels[segment] ?? segmentLabel(segment));
      return { segment, href, label, last };
    })
    .filter((item) => item.segment !== 'services' || item.last);

  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500">
        <li>
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <House className="size-3.5" aria-hidden="true" />
            Home
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.href} className="inline-flex items-center gap-1">
            <ChevronRight className="size-3.5 text-slate-400" aria-hidden="true" />
            {item.last ? (
              <span aria-current="page" className="font-medium text-slate-800">
                {item.label}
              </span>
            ) : (
              <Link
                to={item.href}
                className="rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {item.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The trail in its own white band under the header, for pages whose hero starts right below it. */
export function BreadcrumbBar(props: BreadcrumbProps) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-3 sm:px-6">
        <Breadcrumb {...props} />
      </div>
    </div>
  );
}
