import { type ClientStatus } from '@traguardo/domain/entities';

/** Tailwind fill of the status dot; green/yellow/red as on the donut and the ring. */
export const statusDotClass: Record<ClientStatus, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
};

/** The same colours as hex, for the donut (chart.js draws on a canvas, not with classes). */
export const statusHex: Record<ClientStatus, string> = {
  green: '#10b981',
  yellow: '#fbbf24',
  red: '#ef4444',
};
