import { type AccountType } from '@traguardo/domain/entities';

export const accountTypeLabel: Record<AccountType, string> = {
  checking: 'Conto corrente',
  savings: 'Risparmio',
  credit: 'Carta di credito',
  investment: 'Investimenti',
  pension: 'Previdenza',
  mortgage: 'Mutuo',
};
