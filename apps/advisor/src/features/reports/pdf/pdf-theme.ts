import { type Health } from '@traguardo/domain/colors';

/** The document's own palette next to the firm's colours: slate text, like the app. */
export const TEXT = '#0f172a';
export const MUTED = '#475569';
export const RULE = '#cbd5e1';

/** A status in its health colour, dark enough for AA contrast on white. */
export const HEALTH_COLORS: Record<Health, string> = {
  green: '#047857',
  yellow: '#b45309',
  red: '#b91c1c',
};

/** Type sizes in points, one per role, so every page of every report reads alike. */
export const SIZES = {
  body: 10,
  h1: 22,
  h2: 15,
  firm: 20,
  subject: 16,
  label: 9,
  value: 13,
  small: 8,
  table: 9,
  /** The aggregate client table: eight columns on an A4 page. */
  denseTable: 7.5,
} as const;

/** Line height as a multiple of the font size. */
export const LINE_HEIGHT = 1.2;

/** A4 in points, and the margins: the bottom one leaves room for "Pagina X di Y". */
export const PAGE = { width: 595.28, height: 841.89, top: 40, side: 40, bottom: 50 } as const;

/** Vertical space in points between blocks, so that no block touches the next one. */
export const SPACE = {
  /** Above a heading that does not start a page. */
  beforeHeading: 16,
  afterHeading: 8,
  /** Under a paragraph: a row of figures or a table below it keeps its distance. */
  afterText: 8,
  afterFigures: 8,
  afterTable: 10,
  betweenListItems: 2,
} as const;
