// The demo's "Simula successione": Marco's estate from the sample accounts and property, his
// debts, and a sample family (spouse and two children). The Dossier Titoli is split into its
// ETF and its BTP, which leave the taxable estate; the pension fund goes to its designated
// beneficiaries outside the succession, so it is not listed. The mortgage and the credit card
// are the debts, found as the own profile's are (ownLiabilityRows).
import {
  centsToFieldText,
  type EstateRowDraft,
  type HeirDraft,
} from '@traguardo/domain/succession-form';
import {
  type LiabilityRowDraft,
  ownLiabilityRows,
} from '@traguardo/domain/succession-liability-form';
import { accounts, property } from './accounts';

/** The part of the Dossier Titoli held in BTP (euro). */
export const DEMO_DOSSIER_BTP = 30_000;

function balanceOf(id: string): number {
  return accounts.find((account) => account.id === id)?.balance ?? 0;
}

const euroText = (euro: number) => centsToFieldText(Math.round(euro * 100));

export const demoSuccessionEstate: readonly EstateRowDraft[] = [
  { id: 'acc-1', kind: 'saldo', label: 'Conto Corrente XME', value: euroText(balanceOf('acc-1')) },
  { id: 'acc-2', kind: 'saldo', label: 'Conto Deposito', value: euroText(balanceOf('acc-2')) },
  {
    id: 'dossier-etf',
    kind: 'posizione',
    label: 'Dossier Titoli: ETF',
    value: euroText(balanceOf('acc-4') - DEMO_DOSSIER_BTP),
    positionClass: 'fondi-etf',
  },
  {
    id: 'dossier-btp',
    kind: 'posizione',
    label: 'Dossier Titoli: BTP',
    value: euroText(DEMO_DOSSIER_BTP),
    positionClass: 'titoli-di-stato',
  },
  {
    id: 'casa',
    kind: 'immobile',
    label: property.name,
    value: euroText(property.value),
    primaCasa: true,
  },
];

/** The mortgage (145.000 €) and the credit card (1.250 €) at their balances. */
export const demoSuccessionLiabilities: readonly LiabilityRowDraft[] = ownLiabilityRows(
  accounts.map((account) => ({ ...account, balance: Math.round(account.balance * 100) })),
);

export const demoSuccessionHeirs: readonly HeirDraft[] = [
  { id: 'giulia', name: 'Giulia', relationship: 'coniuge', severeDisability: false, weight: '1' },
  { id: 'luca', name: 'Luca', relationship: 'linea-retta', severeDisability: false, weight: '1' },
  { id: 'sara', name: 'Sara', relationship: 'linea-retta', severeDisability: false, weight: '1' },
];
