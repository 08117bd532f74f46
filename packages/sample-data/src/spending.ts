import { type SpendingCategory } from '@traguardo/domain/entities';

// The month's spend per category (transactions.ts), euro; fills are the chart colours of each
// slice. The spec's names have no Salute: health expenses show under Altro.
export const spendingCategories: readonly SpendingCategory[] = [
  { name: 'Casa', value: 1515, fill: '#0d9488' },
  { name: 'Trasporti', value: 429.5, fill: '#2563eb' },
  { name: 'Cibo', value: 246.7, fill: '#f59e0b' },
  { name: 'Utilities', value: 193.65, fill: '#8b5cf6' },
  { name: 'Intrattenimento', value: 81.97, fill: '#ec4899' },
  { name: 'Shopping', value: 150, fill: '#ef4444' },
  { name: 'Altro', value: 168.5, fill: '#64748b' },
];
