import { type MovementToWrite, writeCsvStatement } from '../write-csv-statement';
import { writeCamt053, writeOfx1, writeOfx2 } from '../write-xml-statement';
import { utf8, windows1252 } from './bytes';
import { SAMPLE_MOVEMENTS } from './movements';
import { xlsxBytes } from '@traguardo/spreadsheet/testing/xlsx';

/** A synthetic statement file of `fixtures/`, with the movements it holds. */
export interface SampleFile {
  name: string;
  bytes: Uint8Array;
  movements: readonly MovementToWrite[];
}

// The overlapping statement: February and March again, then April's new rows.
const OVERLAP: readonly MovementToWrite[] = [
  ...SAMPLE_MOVEMENTS.filter((movement) => movement.date >= '2026-02-01'),
  { date: '2026-04-02', description: 'LIDL ITALIA', amountCents: -3310 },
  { date: '2026-04-15', description: 'NETFLIX.COM', amountCents: -1399 },
  { date: '2026-04-27', description: 'BONIFICO STIPENDIO APRILE DA ACME SRL', amountCents: 215000 },
];

// Accents and the euro sign: what a Windows-1252 export holds that ASCII does not.
const ACCENTED: readonly MovementToWrite[] = SAMPLE_MOVEMENTS.map((movement, index) =>
  index === 2
    ? { ...movement, description: 'CAFFÈ DELLA STAZIONE - SCONTRINO € 3,50 - PIÙ' }
    : movement,
);

const ddmmyyyy = (iso: string) => new Date(`${iso}T00:00:00Z`);

async function intesaLike(movements: readonly MovementToWrite[]): Promise<Uint8Array> {
  return xlsxBytes({
    'Lista movimenti': [
      ['Lista movimenti'],
      ['Conto corrente', 'IT60X0542811101000000123456'],
      ['Intestatario', 'Maria Esempio'],
      [],
      [
        'Data contabile',
        'Data valuta',
        'Descrizione',
        'Accrediti',
        'Addebiti',
        'Descrizione estesa',
      ],
      ...movements.map((m) => [
        ddmmyyyy(m.date),
        ddmmyyyy(m.date),
        m.amountCents < 0 ? 'Pagamento' : 'Accredito',
        m.amountCents > 0 ? m.amountCents / 100 : null,
        m.amountCents < 0 ? m.amountCents / 100 : null,
        m.description,
      ]),
    ],
  });
}

/** Every sample file, as its bytes are committed under `fixtures/`. */
export async function sampleFiles(): Promise<SampleFile[]> {
  const csv = (layout: Parameters<typeof writeCsvStatement>[1], movements = SAMPLE_MOVEMENTS) =>
    utf8(writeCsvStatement(movements, layout), true);
  return [
    {
      name: 'intesa-like.xlsx',
      bytes: await intesaLike(SAMPLE_MOVEMENTS),
      movements: SAMPLE_MOVEMENTS,
    },
    { name: 'unicredit-like.csv', bytes: csv('importo-eur'), movements: SAMPLE_MOVEMENTS },
    { name: 'unicredit-like-overlap.csv', bytes: csv('importo-eur', OVERLAP), movements: OVERLAP },
    { name: 'ing-like.csv', bytes: csv('entrate-uscite'), movements: SAMPLE_MOVEMENTS },
    { name: 'dare-avere.csv', bytes: csv('dare-avere'), movements: SAMPLE_MOVEMENTS },
    { name: 'plain-comma.csv', bytes: csv('plain-comma'), movements: SAMPLE_MOVEMENTS },
    {
      name: 'windows-1252.csv',
      bytes: windows1252(writeCsvStatement(ACCENTED, 'importo-eur')),
      movements: ACCENTED,
    },
    {
      name: 'ofx1-sgml.ofx',
      bytes: utf8(writeOfx1(SAMPLE_MOVEMENTS)),
      movements: SAMPLE_MOVEMENTS,
    },
    { name: 'ofx2-xml.qfx', bytes: utf8(writeOfx2(SAMPLE_MOVEMENTS)), movements: SAMPLE_MOVEMENTS },
    {
      name: 'camt053.xml',
      bytes: utf8(writeCamt053(SAMPLE_MOVEMENTS)),
      movements: SAMPLE_MOVEMENTS,
    },
  ];
}
