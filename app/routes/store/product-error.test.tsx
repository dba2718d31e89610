import { renderToString } from 'react-dom/server';
import { MemoryRouter, UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '~/domain/messages';
import type { Route } from './+types/product';
import { ErrorBoundary } from './product';

function render(error: unknown): string {
  const props = { error, params: { categorySlug: 'printers', productSlug: 'hp-laserjet' } };
  return renderToString(
    <MemoryRouter>
      <ErrorBoundary {...(props as unknown as Route.ErrorBoundaryProps)} />
    </MemoryRouter>,
  );
}

describe('a product page that fails to load', () => {
  it('shows the spec text, not the generic panel or the error, when loading crashed', () => {
    const html = render(new Error('connection terminated: select * from products'));
    expect(html).toContain(messages.product.detailFailed);
    expect(html).not.toContain(messages.errorBoundary.title);
    expect(html).not.toContain('connection terminated');
  });

  it('shows the spec text for a thrown answer other than 404', () => {
    const html = render(new ErrorResponse(503, 'Service Unavailable', null));
    expect(html).toContain(messages.product.detailFailed);
    expect(html).not.toContain(messages.errorBoundary.routeTitle);
  });

  it('still shows the not-found page for a product that does not exist', () => {
    const html = render(new ErrorResponse(404, 'Not Found', null));
    expect(html).toContain('Page not found');
    expect(html).not.toContain(messages.product.detailFailed);
  });
});
