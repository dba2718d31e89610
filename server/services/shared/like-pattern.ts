const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE/ILIKE pattern matching `value` anywhere, with the pattern's own wildcards escaped. */
export const likePattern = (value: string) => `%${escapeLike(value)}%`;

/** A LIKE/ILIKE pattern matching text that starts with `value`. */
export const prefixPattern = (value: string) => `${escapeLike(value)}%`;
