import { describe, expect, it } from 'vitest';
import { printableData, printableText, REPLACEMENT_MARK, winAnsiCovers } from './printable-text';

// A font with Latin, Latin Extended, Greek and Cyrillic, and no emoji or Arabic.
const covers = (codePoint: number) => codePoint < 0x0600 || codePoint === 0x20ac;

describe('printableText', () => {
  it('keeps what the font draws: Ł, Ż, Greek, Cyrillic, accents, €', () => {
    const missing = new Set<string>();
    const text = 'Łódź, Żółć Straße · Ελληνικά · Привет · così 1.234 € «sì»';
    expect(printableText(text, covers, missing)).toBe(text);
    expect(missing.size).toBe(0);
  });

  it('replaces an emoji or Arabic with one visible mark each, and says which', () => {
    const missing = new Set<string>();
    expect(printableText('Studio 😀 Rossi', covers, missing)).toBe(
      `Studio ${REPLACEMENT_MARK} Rossi`,
    );
    expect(printableText('مكتب', covers, missing)).toBe(REPLACEMENT_MARK.repeat(4));
    expect([...missing]).toEqual(['😀', 'م', 'ك', 'ت', 'ب']);
  });

  it('makes every string of a document printable, keeping its shape', () => {
    const missing = new Set<string>();
    const data = { title: 'A 😀', rows: [['Ω', { text: 'ok', n: 3 }]] };
    expect(printableData(data, covers, missing)).toEqual({
      title: `A ${REPLACEMENT_MARK}`,
      rows: [['Ω', { text: 'ok', n: 3 }]],
    });
  });

  it('knows what the standard fonts draw when no font could be embedded', () => {
    expect([...'àèé€«»’–'].every((char) => winAnsiCovers(char.codePointAt(0) ?? 0))).toBe(true);
    expect(winAnsiCovers('Ł'.codePointAt(0) ?? 0)).toBe(false);
  });
});
