import { type CoachTopic } from '@traguardo/domain/coach';

// What the demo coach says. Educational, general information only: the closing line of each
// reply sends the user to the advisor for a personal recommendation.

export const coachWelcomeMessage =
  'Ciao! Sono il tuo coach finanziario. Posso aiutarti con pensione, tasse, assicurazioni, ' +
  'risparmio e casa. Scrivi una domanda o scegli una di quelle frequenti qui sotto.';

export const coachReplies: Readonly<Record<CoachTopic, string>> = {
  pension:
    'Per la pensione conviene muoversi presto: la pensione pubblica coprirà probabilmente solo ' +
    'una parte del tuo ultimo stipendio. Un fondo pensione complementare ti permette di dedurre ' +
    'dal reddito fino a 5.164,57 € l’anno e, se sei dipendente, di ricevere anche il contributo ' +
    'del datore di lavoro. Valuta se destinare il TFR al fondo e scegli una linea di ' +
    'investimento coerente con gli anni che ti mancano alla pensione. Con il tuo consulente ' +
    'possiamo stimare il divario tra reddito atteso e pensione.',
  tax:
    'Sulle tasse ci sono tre leve principali: le detrazioni (spese mediche, interessi del mutuo ' +
    'sulla prima casa, ristrutturazioni), le deduzioni (come i versamenti al fondo pensione) e ' +
    'la scelta degli strumenti giusti, per esempio i titoli di Stato tassati al 12,5% invece del ' +
    '26%. Conserva le ricevute durante l’anno e controlla la dichiarazione precompilata prima ' +
    'di inviarla: è lì che spesso si recuperano alcune centinaia di euro.',
  insurance:
    'Una buona protezione parte dai rischi che non potresti sostenere da solo: responsabilità ' +
    'civile, invalidità e, se qualcuno dipende dal tuo reddito, una polizza vita temporanea caso ' +
    'morte. Una regola pratica è un capitale pari a 5–10 anni del tuo reddito. Prima di ' +
    'aggiungere polizze, controlla quelle che hai già (anche tramite conto corrente o lavoro) per ' +
    'evitare doppioni.',
  emergency:
    'Il fondo di emergenza serve a coprire imprevisti come una spesa medica, un guasto all’auto ' +
    'o un periodo senza stipendio senza dover vendere investimenti nel momento sbagliato. Tienilo ' +
    'su un conto deposito o un conto ad alto rendimento, separato dal conto corrente, e ' +
    'ricostituiscilo appena lo usi.',
  saving:
    'Per risparmiare con costanza, automatizza: imposta un bonifico ricorrente il giorno dopo ' +
    'lo stipendio, così risparmi prima di spendere. Punta a mettere da parte almeno il 20% delle ' +
    'entrate e a costruire un fondo di emergenza pari a 6 mesi di spese su un conto deposito ' +
    'liquido. Una volta raggiunto, il risparmio in più può andare verso investimenti di lungo ' +
    'periodo.',
  house:
    'Prima di comprare casa, verifica tre numeri: l’anticipo (di solito almeno il 20% del ' +
    'prezzo, più il 10% circa tra notaio, imposte e agenzia), la rata del mutuo, che è bene resti ' +
    'sotto un terzo del reddito netto, e il confronto con l’affitto sul lungo periodo. Se sei ' +
    'under 36 o acquisti la prima casa, informati sulle agevolazioni fiscali e sul Fondo di ' +
    'garanzia.',
  generic:
    'Bella domanda! Per darti una risposta utile partiamo dalle basi: un fondo di emergenza di ' +
    '6 mesi, un tasso di risparmio di almeno il 20% e obiettivi chiari con una data. Puoi ' +
    'chiedermi di pensione, tasse, assicurazioni, risparmio o casa; per una consulenza ' +
    'personalizzata il tuo consulente è a disposizione.',
};

/** The frequently asked questions offered while the conversation has just started. */
export const coachFaqQuestions: readonly string[] = [
  'Come posso risparmiare di più ogni mese?',
  'Quanto devo versare per la pensione?',
  'Come posso pagare meno tasse?',
  'Mi conviene comprare casa o restare in affitto?',
];
