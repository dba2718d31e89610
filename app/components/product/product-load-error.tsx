import { isRouteErrorResponse } from 'react-router';
import { messages } from '~/domain/messages';
import { ErrorPanel } from '../error-boundary';
import { NotFoundView } from '../layout/not-found-view';

/**
 * What a product page shows when it could not be loaded: the not-found page for a product that does not exist,
 * and the spec's own text for anything else (a database or media failure), without the error's internals.
 */
export function ProductLoadError({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <div className="px-4">
      <ErrorPanel title={messages.product.detailFailed} detail="" />
    </div>
  );
}
