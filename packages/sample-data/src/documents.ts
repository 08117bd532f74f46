import { type VaultDocument } from '@traguardo/domain/entities';

const MB = 1024 * 1024;

export const vaultDocuments: readonly VaultDocument[] = [
  {
    id: 'doc-1',
    name: 'Testamento olografo',
    type: 'estate',
    uploadDate: '2024-03-18',
    size: Math.round(1.2 * MB),
    status: 'complete',
    description: 'Copia scansionata del testamento depositato presso il notaio.',
  },
  {
    id: 'doc-2',
    name: 'Polizza vita Generali',
    type: 'insurance',
    uploadDate: '2024-06-02',
    size: Math.round(2.4 * MB),
    status: 'review_needed',
    description: 'Polizza caso morte in scadenza: da rinnovare alle stesse condizioni.',
  },
  {
    id: 'doc-3',
    name: 'Modello 730/2024',
    type: 'tax',
    uploadDate: '2024-07-10',
    size: Math.round(0.8 * MB),
    status: 'complete',
    description: 'Dichiarazione dei redditi 2023 con ricevuta di presentazione.',
  },
  {
    id: 'doc-4',
    name: 'Rogito appartamento',
    type: 'property',
    uploadDate: '2023-11-21',
    size: Math.round(5.6 * MB),
    status: 'complete',
    description: 'Atto di compravendita e visura catastale di Via Farini.',
  },
  {
    id: 'doc-5',
    name: 'Estratto conto previdenziale INPS',
    type: 'pension',
    uploadDate: '2024-09-04',
    size: Math.round(0.6 * MB),
    status: 'complete',
    description: 'Contributi versati e stima della pensione futura.',
  },
];
