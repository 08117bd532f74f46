// What the PDF's font cannot draw is replaced by a visible mark, never printed as garbage:
// jsPDF writes an uncovered character as glyph 0 (blank or a box) with a wrong text layer.

/** The mark that stands in for a character the font lacks (the font draws it). */
export const REPLACEMENT_MARK = '\uFFFD';

/** Whether the font draws this code point. */
export type Covers = (codePoint: number) => boolean;

/**
 * `text` with every character the font lacks replaced by REPLACEMENT_MARK, by code point
 * (an emoji is one mark, not two); the replaced characters are added to `missing`.
 */
export function printableText(text: string, covers: Covers, missing: Set<string>): string {
  let out = '';
  let replaced = false;
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    // Line breaks and tabs are layout, not glyphs.
    if (codePoint === 0x0a || codePoint === 0x09 || covers(codePoint)) out += char;
    else {
      missing.add(char);
      out += REPLACEMENT_MARK;
      replaced = true;
    }
  }
  return replaced ? out : text;
}

/** Every string within `value` (plain JSON-like data) made printable. */
export function printableData<Value>(value: Value, covers: Covers, missing: Set<string>): Value {
  const map = (node: unknown): unknown => {
    if (typeof node === 'string') return printableText(node, covers, missing);
    if (Array.isArray(node)) return node.map(map);
    if (node !== null && typeof node === 'object') {
      return Object.fromEntries(Object.entries(node).map(([key, inner]) => [key, map(inner)]));
    }
    return node;
  };
  return map(value) as Value;
}

/**
 * The characters of WinAnsiEncoding, what the PDF standard fonts (Helvetica) draw: the
 * fallback when the embedded font cannot be loaded.
 */
const WIN_ANSI_EXTRA = new Set(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((char) => char.codePointAt(0) ?? 0),
);

export function winAnsiCovers(codePoint: number): boolean {
  return (
    (codePoint >= 0x20 && codePoint <= 0x7e) ||
    (codePoint >= 0xa0 && codePoint <= 0xff) ||
    WIN_ANSI_EXTRA.has(codePoint)
  );
}
