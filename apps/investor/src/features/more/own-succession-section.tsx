import { todayLocalDate } from '@traguardo/domain/calendar-date';
import {
  centsToFieldText,
  type EstateRowDraft,
  type HeirDraft,
} from '@traguardo/domain/succession-form';
import { listAccountsWithBalances } from '@traguardo/ledger/reference-queries';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { SuccessionSimulatorSection } from './succession-simulator-section';

/**
 * The own profile's positions as rows of the estate, each with its class (government bonds
 * leave the taxable estate). Empty until positions are read from the ledger: that reading
 * plugs in here.
 */
export const ownPositionEstateRows: readonly EstateRowDraft[] = [];

const noHeirs: readonly HeirDraft[] = [];

/** "Simula successione" on the own profile: the accounts with money in them, today. */
export function OwnSuccessionSection({
  positionRows = ownPositionEstateRows,
}: {
  positionRows?: readonly EstateRowDraft[];
}) {
  const today = todayLocalDate();
  const accounts = useLedgerQuery((db) => listAccountsWithBalances(db, today), [today]);
  // Debts (cards, mortgages) are not deducted by the simulation: only positive balances.
  const estate = accounts
    ?.filter((account) => account.balance > 0)
    .map((account): EstateRowDraft => ({
      id: account.id,
      kind: 'saldo',
      label: account.name,
      value: centsToFieldText(account.balance),
    }))
    .concat(positionRows);
  return (
    <SuccessionSimulatorSection
      estate={estate}
      heirs={noHeirs}
      description="Il patrimonio parte dai saldi dei tuoi conti di oggi: modificalo, aggiungi immobili e titoli di Stato, poi indica gli eredi."
    />
  );
}
