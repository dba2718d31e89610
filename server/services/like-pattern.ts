/** A LIKE/ILIKE pattern matching `value` anywhere, with the pattern's own wildcards escaped. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
