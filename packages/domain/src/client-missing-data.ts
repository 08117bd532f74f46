// What the advisor is told when a client's history, allocation or goals are not known: the
// product never makes them up (only the demo's sample clients have simulated ones). The
// client page and the report say the same.

/** What a client's record may lack. */
export type MissingClientData = 'history' | 'allocation' | 'spending';

/** Why a part of the report is left out, after its title. */
export const MISSING_CLIENT_DATA: Record<MissingClientData, string> = {
  history:
    'manca lo storico del patrimonio: del cliente è registrato solo il patrimonio netto di oggi, e i mesi passati non vengono stimati.',
  allocation: 'manca l’allocazione del portafoglio, su cui si calcolano gli importi.',
  spending:
    'mancano le entrate e le spese mensili: del cliente è registrato solo il tasso di risparmio, e le cifre in euro non vengono stimate.',
};

/** Where the income and spending come from: not the investor's file, which has only the rate. */
export const SPENDING_STEP =
  'Le entrate e le spese mensili non arrivano con il fascicolo dell’investitore, che porta solo il tasso di risparmio: chiedile al cliente al prossimo colloquio.';

/** What the advisor can do when the allocation or the goals are missing: the investor's file brings them. */
export const IMPORT_FILE_STEP =
  'Chiedi al cliente il suo fascicolo (in Traguardo, da Altro con «Invia al consulente») e importalo da Clienti con «Importa fascicolo».';

/**
 * What the advisor can do when part of an allocation is of no known class (an investment
 * account without positions): the investor enters the positions and sends the file again.
 */
export const POSITIONS_STEP =
  'Chiedi al cliente di inserire le posizioni del conto d’investimento in Traguardo (da Investi con «Nuova posizione») e di inviarti di nuovo il fascicolo (da Altro con «Invia al consulente»), poi importalo da Clienti con «Importa fascicolo».';
