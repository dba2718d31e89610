import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListParams } from './use-list-params';

/** A list screen reduced to what the hook drives: its search box, a filter link and what the URL holds. */
function ListScreen() {
  const list = useListParams({ filters: { status: (value) => value === 'open' } });
  return (
    <>
      <input
        type="search"
        aria-label="Search"
        value={list.text}
        onChange={(event) => list.setText(event.target.value)}
      />
      <Link to={list.href({ filters: { status: 'open' } })}>Open only</Link>
      <p>{`URL search “${list.search}”, status “${list.filters.status}”`}</p>
    </>
  );
}

/** The list's loader holds a search for `held` until the test lets it go, as a slow network would. */
function renderList(held: string) {
  let holdingStarted = () => {};
  const loading = new Promise<void>((resolve) => (holdingStarted = resolve));
  let release = () => {};
  const holding = new Promise<void>((resolve) => (release = resolve));
  const Stub = createRoutesStub([
    {
      path: '/list',
      Component: ListScreen,
      loader: async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') !== held) return null;
        holdingStarted();
        await holding;
        return null;
      },
    },
  ]);
  render(<Stub initialEntries={['/list']} />);
  return { user: userEvent.setup(), loading, release };
}

describe('an admin list’s search box', () => {
  it('sends its search again when a filter clicked while the search was loading took its place', async () => {
    const { user, loading, release } = renderList('hp');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'hp');
    await loading;
    await user.click(screen.getByRole('link', { name: 'Open only' }));
    release();

    await screen.findByText('URL search “hp”, status “open”', undefined, { timeout: 3000 });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', 'hp');
  });
});
