import { Plus } from 'lucide-react';
import { useState } from 'react';
import { type Portfolio } from '@traguardo/domain/portfolio';
import { type OperationKind } from '@traguardo/domain/position-schemas';
import {
  addOperation,
  addPosition,
  changeOperation,
  deletePosition,
  restorePosition,
  updatePrice,
} from '@traguardo/ledger/position-commands';
import { type HeldPosition, type PositionEntry } from '@traguardo/ledger/position-queries';
import { type AccountWithBalance } from '@traguardo/ledger/reference-queries';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { showError, showSuccess, showUndo } from '@traguardo/ui/toast';
import { NegativeCashWarning } from '../../components/negative-cash-warning';
import { OpeningBalanceNotice } from '../../components/opening-balance-notice';
import { useLedger } from '../../ledger/use-ledger';
import { OperationDeleteDialog } from './operation-delete-dialog';
import { OperationFormDialog } from './operation-form-dialog';
import { PositionFormDialog } from './position-form-dialog';
import { PositionItem } from './position-item';
import { PriceFormDialog } from './price-form-dialog';
import { reportRefusal } from '../../ledger/report-refusal';

type AccountPositionsProps = {
  account: AccountWithBalance;
  positions: readonly HeldPosition[];
  portfolio: Portfolio;
  today: string;
};

type Editing =
  | { form: 'position' }
  | { form: 'operation'; kind: OperationKind; position: HeldPosition; entry?: PositionEntry }
  | { form: 'price'; position: HeldPosition }
  | { form: 'delete-operation'; position: HeldPosition; entry: PositionEntry }
  | null;

/** "Posizioni" of one investment account: its positions and the forms that change them. */
export function AccountPositions({ account, positions, portfolio, today }: AccountPositionsProps) {
  const db = useLedger();
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);

  async function remove(position: HeldPosition) {
    try {
      const deleted = await deletePosition(db, position.id);
      showUndo(`Posizione ${position.name} eliminata`, () => {
        restorePosition(db, deleted).catch(reportRefusal);
      });
    } catch {
      showError('Eliminazione non riuscita', 'La posizione è rimasta com’era.');
    }
  }

  return (
    <SectionCard
      title={`Posizioni · ${account.name}`}
      contentClassName="space-y-3"
      aside={
        <Button
          size="sm"
          icon={Plus}
          aria-label={`Nuova posizione in ${account.name}`}
          onClick={() => setEditing({ form: 'position' })}
        >
          Nuova posizione
        </Button>
      }
    >
      <OpeningBalanceNotice account={account} review={account.review} />
      <NegativeCashWarning cashCents={account.cash} />
      {positions.length === 0 ? (
        <p className="text-slate-700">
          Nessuna posizione: aggiungi i titoli di questo conto con «Nuova posizione», poi i loro
          acquisti e vendite.
        </p>
      ) : (
        <ul aria-label={`Posizioni di ${account.name}`} className="divide-y divide-slate-100">
          {positions.map((position) => (
            <PositionItem
              key={position.id}
              position={position}
              row={portfolio.rows.find((row) => row.id === position.id)}
              problem={portfolio.problems.find((item) => item.id === position.id)?.problem.message}
              onOperation={(kind) => setEditing({ form: 'operation', kind, position })}
              onEditOperation={(entry) =>
                setEditing({ form: 'operation', kind: entry.kind, position, entry })
              }
              onDeleteOperation={(entry) =>
                setEditing({ form: 'delete-operation', position, entry })
              }
              onPrice={() => setEditing({ form: 'price', position })}
              onDelete={() => void remove(position)}
            />
          ))}
        </ul>
      )}
      {editing?.form === 'position' ? (
        <PositionFormDialog
          accountName={account.name}
          onSave={async (draft) => {
            await addPosition(db, { ...draft, accountId: account.id });
            close();
            showSuccess('Posizione aggiunta', draft.name);
          }}
          onClose={close}
        />
      ) : null}
      {editing?.form === 'operation' ? (
        <OperationFormDialog
          kind={editing.kind}
          positionName={editing.position.name}
          positionClass={editing.position.positionClass}
          today={today}
          initial={editing.entry}
          onSave={async (operation) => {
            const { entry, kind, position } = editing;
            if (entry === undefined) {
              await addOperation(db, position.id, operation, today);
              showSuccess(
                kind === 'acquisto' ? 'Acquisto registrato' : 'Vendita registrata',
                position.name,
              );
            } else {
              await changeOperation(db, entry.id, operation, today);
              showSuccess(
                kind === 'acquisto' ? 'Acquisto modificato' : 'Vendita modificata',
                position.name,
              );
            }
            close();
          }}
          onClose={close}
        />
      ) : null}
      {editing?.form === 'delete-operation' ? (
        <OperationDeleteDialog
          entry={editing.entry}
          positionName={editing.position.name}
          positionClass={editing.position.positionClass}
          today={today}
          onClose={close}
        />
      ) : null}
      {editing?.form === 'price' ? (
        <PriceFormDialog
          positionName={editing.position.name}
          positionClass={editing.position.positionClass}
          today={today}
          onSave={async (price) => {
            await updatePrice(db, editing.position.id, price, today);
            close();
            showSuccess('Prezzo aggiornato', editing.position.name);
          }}
          onClose={close}
        />
      ) : null}
    </SectionCard>
  );
}
