// The firm picks its own colours in Settings, so the text on the brand header must
// adapt: white on dark colours, near-black on light ones (WCAG contrast).

const HEX_COLOR = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
export const LIGHT_TEXT = '#ffffff';
export const DARK_TEXT = '#0f172a';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #rrggbb colour, or undefined when it is not one. */
export function relativeLuminance(hex: string): number | undefined {
  const match = HEX_COLOR.exec(hex.trim());
  if (match === null) return undefined;
  const [r = 0, g = 0, b = 0] = match.slice(1).map((part) => channel(Number.parseInt(part, 16)));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** The more readable of white and near-black text on the given background. */
export function readableTextColor(background: string): string {
  const luminance = relativeLuminance(background);
  if (luminance === undefined) return DARK_TEXT;
  const onWhite = contrastRatio(luminance, 1);
  const onDark = contrastRatio(luminance, relativeLuminance(DARK_TEXT) ?? 0);
  return onWhite >= onDark ? LIGHT_TEXT : DARK_TEXT;
}
