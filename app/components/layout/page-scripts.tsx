import type { IslandAssets } from '../../islands/assets.server';
import { useNonce } from '../../lib/nonce';

/** Paths that are not public pages: never fetched ahead (the admin, the API, the session pages). */
const NOT_SPECULATED = [
  '/api/*',
  '/media/*',
  '/admin*',
  '/Adminlogin',
  '/staff',
  '/create-staff',
  '/edit-staff/*',
  '/login',
  '/logout',
];

/**
 * Navigation between public pages is plain links: every same-origin page link is fetched when a visitor
 * hovers or touches it, and the links a visitor most likely opens next (marked `data-prerender`: product
 * cards, the next page) are rendered ahead. Browsers without the API load the page as usual.
 */
const SPECULATION_RULES = {
  prefetch: [
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: NOT_SPECULATED } }] },
      eagerness: 'moderate',
    },
  ],
  prerender: [{ source: 'document', where: { selector_matches: '[data-prerender]' }, eagerness: 'moderate' }],
};

/**
 * Inserts the islands' loader. An inline script rather than `<script src>`: a page the public cache keeps is
 * trusted by its inline scripts' hashes, and only a script such a one inserts may load ('strict-dynamic'); a
 * page with a nonce takes the same path. The loader waits for the document itself (app/islands/loader.ts).
 */
function loaderStartup(loader: string): string {
  return `var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(loader)};document.head.appendChild(s)`;
}

/** The only scripts of a page without the router runtime: the islands' loader and the speculation rules. */
export function IslandScripts({ assets }: { assets: IslandAssets }) {
  const nonce = useNonce();
  return (
    <>
      {[assets.loader, ...assets.preload].map((href) => (
        <link key={href} rel="modulepreload" href={href} nonce={nonce} />
      ))}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loaderStartup(assets.loader) }} />
      <script
        type="speculationrules"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
      />
    </>
  );
}
