import { describe, expect, it } from 'vitest';
import {
  clientRecommendations,
  emergencyFundShortfall,
  ESTIMATED_MONTHLY_EXPENSES,
  nextSteps,
} from './client-recommendations';
import { createClient } from './testing/factories';

// Marco Rossi of the sample book: every indicator on target.
const marcoRossi = createClient({
  name: 'Marco Rossi',
  savingsRate: 28,
  emergencyFund: 9,
  investmentFee: 0.35,
  insuranceGap: 5,
});

describe('clientRecommendations', () => {
  it('advises nothing on an indicator that is on target, and acknowledges it', () => {
    const { advice, onTarget } = clientRecommendations({ ...marcoRossi, invested: 1_122_750 });
    expect(advice).toEqual([]);
    expect(onTarget).toEqual([
      'Tasso di risparmio 28% (obiettivo almeno 20%): in linea con l’obiettivo.',
      'Fondo emergenza 9,0 mesi (obiettivo 6 mesi): in linea con l’obiettivo.',
      'Costi di investimento 0,35% (obiettivo sotto 0,50%): in linea con l’obiettivo.',
      'Gap assicurativo 5% (soglia 20%): in linea con l’obiettivo.',
    ]);
  });

  it('gives a client with 2 months of fund the step to 6 months with its euro figure', () => {
    const { advice } = clientRecommendations({
      ...marcoRossi,
      emergencyFund: 2,
      monthlyExpenses: 3600,
      invested: 100_000,
    });
    expect(advice).toEqual([
      {
        id: 'emergency-fund',
        severity: 'red',
        text: 'Portare il fondo di emergenza da 2,0 a 6 mesi: 14.400\u00a0€ in più.',
        basis: 'Su spese mensili di 3.600\u00a0€.',
      },
    ]);
  });

  it('estimates the fund in euro on the ISTAT household average for a sample client', () => {
    const [fund] = clientRecommendations({
      ...marcoRossi,
      emergencyFund: 2,
      invested: 0,
      monthlyExpenses: 'estimate',
    }).advice;
    expect(fund?.text).toContain(`${(4 * ESTIMATED_MONTHLY_EXPENSES).toLocaleString('it-IT')}`);
    expect(fund?.basis).toContain('media ISTAT 2023');
  });

  it('puts no euro on the fund when the expenses are not known, and says why', () => {
    const [fund] = clientRecommendations({ ...marcoRossi, emergencyFund: 2, invested: 0 }).advice;
    expect(fund).toEqual({
      id: 'emergency-fund',
      severity: 'red',
      text: 'Portare il fondo di emergenza da 2,0 a 6 mesi.',
      basis: 'L’importo in euro non è calcolato: le spese mensili del cliente non sono registrate.',
    });
  });

  it('puts the urgent (red) ones first, each with its figure', () => {
    const { advice, onTarget } = clientRecommendations({
      ...marcoRossi,
      savingsRate: 17, // yellow
      emergencyFund: 1.5, // red
      investmentFee: 1.45, // red
      insuranceGap: 25, // yellow
      invested: 100_000,
      monthlyExpenses: 2000,
    });
    expect(advice.map((item) => item.id)).toEqual([
      'emergency-fund',
      'investment-fee',
      'savings-rate',
      'insurance-gap',
    ]);
    expect(advice[0]?.text).toContain('da 1,5 a 6 mesi: 9.000\u00a0€ in più');
    // 1,45% against 0,50% of 100.000 €: 1.450 € less 500 € a year.
    expect(advice[1]?.text).toContain('da 1,45% a non oltre 0,50%');
    expect(advice[1]?.text).toContain('950\u00a0€ in meno l’anno');
    expect(advice[2]?.text).toContain('oggi 17%');
    expect(advice[3]?.text).toContain('oggi 25%');
    expect(onTarget).toEqual([]);
  });

  it('puts no euro figure on the fees of a client whose allocation is not known', () => {
    const [fees] = clientRecommendations({
      ...marcoRossi,
      investmentFee: 1.2,
      invested: undefined,
    }).advice;
    expect(fees).toEqual({
      id: 'investment-fee',
      severity: 'red',
      text: 'Ridurre i costi di investimento da 1,20% a non oltre 0,50% con ETF a basso costo.',
      basis:
        'Il risparmio in euro non è calcolato: l’allocazione del portafoglio non è registrata.',
    });
  });
});

describe('emergencyFundShortfall', () => {
  it('is the missing months times the monthly expenses, and nothing once on target', () => {
    expect(emergencyFundShortfall(2, 3600)).toBe(14_400);
    expect(emergencyFundShortfall(6, 3600)).toBe(0);
    expect(emergencyFundShortfall(9, 3600)).toBe(0);
  });
});

describe('nextSteps', () => {
  it('dates each step by its urgency, then the review', () => {
    const { advice } = clientRecommendations({
      ...marcoRossi,
      emergencyFund: 1,
      insuranceGap: 25,
      invested: 0,
    });
    expect(nextSteps(advice, '2026-11-26').map((step) => step.by)).toEqual([
      '2026-12-26',
      '2027-02-24',
      '2027-05-25',
    ]);
  });
});
