import { LOCALE } from './constants';

// The one way every text limit is measured: in characters as a person counts them
// (grapheme clusters, Intl.Segmenter), so 'é', '😀' and '👩🏽‍💻' are one character each,
// whatever their UTF-16 length.

/**
 * The most UTF-16 code units one character may take before it counts as more than one.
 * Real characters stay far below (a family emoji is 11); a cluster stacked with dozens of
 * combining marks counts as several characters, so a limit in characters also bounds
 * the stored size (at most this many code units per allowed character).
 */
export const CODE_UNITS_PER_CHARACTER = 16;

let segmenter: Intl.Segmenter | undefined;

function graphemes(text: string): Iterable<{ segment: string }> {
  segmenter ??= new Intl.Segmenter(LOCALE, { granularity: 'grapheme' });
  return segmenter.segment(text);
}

function weight(cluster: string): number {
  return Math.max(1, Math.ceil(cluster.length / CODE_UNITS_PER_CHARACTER));
}

/** How many characters `text` has as a reader counts them: '😀 Mario' is 7. */
export function characterCount(text: string): number {
  let count = 0;
  for (const { segment } of graphemes(text)) count += weight(segment);
  return count;
}

/** How many characters `text` has beyond `max` (0 when it fits). */
export function charactersOver(text: string, max: number): number {
  return Math.max(0, characterCount(text) - max);
}

/** Whether `text` has at most `max` characters. */
export function fitsCharacterLimit(text: string, max: number): boolean {
  // Text this long cannot fit: no need to segment megabytes of untrusted stored input.
  if (text.length > max * CODE_UNITS_PER_CHARACTER) return false;
  return characterCount(text) <= max;
}

/** The first `count` characters of `text`, never half a character: ('😀 Mario', 1) is '😀'. */
export function firstCharacters(text: string, count: number): string {
  let result = '';
  let taken = 0;
  for (const { segment } of graphemes(text)) {
    if (taken >= count) break;
    result += segment;
    taken += 1;
  }
  return result;
}
