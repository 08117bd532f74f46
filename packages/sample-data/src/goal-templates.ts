import { type GoalTemplate } from '@traguardo/domain/entities';

export const goalTemplates: readonly GoalTemplate[] = [
  { id: 'home', name: 'Acquisto casa', icon: 'home', category: 'home', target: 100000, years: 5 },
  {
    id: 'education',
    name: 'Istruzione dei figli',
    icon: 'graduation-cap',
    category: 'education',
    target: 50000,
    years: 10,
  },
  {
    id: 'retirement',
    name: 'Pensione',
    icon: 'sunset',
    category: 'retirement',
    target: 500000,
    years: 30,
  },
  {
    id: 'fire',
    name: 'Indipendenza finanziaria',
    icon: 'flame',
    category: 'fire',
    target: 1000000,
    years: 20,
  },
  {
    id: 'travel',
    name: 'Viaggio dei sogni',
    icon: 'plane',
    category: 'travel',
    target: 15000,
    years: 2,
  },
];
