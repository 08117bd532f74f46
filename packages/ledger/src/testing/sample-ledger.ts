import { type LedgerDatabase } from '../ledger-database';
import { addAccount } from '../account-commands';
import { addTransaction, type TransactionDraft } from '../transaction-commands';

/** Two accounts and five movements over two months, written through the commands. */
export async function writeSampleLedger(db: LedgerDatabase) {
  const checking = await addAccount(db, {
    name: 'Conto corrente',
    bank: 'Intesa Sanpaolo',
    type: 'checking',
    openingBalance: 100000,
    openingDate: '2025-01-01',
  });
  const card = await addAccount(db, {
    name: 'Carta di credito',
    bank: 'UniCredit',
    type: 'credit',
    openingBalance: -20000,
    openingDate: '2025-01-01',
  });
  const drafts: TransactionDraft[] = [
    {
      accountId: checking.id,
      date: '2025-01-27',
      description: 'Stipendio gennaio',
      amount: 250000,
      categoryId: 'stipendio',
      recurring: true,
    },
    {
      accountId: checking.id,
      date: '2025-01-05',
      description: 'Affitto',
      amount: -80000,
      categoryId: 'casa',
      recurring: true,
    },
    {
      accountId: checking.id,
      date: '2025-02-10',
      description: 'Spesa al supermercato',
      amount: -4590,
      categoryId: 'cibo',
      recurring: false,
    },
    {
      accountId: card.id,
      date: '2025-02-12',
      description: 'Scarpe',
      amount: -10000,
      categoryId: 'shopping',
      recurring: false,
      note: 'Saldi',
    },
    {
      accountId: card.id,
      date: '2025-02-20',
      description: 'Caffè città',
      amount: -150,
      categoryId: 'cibo',
      recurring: false,
    },
  ];
  const transactions = [];
  for (const draft of drafts) transactions.push(await addTransaction(db, draft));
  return { checking, card, transactions };
}
