import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { type HeirDraft, ownEstateRows } from '@traguardo/domain/succession-form';
import { ownLiabilityRows } from '@traguardo/domain/succession-liability-form';
import { listPositions } from '@traguardo/ledger/position-queries';
import { listProperties } from '@traguardo/ledger/property-queries';
import { listAccountsWithBalances } from '@traguardo/ledger/reference-queries';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { SuccessionSimulatorSection } from './succession-simulator-section';

const noHeirs: readonly HeirDraft[] = [];

/**
 * "Simula successione" on the own profile: the accounts with money in them today, the
 * positions at their value in Investi and the properties recorded in Conti ("Immobili"); the
 * mortgages and cards at what they owe today, as debts.
 */
export function OwnSuccessionSection() {
  const today = todayLocalDate();
  const held = useLedgerQuery(
    async (db) => ({
      accounts: await listAccountsWithBalances(db, today),
      positions: await listPositions(db),
      properties: await listProperties(db),
    }),
    [today],
  );
  const estate =
    held === undefined
      ? undefined
      : {
          goods: ownEstateRows(held.accounts, held.positions, held.properties),
          liabilities: ownLiabilityRows(held.accounts),
        };
  return (
    <SuccessionSimulatorSection
      estate={estate}
      heirs={noHeirs}
      description="Il patrimonio parte dai saldi dei tuoi conti, dalle tue posizioni di oggi (un conto titoli con posizioni conta per le sue posizioni e la sua liquidità) e dai tuoi immobili; i debiti dai tuoi mutui e carte, con quanto resta da pagare oggi. Modificali, aggiungi altri beni, debiti o spese, poi indica gli eredi."
    />
  );
}
