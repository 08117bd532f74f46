// Content of the investor's "Altro" page beyond tasks and documents: tax forecast,
// succession plan, insurance coverage and property.
import { nextYearlyDate } from '@traguardo/domain/yearly-date';

export type TaxForecast = {
  year: number;
  /** Gross yearly income, euro. */
  grossIncome: number;
  /** Estimated income tax (IRPEF plus regional and municipal surcharges), euro. */
  estimatedTax: number;
  /** Deductions and tax credits already counted, euro. */
  deductions: number;
  /** Expected refund (positive) or balance due (negative), euro. */
  expectedRefund: number;
  /** Filing deadline of the 730 return. */
  filingDeadline: string;
  tips: readonly string[];
};

/** The day the 730 return is due every year. */
const FILING_DAY = '09-30';

/**
 * The demo's tax forecast as of `today` ('yyyy-mm-dd'): for the next return to file, due on
 * 30 September of this year or, once that has passed, of the next.
 */
export function demoTaxForecast(today: string): TaxForecast {
  const filingDeadline = nextYearlyDate(FILING_DAY, today);
  return {
    year: Number(filingDeadline.slice(0, 4)),
    grossIncome: 58000,
    estimatedTax: 16850,
    deductions: 2400,
    expectedRefund: 640,
    filingDeadline,
    tips: [
      'Versando altri 1.500 € al fondo pensione entro dicembre risparmieresti circa 530 € di IRPEF.',
      'Ricordati di conservare le ricevute delle spese mediche: sono detraibili al 19%.',
    ],
  };
}

export type SuccessionStepStatus = 'done' | 'todo';

export type SuccessionStep = { id: string; title: string; status: SuccessionStepStatus };

export const successionPlan: {
  summary: string;
  steps: readonly SuccessionStep[];
} = {
  summary: 'Il tuo piano di successione è quasi completo: resta un passo da fare.',
  steps: [
    { id: 's1', title: 'Beneficiari designati sulla polizza vita', status: 'done' },
    { id: 's2', title: 'Beneficiari del fondo pensione', status: 'done' },
    { id: 's3', title: 'Testamento olografo', status: 'done' },
    { id: 's4', title: 'Inventario dei beni condiviso con i familiari', status: 'todo' },
  ],
};

export type InsurancePolicy = {
  id: string;
  name: string;
  /** Insured amount, euro. */
  coverage: number;
  /** Yearly premium, euro. */
  yearlyPremium: number;
  /** Whether the coverage meets the estimated need. */
  adequate: boolean;
  note: string;
};

export const insuranceCoverage: readonly InsurancePolicy[] = [
  {
    id: 'i1',
    name: 'Vita temporanea caso morte',
    coverage: 250000,
    yearlyPremium: 320,
    adequate: true,
    note: 'Copre circa 5 anni di reddito familiare.',
  },
  {
    id: 'i2',
    name: 'Casa (incendio e scoppio)',
    coverage: 350000,
    yearlyPremium: 180,
    adequate: true,
    note: 'Obbligatoria con il mutuo, valida fino al 2041.',
  },
  {
    id: 'i3',
    name: 'Infortuni e invalidità',
    coverage: 50000,
    yearlyPremium: 240,
    adequate: false,
    note: 'Sotto il fabbisogno stimato di 150.000 €: valuta un’integrazione.',
  },
];

/** Mortgage details of the home; its name, address, value and balance live in accounts.ts. */
export type PropertyExtras = {
  /** Monthly mortgage instalment, euro. */
  monthlyPayment: number;
  /** Mortgage end date. */
  mortgageEnd: string;
  notes: readonly string[];
};

export const propertyExtras: PropertyExtras = {
  monthlyPayment: 1050,
  mortgageEnd: '2041-06-30',
  notes: [
    'Prima casa: esente da IMU.',
    'Interessi del mutuo detraibili al 19% fino a 4.000 € l’anno.',
  ],
};
