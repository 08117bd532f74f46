import { type SpendingCategory } from '@traguardo/domain/entities';

// Monthly spend per category, euro; fills are the chart colours of each slice.
export const spendingCategories: readonly SpendingCategory[] = [
  { name: 'Casa', value: 995, fill: '#0d9488' },
  { name: 'Trasporti', value: 220, fill: '#2563eb' },
  { name: 'Cibo', value: 480, fill: '#f59e0b' },
  { name: 'Utilities', value: 159, fill: '#8b5cf6' },
  { name: 'Intrattenimento', value: 120, fill: '#ec4899' },
  { name: 'Shopping', value: 260, fill: '#ef4444' },
  { name: 'Altro', value: 95, fill: '#64748b' },
];
