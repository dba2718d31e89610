import { useScriptNonce } from './page-scripts';

/** Structured data for search engines; '<' is escaped so no value can close the script element. */
export function JsonLd({ data }: { data: object }) {
  const nonce = useScriptNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
