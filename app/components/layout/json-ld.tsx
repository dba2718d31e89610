import { useNonce } from '../../lib/nonce';

/** Structured data for search engines; '<' is escaped so no value can close the script element. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      nonce={useNonce()}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
