import type { SpendingCategoryName, TransactionCategory } from '@traguardo/domain/entities';
import type { CategoryRule } from './category-rules';

/** A category the spec names: a transaction's or a spending one. */
export type SpecCategory = TransactionCategory | SpendingCategoryName;

export interface StarterRule extends CategoryRule {
  categoryId: SpecCategory;
}

// Common Italian payees and words → the spec's categories. The spec has no telephone or
// tax category: telcos go with Utilities (bills), F24 and PagoPA with Altro. Income words
// apply only to money coming in, so "stipendio" in a payment to a babysitter stays out.

type Sign = 'in' | 'out' | 'any';

const GROUPS: readonly [SpecCategory, Sign, readonly string[]][] = [
  [
    'Stipendio',
    'in',
    ['STIPENDIO', 'EMOLUMENTI', 'EMOLUMENTO', 'CEDOLINO', 'PENSIONE', 'RETRIBUZIONE'],
  ],
  [
    'Entrate',
    'in',
    [
      'RIMBORSO',
      'BONIFICO A VOSTRO FAVORE',
      'ACCREDITO',
      'INTERESSI CREDITORI',
      'CEDOLA',
      'DIVIDENDO',
    ],
  ],
  [
    'Cibo',
    'out',
    [
      'ESSELUNGA',
      'COOP',
      'IPERCOOP',
      'CONAD',
      'CARREFOUR',
      'LIDL',
      'EUROSPIN',
      'PAM',
      'PENNY MARKET',
      'ALDI',
      'BENNET',
      'IPER',
      'FAMILA',
      'DESPAR',
      'SUPERMERCATO',
      'PANIFICIO',
      'MACELLERIA',
      'RISTORANTE',
      'PIZZERIA',
      'GLOVO',
      'DELIVEROO',
      'JUST EAT',
    ],
  ],
  [
    'Utilities',
    'out',
    [
      'ENEL',
      'ENEL ENERGIA',
      'A2A',
      'HERA',
      'IREN',
      'EDISON',
      'ACEA',
      'SORGENIA',
      'ENI PLENITUDE',
      'PLENITUDE',
      'SERVIZIO ELETTRICO NAZIONALE',
      'ACQUEDOTTO',
      'TIM',
      'TELECOM ITALIA',
      'VODAFONE',
      'WINDTRE',
      'WIND TRE',
      'ILIAD',
      'FASTWEB',
      'HO MOBILE',
      'KENA',
      'VERY MOBILE',
      'SKY',
    ],
  ],
  [
    'Trasporti',
    'out',
    [
      'TRENITALIA',
      'ITALO',
      'ITALO NTV',
      'TRENORD',
      'FRECCIAROSSA',
      'TELEPASS',
      'AUTOSTRADE',
      'AUTOSTRADE PER L ITALIA',
      'PEDAGGIO',
      'PEDAGGI',
      'ATM MILANO',
      'ATAC',
      'GTT',
      'CARBURANTE',
      'CARBURANTI',
      'ENI',
      'ENILIVE',
      'Q8',
      'IP',
      'ESSO',
      'TAMOIL',
      'UBER',
      'FREE NOW',
      'PARCHEGGIO',
      'BOLLO AUTO',
    ],
  ],
  [
    'Intrattenimento',
    'out',
    [
      'NETFLIX',
      'SPOTIFY',
      'DISNEY',
      'DISNEY PLUS',
      'DAZN',
      'PRIME VIDEO',
      'NOW TV',
      'APPLE COM BILL',
      'CINEMA',
      'TICKETONE',
      'PLAYSTATION',
      'STEAM',
    ],
  ],
  [
    'Casa',
    'out',
    [
      'AFFITTO',
      'CANONE LOCAZIONE',
      'LOCAZIONE',
      'CONDOMINIO',
      'RATA MUTUO',
      'MUTUO',
      'IKEA',
      'LEROY MERLIN',
      'BRICOMAN',
    ],
  ],
  [
    'Salute',
    'out',
    [
      'FARMACIA',
      'PARAFARMACIA',
      'TICKET SANITARIO',
      'ASL',
      'ATS',
      'OSPEDALE',
      'DENTISTA',
      'STUDIO MEDICO',
      'OTTICA',
    ],
  ],
  [
    'Shopping',
    'out',
    ['AMAZON', 'AMZN', 'ZALANDO', 'ZARA', 'H M', 'DECATHLON', 'MEDIAWORLD', 'UNIEURO', 'EBAY'],
  ],
  [
    'Altro',
    'out',
    [
      'F24',
      'DELEGA F24',
      'PAGOPA',
      'PAGO PA',
      'AGENZIA ENTRATE',
      'COMMISSIONI',
      'CANONE CONTO',
      'IMPOSTA DI BOLLO',
      'PRELIEVO',
    ],
  ],
];

const bounds = (sign: Sign) => ({
  minCents: sign === 'in' ? 1 : null,
  maxCents: sign === 'out' ? -1 : null,
});

/** The rules a new profile starts with; the user can edit or delete each one. */
export const STARTER_RULES: readonly StarterRule[] = GROUPS.flatMap(([categoryId, sign, words]) =>
  words.map((pattern): StarterRule => ({
    id: `starter:${categoryId}:${pattern}`,
    match: 'contains',
    pattern,
    ...bounds(sign),
    categoryId,
  })),
);
