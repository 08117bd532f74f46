import { PLAN_FIGURES } from '@traguardo/domain/constants';
import { type InvestmentPlan } from '@traguardo/domain/entities';

export const investmentPlans: readonly InvestmentPlan[] = [
  {
    id: 'conservative',
    name: 'Conservativo',
    risk: 'Basso',
    ...PLAN_FIGURES.conservative,
    description: 'Protegge il capitale con una prevalenza di obbligazioni di qualità.',
  },
  {
    id: 'balanced',
    name: 'Bilanciato',
    risk: 'Moderato',
    ...PLAN_FIGURES.balanced,
    description: 'Equilibrio tra crescita e stabilità per obiettivi a medio termine.',
  },
  {
    id: 'growth',
    name: 'Crescita',
    risk: 'Alto',
    ...PLAN_FIGURES.growth,
    description: 'Punta sull’azionario globale per far crescere il capitale nel lungo periodo.',
  },
];
