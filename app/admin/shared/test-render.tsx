import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import {
  createRoutesStub,
  type ActionFunction,
  type LoaderFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { vi } from 'vitest';
import { SESSION_KEYS } from '../../lib/session';

/** What the fake API answers one call: a JSON body, with 200 unless a status is given. */
interface Answer {
  status?: number;
  body: unknown;
}

/**
 * Puts a fake API behind `fetch` for one test, so the screens' typed client (`app/lib/api-client.ts`) runs as in
 * the browser: each call is answered by its `'METHOD /path/'` (the query aside). A call the test did not expect
 * fails the fetch, which the screen then shows as a failed load or save. Answers the requests it received, in
 * order, so a test can read what was sent.
 */
export function fakeApi(answers: Record<string, Answer>): Request[] {
  const received: Request[] = [];
  vi.stubGlobal('fetch', (request: Request) => {
    received.push(request);
    const call = `${request.method} ${new URL(request.url).pathname}`;
    const answer = answers[call];
    if (!answer) return Promise.reject(new Error(`The fake API has no answer for ${call}.`));
    return Promise.resolve(Response.json(answer.body, { status: answer.status ?? 200 }));
  });
  return received;
}

/** A route module as `app/routes.ts` names it: its screen, and the client loader and action it runs on. */
interface RouteModule {
  // The screen's props are the router's (`loaderData`, `params`, ...), which the stub passes as the app does.
  default: ComponentType<never>;
  clientLoader?: unknown;
  clientAction?: unknown;
  shouldRevalidate?: ShouldRevalidateFunction;
  ErrorBoundary?: ComponentType;
}

/**
 * Signs the test in as an administrator, as the sign-in page leaves the browser: an access token that does not
 * expire within the test and both role flags, so the screens' session guards let it through.
 */
export function signInAsAdmin(username = 'maria'): void {
  const claims = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  window.localStorage.setItem(SESSION_KEYS.access, `header.${claims}.signature`);
  window.localStorage.setItem(SESSION_KEYS.isStaff, 'true');
  window.localStorage.setItem(SESSION_KEYS.isSuperuser, 'true');
  window.localStorage.setItem(SESSION_KEYS.username, username);
}

/**
 * Renders a route's screen as the router shows it at `url` (`path` is its pattern in app/routes.ts, for its
 * parameters), and a user to type and click as a person does. A route module (`import * as route from
 * './staff'`) runs with its `clientLoader`, `clientAction`,
 * `shouldRevalidate` and `ErrorBoundary`, so the test goes through the same loads and saves
 * as the app; a bare component renders alone. `loaders` are the loader-only routes the screen's fetchers load
 * (such as a history's older pages), by their path.
 */
export function renderScreen(
  screen: ComponentType | RouteModule,
  { path, url = path, loaders = {} }: { path: string; url?: string; loaders?: Record<string, unknown> },
) {
  const route =
    'default' in screen
      ? {
          Component: screen.default as ComponentType,
          loader: screen.clientLoader as LoaderFunction | undefined,
          action: screen.clientAction as ActionFunction | undefined,
          ErrorBoundary: screen.ErrorBoundary,
          shouldRevalidate: screen.shouldRevalidate,
          HydrateFallback: () => null,
        }
      : { Component: screen };
  const Stub = createRoutesStub([
    { path, ...route },
    ...Object.entries(loaders).map(([loaderPath, loader]) => ({
      path: loaderPath,
      loader: loader as LoaderFunction,
    })),
  ]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[url]} />) };
}
