import { type GoalCategory } from '@traguardo/domain/entities';

export const goalCategoryLabel: Record<GoalCategory, string> = {
  home: 'Casa',
  education: 'Istruzione',
  retirement: 'Pensione',
  fire: 'Indipendenza finanziaria',
  travel: 'Viaggi',
};
