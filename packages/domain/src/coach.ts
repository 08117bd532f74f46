export type CoachTopic =
  'pension' | 'tax' | 'insurance' | 'emergency' | 'saving' | 'house' | 'generic';

// Italian and English stems; matched on whole-word prefixes of the normalised text.
const topicKeywords: readonly (readonly [CoachTopic, readonly string[]])[] = [
  ['pension', ['pension', 'previdenz', 'tfr', 'retire']],
  // 'tass' alone would also catch 'tasso' (interest rate), a house question.
  [
    'tax',
    ['tasse', 'tassa', 'tassaz', 'tassar', 'fisc', 'tax', 'irpef', 'impost', 'dichiarazione'],
  ],
  ['insurance', ['assicura', 'polizz', 'insur']],
  // Before saving: 'risparmi per le emergenze' asks about the emergency fund.
  ['emergency', ['emergenz', 'imprevist', 'emergency']],
  ['saving', ['risparmi', 'saving', 'save', 'accantona']],
  [
    'house',
    ['casa', 'affitt', 'compra', 'mutuo', 'house', 'home', 'rent', 'buy', 'immobil', 'mortgage'],
  ],
];

/** Lower case, accents removed, so that 'Pensione', 'PENSIONE' and 'pensióne' match alike. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('it-IT');
}

/** The topic of the coach's reply, by keyword; anything else gets the generic reply. */
export function coachTopic(question: string): CoachTopic {
  const words = normalizeText(question).split(/[^\p{L}\p{N}]+/u);
  for (const [topic, stems] of topicKeywords) {
    if (words.some((word) => stems.some((stem) => word.startsWith(stem)))) return topic;
  }
  return 'generic';
}
