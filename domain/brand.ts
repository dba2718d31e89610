import { DEFAULT_BRANDS } from './constants';

/**
 * Brand labels as the spec normalises them: HP stays upper case, words of 2 to 4 capital letters stay as
 * typed (ASUS, MSI, TP-LINK parts), everything else is capitalised word by word.
 */
export function normalizeBrand(raw: string): string {
  const collapsed = raw.trim().replace(/\s+/g, ' ');
  if (collapsed === '') return '';
  return collapsed
    .split(' ')
    .map((word) => {
      if (word.toUpperCase() === 'HP') return 'HP';
      if (/^[A-Z]{2,4}$/.test(word)) return word;
      return word
        .split('-')
        .map((part) =>
          /^[A-Z]{2,4}$/.test(part) ? part : part.charAt(0).toUpperCase() + part.slice(1).toLowerCase(),
        )
        .join('-');
    })
    .join(' ');
}

export function brandKey(brand: string): string {
  return normalizeBrand(brand).toLowerCase();
}

/** The defaults plus the given brands, one per case-insensitive name, sorted by label. */
export function brandOptions(existing: Iterable<string>): string[] {
  const byKey = new Map<string, string>();
  for (const brand of [...DEFAULT_BRANDS, ...existing]) {
    const label = normalizeBrand(brand);
    if (label && !byKey.has(label.toLowerCase())) byKey.set(label.toLowerCase(), label);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}
