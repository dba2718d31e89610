import { sql, type SQL } from 'drizzle-orm';
import { products } from '~/db/schema';
import { likePattern, prefixPattern } from '../shared/like-pattern';

/**
 * How a search finds and orders products, with a bound on the worst case as well as the common one: every
 * step is served by an index (the trigram index on search_text for words of three characters or more, the
 * parsed words for shorter ones), and the steps that could match a whole category at a per-row cost (trigram
 * likeness, ranking by it) only ever see a capped number of rows.
 */

/**
 * A typo'd word must reach this pg_trgm word_similarity with the text ("aser" scores 0.6 against "acer" but
 * 0.4 against "paper"). Lower bars let the trigram index hand back most of the catalogue as candidates,
 * each rechecked at a cost, so swapped and doubled letters are handled by spelling variants instead.
 */
export const FUZZY_THRESHOLD = 0.5;
const FUZZY_MIN_LENGTH = 4;
const MAX_QUERY_LENGTH = 200;
const MAX_QUERY_WORDS = 8;

/**
 * The trigram step ranks at most this many candidates. Its likeness is rechecked row by row on the whole
 * search text, and a long word sharing most trigrams with a common one ("laptopxyz") would otherwise match
 * and rank a fifth of the catalogue (1.3 s at 50,000 products).
 */
export const FUZZY_CANDIDATE_LIMIT = 500;

/**
 * Up to this many matches are all scored by trigram likeness of the name. Past it only cheap tests of the
 * name order them (the exact name, a name starting with the query, a name holding every word), and the rest
 * follow newest first: word_similarity on each of 11,000 matches was most of the cost of a broad search.
 */
export const RANK_ALL_LIMIT = 500;

export interface SearchTerms {
  text: string;
  words: string[];
  compact: string;
}

/** Lower-cased the way search_text is, plus the "compact" form that ignores spacing and punctuation. */
export function searchTerms(raw: string): SearchTerms {
  const text = raw.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH);
  const words = [
    ...new Set(
      text
        .split(' ')
        .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
        .filter(Boolean),
    ),
  ].slice(0, MAX_QUERY_WORDS);
  return { text, words, compact: text.replace(/[^\p{L}\p{N}]+/gu, '') };
}

/** Under three characters a word has no trigram to look up: it is matched against the parsed words instead. */
export const isShortWord = (word: string) => [...word].length < 3;

/** Words with digits are model numbers and sizes ("l3210", "16gb"): a near miss there is another product. */
export const hasDigit = (word: string) => /\p{N}/u.test(word);

/**
 * The common one-slip typos of a word: a letter typed twice or stray ("lenovvo" → "lenovo") and two letters
 * swapped ("pritner" → "printer"). Trigram similarity scores these poorly; as exact substrings they are cheap.
 */
export function typoVariants(word: string): string[] {
  const variants = new Set<string>();
  const letters = [...word];
  if (letters.length >= 5) {
    for (let at = 0; at < letters.length; at++) {
      variants.add([...letters.slice(0, at), ...letters.slice(at + 1)].join(''));
    }
  }
  if (letters.length >= FUZZY_MIN_LENGTH) {
    for (let at = 0; at < letters.length - 1; at++) {
      const swapped = [...letters];
      [swapped[at], swapped[at + 1]] = [swapped[at + 1]!, swapped[at]!];
      variants.add(swapped.join(''));
    }
  }
  variants.delete(word);
  return [...variants];
}

/**
 * A word run together with a number, split where letters meet digits ("laptop17" → "laptop", "17"), for
 * when the word as typed matched nothing. Null when there is nothing to split.
 */
export function letterDigitParts(word: string): string[] | null {
  const parts = word.match(/\p{L}+|\p{N}+/gu) ?? [];
  return parts.length > 1 ? parts : null;
}

const contains = (value: string) => sql`${products.searchText} like ${likePattern(value)}`;

/**
 * A short word is a whole parsed word, or for two characters the start of one ("hp" finds "hpe", "i5" finds
 * "i5-12450h", "15" finds "15.6"): one letter as a prefix would be most of the catalogue. Short words are
 * letters and digits only (punctuation inside a word makes it three characters), so the lexeme needs no quoting.
 */
function shortWordMatch(word: string): SQL {
  const lexeme = [...word].length === 2 ? `${word}:*` : word;
  return sql`${products.searchWords} @@ to_tsquery('simple', ${lexeme})`;
}

const wordMatch = (word: string) => (isShortWord(word) ? shortWordMatch(word) : contains(word));

const every = (conditions: SQL[]) => sql`(${sql.join(conditions, sql` and `)})`;
const any = (conditions: SQL[]) =>
  conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`;

/**
 * Exact matching: every word appears in the text, or the query without spaces and punctuation appears in
 * the compact copy of name and specs ("i5 12400" → "i512400").
 */
export function exactCondition(terms: SearchTerms): SQL {
  const branches = [every(terms.words.map(wordMatch))];
  const single = terms.words.length === 1 && terms.words[0] === terms.compact;
  if (!single && [...terms.compact].length >= 3) branches.push(contains(terms.compact));
  return any(branches);
}

/**
 * The alternatives a word has when it matched nothing as typed: its one-slip variants for a word of letters,
 * its letter and digit parts for a model number run together with a word; short words have none. With
 * `trigrams`, a word of letters may also be a close trigram match (rechecked row by row: the last resort);
 * words with digits never are, since "laptop17" is as like every laptop as "l3250" is like "l3210".
 * Null when the step would find nothing the one before it did not.
 */
export function fuzzyCondition(terms: SearchTerms, trigrams: boolean): SQL | null {
  let widened = false;
  const perWord = terms.words.map((word) => {
    if (isShortWord(word)) return shortWordMatch(word);
    const options = [contains(word)];
    if (hasDigit(word)) {
      const parts = letterDigitParts(word);
      if (parts) options.push(every(parts.map(wordMatch)));
      widened ||= !trigrams && parts !== null;
    } else {
      options.push(...typoVariants(word).map(contains));
      widened ||= !trigrams && options.length > 1;
      if (trigrams && [...word].length >= FUZZY_MIN_LENGTH) {
        options.push(sql`${word} <% ${products.searchTitle}`);
        widened = true;
      }
    }
    return any(options);
  });
  return widened ? every(perWord) : null;
}

/**
 * Best first: the exact name, then names that start with the query, then names closest to it. Only the short
 * name is scored: ranking by ts_rank over the whole text costs a to_tsvector per matching row.
 */
function fullRank(terms: SearchTerms): SQL {
  const name = sql`lower(btrim(${products.name}))`;
  return sql`(
    (${name} = ${terms.text})::int * 4
    + word_similarity(${terms.text}, ${name}) * 2
    + (${name} like ${likePattern(terms.text)})::int
    + (${name} like ${prefixPattern(terms.text)})::int
  )`;
}

/** For many matches: the same order of the exact name and the names starting with the query, without likeness. */
function cheapRank(terms: SearchTerms): SQL {
  const name = sql`lower(btrim(${products.name}))`;
  const holdsEvery = every(terms.words.map((word) => sql`${name} like ${likePattern(word)}`));
  return sql`(
    (${name} = ${terms.text})::int * 4
    + (${name} like ${prefixPattern(terms.text)})::int * 2
    + ${holdsEvery}::int
  )`;
}

/** The relevance of a match, by the number of matches (a window over them, so decided in the same query). */
export function searchRank(terms: SearchTerms, matches: SQL): SQL {
  return sql`case when ${matches} > ${RANK_ALL_LIMIT} then ${cheapRank(terms)} else ${fullRank(terms)} end`;
}
