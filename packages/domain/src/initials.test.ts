import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each([
    ['Giulia Ferraris', 'GF'],
    ['Dott. Giulia Ferraris', 'GF'],
    ['  marco   de luca ', 'MD'],
    ['Àlvaro Ñúñez', 'ÀÑ'],
    ['😀 Mario', '😀M'],
    ['👩🏽‍💻 Anna', '👩🏽‍💻A'],
    ['', ''],
  ])('%j gives %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
