import { type Account, type Property } from '@traguardo/domain/entities';

// One figure for the mortgage, so the account and the property card always agree.
const MORTGAGE_BALANCE = 145000;

export const accounts: readonly Account[] = [
  {
    id: 'acc-1',
    name: 'Conto Corrente XME',
    type: 'checking',
    balance: 6850,
    currency: 'EUR',
    bank: 'Intesa Sanpaolo',
    lastUpdated: '2024-12-14',
  },
  {
    id: 'acc-2',
    name: 'Conto Deposito',
    type: 'savings',
    balance: 28500,
    currency: 'EUR',
    bank: 'Fineco',
    lastUpdated: '2024-12-13',
  },
  {
    id: 'acc-3',
    name: 'Carta di credito Visa',
    type: 'credit',
    balance: -1250,
    currency: 'EUR',
    bank: 'UniCredit',
    lastUpdated: '2024-12-14',
  },
  {
    id: 'acc-4',
    name: 'Dossier Titoli',
    type: 'investment',
    balance: 98500,
    currency: 'EUR',
    bank: 'Fineco',
    lastUpdated: '2024-12-13',
  },
  {
    id: 'acc-5',
    name: 'Fondo Pensione Aperto',
    type: 'pension',
    balance: 42300,
    currency: 'EUR',
    bank: 'Banca Mediolanum',
    lastUpdated: '2024-11-30',
  },
  {
    id: 'acc-6',
    name: 'Mutuo prima casa',
    type: 'mortgage',
    balance: -MORTGAGE_BALANCE,
    currency: 'EUR',
    bank: 'BPER Banca',
    lastUpdated: '2024-12-01',
  },
  {
    id: 'acc-7',
    name: 'Conto BancoPosta',
    type: 'checking',
    balance: 780,
    currency: 'EUR',
    bank: 'Poste Italiane',
    lastUpdated: '2024-12-10',
  },
];

export const property: Property = {
  name: 'Appartamento di residenza',
  address: 'Via Carlo Farini 27, 20159 Milano',
  value: 320000,
  mortgageBalance: MORTGAGE_BALANCE,
};
