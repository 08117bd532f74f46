import { type RecentReport, type ReportType } from '@traguardo/domain/entities';
import { reportPageCount } from '@traguardo/domain/reports';

export const reportTypes: readonly ReportType[] = [
  {
    id: 'comprehensive',
    name: 'Report Completo',
    description: 'Analisi completa di patrimonio, obiettivi, investimenti e protezione.',
    pages: reportPageCount('comprehensive'),
  },
  {
    id: 'summary',
    name: 'Sintesi',
    description: 'I numeri chiave e le raccomandazioni principali in poche pagine.',
    pages: reportPageCount('summary'),
  },
  {
    id: 'goals',
    name: 'Obiettivi',
    description: 'Avanzamento di ogni obiettivo e proiezioni Monte Carlo.',
    pages: reportPageCount('goals'),
  },
  {
    id: 'portfolio',
    name: 'Portafoglio',
    description: 'Allocazione, rendimenti, costi e confronto con il benchmark.',
    pages: reportPageCount('portfolio'),
  },
];

export const recentReports: readonly RecentReport[] = [
  {
    id: 'rep-1',
    client: 'Marco Rossi',
    type: 'Report Completo',
    date: '2024-12-10',
    status: 'Inviato',
  },
  {
    id: 'rep-2',
    client: 'Francesca Romano',
    type: 'Sintesi',
    date: '2024-12-06',
    status: 'Scaricato',
  },
  {
    id: 'rep-3',
    client: 'Luca Colombo',
    type: 'Portafoglio',
    date: '2024-12-03',
    status: 'Generato',
  },
  { id: 'rep-4', client: 'Chiara Ricci', type: 'Obiettivi', date: '2024-11-27', status: 'Inviato' },
];
