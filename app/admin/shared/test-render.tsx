import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { vi } from 'vitest';

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

/**
 * Renders a route's screen as the router shows it at `url` (`path` is its pattern in app/routes.ts, for its
 * parameters), and a user to type and click as a person does.
 */
export function renderScreen(Screen: ComponentType, { path, url = path }: { path: string; url?: string }) {
  const Stub = createRoutesStub([{ path, Component: Screen }]);
  return { user: userEvent.setup(), ...render(<Stub initialEntries={[url]} />) };
}
