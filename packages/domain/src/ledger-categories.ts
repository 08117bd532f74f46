import { type LedgerCategory } from './ledger-schemas';

// The built-in categories of every ledger: the spec's transaction categories (§3) and its
// spending categories, each once, with the chart colour the demo already gives it. The
// user's own categories come beside these, never in place of them.

/** Ids of the built-in categories: stable, so budgets and backups keep meaning the same. */
export const BUILT_IN_CATEGORY_IDS = [
  'entrate',
  'stipendio',
  'casa',
  'trasporti',
  'cibo',
  'utilities',
  'intrattenimento',
  'salute',
  'shopping',
  'altro',
] as const;

export type BuiltInCategoryId = (typeof BUILT_IN_CATEGORY_IDS)[number];

/** The category a movement gets when none is chosen. */
export const FALLBACK_CATEGORY_ID: BuiltInCategoryId = 'altro';

/** The category of income with no better name. */
export const INCOME_CATEGORY_ID: BuiltInCategoryId = 'entrate';

export const BUILT_IN_CATEGORIES: readonly LedgerCategory[] = [
  { id: 'entrate', name: 'Entrate', color: '#16a34a', builtIn: true },
  { id: 'stipendio', name: 'Stipendio', color: '#059669', builtIn: true },
  { id: 'casa', name: 'Casa', color: '#0d9488', builtIn: true },
  { id: 'trasporti', name: 'Trasporti', color: '#2563eb', builtIn: true },
  { id: 'cibo', name: 'Cibo', color: '#f59e0b', builtIn: true },
  { id: 'utilities', name: 'Utilities', color: '#8b5cf6', builtIn: true },
  { id: 'intrattenimento', name: 'Intrattenimento', color: '#ec4899', builtIn: true },
  { id: 'salute', name: 'Salute', color: '#0ea5e9', builtIn: true },
  { id: 'shopping', name: 'Shopping', color: '#ef4444', builtIn: true },
  { id: 'altro', name: 'Altro', color: '#64748b', builtIn: true },
] satisfies readonly (LedgerCategory & { id: BuiltInCategoryId })[];

export function isBuiltInCategoryId(id: string): id is BuiltInCategoryId {
  return (BUILT_IN_CATEGORY_IDS as readonly string[]).includes(id);
}
