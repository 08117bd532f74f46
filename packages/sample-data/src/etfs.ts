import { type Etf } from '@traguardo/domain/entities';

// UCITS ETFs quoted on Borsa Italiana; allocation is the suggested weight and adds up to 100:
// shares 60, bonds 30, cash 10, the balanced plan that Investi preselects (spec §9).
export const recommendedEtfs: readonly Etf[] = [
  {
    name: 'iShares Core MSCI World UCITS ETF',
    symbol: 'SWDA',
    allocation: 35,
    expense: 0.2,
    performance: 19.6,
    description: 'Oltre 1.400 aziende dei paesi sviluppati in un solo strumento.',
  },
  {
    name: 'Vanguard FTSE All-World UCITS ETF (Acc)',
    symbol: 'VWCE',
    allocation: 15,
    expense: 0.22,
    performance: 17.8,
    description: 'Azionario mondiale, paesi sviluppati ed emergenti, ad accumulazione.',
  },
  {
    name: 'iShares Core Global Aggregate Bond UCITS ETF EUR Hedged',
    symbol: 'AGGH',
    allocation: 30,
    expense: 0.1,
    performance: 3.1,
    description: 'Obbligazioni governative e societarie globali con copertura del cambio.',
  },
  {
    name: 'iShares Core MSCI EM IMI UCITS ETF',
    symbol: 'EIMI',
    allocation: 10,
    expense: 0.18,
    performance: 11.2,
    description: 'Mercati emergenti, dalle grandi alle piccole capitalizzazioni.',
  },
  {
    name: 'Xtrackers II EUR Overnight Rate Swap UCITS ETF',
    symbol: 'XEON',
    allocation: 10,
    expense: 0.1,
    performance: 3.6,
    description: 'Liquidità in euro remunerata al tasso overnight €STR.',
  },
];
