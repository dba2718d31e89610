import { readFileSync } from 'node:fs';

export interface IslandAssets {
  /** The islands' client entry (app/islands/loader.ts). */
  loader: string;
  /** The chunks it imports at once, announced with modulepreload so they download in parallel with it. */
  preload: string[];
}

const ENTRY = 'app/islands/loader.ts';
/** Written by `vite build -c vite.islands.config.ts`, next to the client files. */
const MANIFEST = new URL('../client/.vite/islands-manifest.json', import.meta.url);

interface ManifestChunk {
  file: string;
  imports?: string[];
}

function fromManifest(): IslandAssets {
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[ENTRY];
  if (!entry) throw new Error(`${ENTRY} is missing from ${MANIFEST.pathname}: run npm run build`);
  return {
    loader: `/${entry.file}`,
    preload: (entry.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
  };
}

let built: IslandAssets | undefined;

/** In development Vite serves the source module itself; the production build reads the manifest once. */
export function islandAssets(): IslandAssets {
  if (import.meta.env.DEV) return { loader: `/${ENTRY}`, preload: [] };
  built ??= fromManifest();
  return built;
}
