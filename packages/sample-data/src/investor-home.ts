// Content of the investor's Home that no other screen shares: greeting, alerts, KPI
// figures and the status of the five financial areas.
import { type ClientStatus } from '@traguardo/domain/entities';

export type HomeAlertKind = 'recurring-charge' | 'emergency-fund' | 'goal-progress';

export type HomeAlert = {
  id: string;
  kind: HomeAlertKind;
  title: string;
  description: string;
};

export type AreaId = 'investments' | 'insurance' | 'goals' | 'taxes' | 'property';

export type AreaStatus = {
  id: AreaId;
  name: string;
  status: ClientStatus;
  summary: string;
};

export const investorFirstName = 'Marco';

/** Year-to-date change of the net worth, percent. */
export const netWorthChangePercent = 2.2;

export const homeAlerts: readonly HomeAlert[] = [
  {
    id: 'alert-1',
    kind: 'recurring-charge',
    title: 'Nuovo addebito ricorrente',
    description: 'DAZN ti addebita circa 35 € al mese: verifica se ti serve ancora.',
  },
  {
    id: 'alert-2',
    kind: 'emergency-fund',
    title: 'Fondo di emergenza migliorato',
    description: 'Ora copre più di 14 mesi di spese, oltre l’obiettivo di 6 mesi.',
  },
  {
    id: 'alert-3',
    kind: 'goal-progress',
    title: 'Obiettivo al 23%',
    description: 'Casa al mare in Liguria ha raggiunto il 23% del traguardo.',
  },
];

/**
 * Figures of the KPI cards that no other list holds; the savings rate comes from the
 * transactions and the year-to-date return from the benchmark series.
 */
export const homeKpis = {
  /** Months of expenses the liquid accounts cover (average of the last 3 months), one decimal. */
  emergencyFundMonths: 14.4,
  /** Debts over assets with the home, whole percent, and the ceiling it should stay under. */
  debtRatio: 29,
  debtRatioLimit: 35,
} as const;

export const areaStatuses: readonly AreaStatus[] = [
  {
    id: 'investments',
    name: 'Investimenti',
    status: 'green',
    summary: 'Portafoglio diversificato e costi contenuti',
  },
  {
    id: 'insurance',
    name: 'Assicurazioni',
    status: 'yellow',
    summary: 'La copertura infortuni e invalidità non basta',
  },
  { id: 'goals', name: 'Obiettivi', status: 'green', summary: 'Contributi mensili in linea' },
  { id: 'taxes', name: 'Tasse', status: 'red', summary: 'Acconto IRPEF da versare entro il 30/11' },
  { id: 'property', name: 'Immobili', status: 'green', summary: 'Mutuo sotto il 50% del valore' },
];
