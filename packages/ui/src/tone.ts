// The traffic-light palette shared by rings, bars, badges and KPI cards. Text shades are
// the 700s so they keep a 4.5:1 contrast on white and on their own 50/100 tint.
export type Tone = 'green' | 'yellow' | 'red' | 'blue';

export const toneStroke: Record<Tone, string> = {
  green: 'stroke-emerald-500',
  yellow: 'stroke-amber-400',
  red: 'stroke-red-500',
  blue: 'stroke-brand-600',
};

export const toneFill: Record<Tone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
  blue: 'bg-brand-600',
};

export const toneText: Record<Tone, string> = {
  green: 'text-emerald-700',
  yellow: 'text-amber-800',
  red: 'text-red-700',
  blue: 'text-brand-700',
};

export const toneSoft: Record<Tone, string> = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/20',
  red: 'bg-red-50 text-red-700 ring-red-600/20',
  blue: 'bg-brand-50 text-brand-800 ring-brand-600/20',
};

/** Hex colours for chart.js, which cannot read Tailwind classes. */
export const toneHex: Record<Tone, string> = {
  green: '#10b981',
  yellow: '#f59e0b',
  red: '#ef4444',
  blue: '#0d9488',
};
