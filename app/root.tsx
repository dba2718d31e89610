import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import { messages } from '~/domain/messages';
import { ErrorPanel, errorText } from './components/error-boundary';
import { IslandScripts } from './components/layout/page-scripts';
import { NotFoundView } from './components/layout/not-found-view';
import { islandAssets } from './islands/assets.server';
import { hydratesIslandsOnly } from './islands/page-mode';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function loader() {
  return { islands: islandAssets() };
}

/** The asset names are fixed for the life of the build. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // Public pages ship only their islands (decision 004); the admin hydrates the whole document with the router.
  const islandsOnly = hydratesIslandsOnly(useMatches()) && data !== undefined;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        {islandsOnly && <IslandScripts assets={data.islands} />}
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        {!islandsOnly && (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main>
        <NotFoundView />
      </main>
    );
  }
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : errorText(error);
  return (
    <main className="px-4">
      <ErrorPanel title={messages.errorBoundary.routeTitle} detail={detail} />
    </main>
  );
}
