import { addAccount } from '../account-commands';
import { type LedgerDatabase } from '../ledger-database';
import { addOperation, addPosition } from '../position-commands';

type DossierOptions = {
  /** Both accounts' opening date. */
  opened: string;
  /** The dossier's opening balance, its cash (cents); 0 when absent. */
  cash?: number;
  /** The purchase's date and price per share (€); none when `price` is absent. */
  bought?: { date: string; price: number };
  today: string;
};

/**
 * The second QA pass's case: a current account of 1.000 € and an investment account
 * ("Dossier Titoli", opened with `cash`, 0 € when absent) holding Enel shares, written through
 * the commands; 100 of them bought when `bought` is given. A purchase from the opening date on
 * is paid from the dossier's cash; one dated before it was paid before (position-values.ts).
 * Answers the ids a test goes on with.
 */
export async function writeDossierWithShares(
  db: LedgerDatabase,
  { opened, cash = 0, bought, today }: DossierOptions,
): Promise<{ dossierId: string; sharesId: string }> {
  const dossier = await addAccount(db, {
    name: 'Dossier Titoli',
    bank: 'Fineco',
    type: 'investment',
    openingBalance: cash,
    openingDate: opened,
  });
  await addAccount(db, {
    name: 'Conto corrente',
    bank: 'Fineco',
    type: 'checking',
    openingBalance: 100000,
    openingDate: opened,
  });
  const shares = await addPosition(db, {
    accountId: dossier.id,
    isin: 'IT0003128367',
    name: 'Enel',
    positionClass: 'azioni',
    custody: 'italiana',
  });
  if (bought !== undefined) {
    await addOperation(
      db,
      shares.id,
      { kind: 'acquisto', date: bought.date, quantity: 100, price: bought.price, feesCents: 0 },
      today,
    );
  }
  return { dossierId: dossier.id, sharesId: shares.id };
}
