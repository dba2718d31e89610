import { describe, expect, it } from 'vitest';
import {
  fuzzyCondition,
  hasDigit,
  isShortWord,
  letterDigitParts,
  searchTerms,
  typoVariants,
} from './search-query';

describe('searchTerms', () => {
  it('lower-cases, trims punctuation off words, drops repeats and keeps a compact copy', () => {
    expect(searchTerms('  HP  LaserJet, "M404dn"  hp ')).toEqual({
      text: 'hp laserjet, "m404dn" hp',
      words: ['hp', 'laserjet', 'm404dn'],
      compact: 'hplaserjetm404dnhp',
    });
  });

  it('reads at most 200 characters and 8 words', () => {
    const terms = searchTerms(`${'word '.repeat(10)}${'x'.repeat(300)}`);
    expect(terms.text.length).toBe(200);
    expect(new Set(searchTerms('a b c d e f g h i j').words).size).toBe(8);
  });
});

describe('word kinds', () => {
  it('tells short words and words with digits', () => {
    expect(['a', 'hp', 'i5'].map(isShortWord)).toEqual([true, true, true]);
    expect(['ink', 'l3210'].map(isShortWord)).toEqual([false, false]);
    expect(['l3210', '16gb', 'printer'].map(hasDigit)).toEqual([true, true, false]);
  });

  it('splits a word run together with a number where letters meet digits', () => {
    expect(letterDigitParts('laptop17')).toEqual(['laptop', '17']);
    expect(letterDigitParts('l3210')).toEqual(['l', '3210']);
    expect(letterDigitParts('printer')).toBeNull();
    expect(letterDigitParts('3210')).toBeNull();
  });

  it('spells one-slip variants of a word', () => {
    expect(typoVariants('pritner')).toContain('printer');
    expect(typoVariants('lenovvo')).toContain('lenovo');
  });
});

describe('fuzzyCondition', () => {
  it('has nothing to add for words with no alternatives', () => {
    expect(fuzzyCondition(searchTerms('hp i5'), false)).toBeNull();
    expect(fuzzyCondition(searchTerms('hp i5'), true)).toBeNull();
    // A model number has its parts as an alternative, but never a trigram likeness.
    expect(fuzzyCondition(searchTerms('l3210'), false)).not.toBeNull();
    expect(fuzzyCondition(searchTerms('l3210'), true)).toBeNull();
    expect(fuzzyCondition(searchTerms('thnkpad'), true)).not.toBeNull();
  });
});
