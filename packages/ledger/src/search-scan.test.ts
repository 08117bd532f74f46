import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchingTexts, monthScan } from './search-scan';

const plain = (
  texts: readonly string[],
  words: readonly string[],
  keep: (index: number) => boolean,
) =>
  texts.flatMap((text, index) =>
    keep(index) && words.every((word) => text.includes(word)) ? [index] : [],
  );

describe('matchingTexts', () => {
  it('finds the texts holding every word, each once, in order', () => {
    const texts = ['coop spesa', 'farmacia', 'coop coop', '', 'spesa coop centro'];
    expect(matchingTexts(monthScan(texts), texts, ['coop'], () => true)).toEqual([0, 2, 4]);
    expect(matchingTexts(monthScan(texts), texts, ['coop', 'spesa'], () => true)).toEqual([0, 4]);
    expect(matchingTexts(monthScan(texts), texts, ['coop'], (i) => i !== 2)).toEqual([0, 4]);
    expect(matchingTexts(monthScan(texts), texts, [], (i) => i < 2)).toEqual([0, 1]);
    // A word never spans two texts.
    expect(matchingTexts(monthScan(['ab', 'cd']), ['ab', 'cd'], ['bc'], () => true)).toEqual([]);
  });

  it('agrees with testing every text, whatever the texts and words', () => {
    const word = fc.stringMatching(/^[a-eà ]{0,6}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 30 }),
        fc.array(fc.stringMatching(/^[a-eà]{1,3}$/), { maxLength: 3 }),
        fc.integer({ min: 1, max: 4 }),
        (texts, words, every) => {
          const keep = (index: number) => index % every === 0;
          expect(matchingTexts(monthScan(texts), texts, words, keep)).toEqual(
            plain(texts, words, keep),
          );
        },
      ),
    );
  });
});
