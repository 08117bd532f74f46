import { describe, expect, it } from 'vitest';
import {
  characterCount,
  charactersOver,
  CODE_UNITS_PER_CHARACTER,
  firstCharacters,
  fitsCharacterLimit,
} from './text-length';

describe('characterCount', () => {
  it.each([
    ['', 0],
    ['Ciao', 4],
    ['Più €', 5],
    // é as e + combining acute accent
    ['cafe\u0301', 4],
    ['😀', 1],
    ['😀 Mario', 7],
    ['👩🏽‍💻', 1],
    ['👨‍👩‍👧‍👦', 1],
    ['🇮🇹', 1],
  ])('%j has %i characters', (text, count) => {
    expect(characterCount(text)).toBe(count);
  });

  it('counts 1.500 emoji as 1.500 characters, not their 3.000 UTF-16 units', () => {
    const text = '😀'.repeat(1500);
    expect(text.length).toBe(3000);
    expect(characterCount(text)).toBe(1500);
  });

  it('counts a cluster stacked with combining marks as several characters', () => {
    const stacked = `a${'\u0301'.repeat(CODE_UNITS_PER_CHARACTER * 2)}`;
    expect(characterCount(stacked)).toBe(3);
  });
});

describe('charactersOver and fitsCharacterLimit', () => {
  it('measure against the limit in characters', () => {
    expect(charactersOver('😀'.repeat(2000), 2000)).toBe(0);
    expect(fitsCharacterLimit('😀'.repeat(2000), 2000)).toBe(true);
    expect(charactersOver('😀'.repeat(2003), 2000)).toBe(3);
    expect(fitsCharacterLimit('😀'.repeat(2001), 2000)).toBe(false);
  });

  it('refuse text far too long, and say by how much', () => {
    const huge = 'x'.repeat(3_000_000);
    expect(fitsCharacterLimit(huge, 2000)).toBe(false);
    expect(charactersOver('x'.repeat(4_000), 2000)).toBe(2_000);
  });

  it('bound the stored size: text within the limit has at most 16 units per character', () => {
    const stacked = `a${'\u0301'.repeat(100)}`;
    expect(fitsCharacterLimit(stacked, 1)).toBe(false);
  });
});

describe('firstCharacters', () => {
  it.each([
    ['😀 Mario', 1, '😀'],
    ['👩🏽‍💻 Anna', 1, '👩🏽‍💻'],
    ['cafe\u0301', 4, 'cafe\u0301'],
    ['Ciao', 10, 'Ciao'],
    ['', 1, ''],
  ])('(%j, %i) is %j', (text, count, expected) => {
    expect(firstCharacters(text, count)).toBe(expected);
  });
});
