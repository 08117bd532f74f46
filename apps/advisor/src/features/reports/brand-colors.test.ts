import { describe, expect, it } from 'vitest';
import {
  DARK_TEXT,
  LIGHT_TEXT,
  contrastRatio,
  readableTextColor,
  relativeLuminance,
} from './brand-colors';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
  });

  it('is undefined for anything that is not #rrggbb', () => {
    expect(relativeLuminance('blu')).toBeUndefined();
    expect(relativeLuminance('#fff')).toBeUndefined();
  });
});

describe('readableTextColor', () => {
  it('puts white text on a dark brand colour', () => {
    expect(readableTextColor('#1e40af')).toBe(LIGHT_TEXT);
    expect(readableTextColor('#000000')).toBe(LIGHT_TEXT);
  });

  it('puts dark text on a light brand colour', () => {
    expect(readableTextColor('#fde68a')).toBe(DARK_TEXT);
    expect(readableTextColor('#ffffff')).toBe(DARK_TEXT);
  });

  it('falls back to dark text for an invalid colour', () => {
    expect(readableTextColor('non un colore')).toBe(DARK_TEXT);
  });

  it('always reaches at least 4.5:1 for the sample blue', () => {
    const bg = relativeLuminance('#1e40af') ?? 0;
    expect(contrastRatio(bg, 1)).toBeGreaterThanOrEqual(4.5);
  });
});
