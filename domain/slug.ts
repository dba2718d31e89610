/** URL slugs: lower-case ASCII words joined by hyphens ("HP LaserJet Pro M404dn" → "hp-laserjet-pro-m404dn"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}

/** Slug for a new row given the taken ones: "name", then "name-2", "name-3", ... */
export function uniqueSlug(base: string, taken: ReadonlySet<string>, fallback = 'item'): string {
  const root = slugify(base) || fallback;
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
