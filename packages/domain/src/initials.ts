import { LOCALE } from './constants';
import { firstCharacters } from './text-length';

/**
 * The avatar's initials: the first character of the first two words, skipping
 * abbreviations such as 'Dott.'. Whole characters only, so '😀 Mario' gives '😀M',
 * never half an emoji.
 */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '' && !word.endsWith('.'))
    .slice(0, 2)
    .map((word) => firstCharacters(word, 1).toLocaleUpperCase(LOCALE))
    .join('');
}
