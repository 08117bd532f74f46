import { formatDate } from '@traguardo/domain/format';
import { formatCentsWhole } from '@traguardo/domain/ledger-money';
import { type PositionRow } from '@traguardo/domain/portfolio';
import { holdingFacts } from '@traguardo/domain/position-form';
import { type OperationKind, POSITION_CLASS_LABELS } from '@traguardo/domain/position-schemas';
import { type HeldPosition, type PositionEntry } from '@traguardo/ledger/position-queries';
import { Button } from '@traguardo/ui/button';
import { PositionOperations } from './position-operations';

type PositionItemProps = {
  position: HeldPosition;
  /** Its figures; undefined when its operations cannot be replayed. */
  row: PositionRow | undefined;
  /** Why its operations cannot be replayed, when they cannot. */
  problem: string | undefined;
  onOperation: (kind: OperationKind) => void;
  /** "Modifica" of a recorded purchase or sale. */
  onEditOperation: (entry: PositionEntry) => void;
  /** "Elimina" of a recorded purchase or sale. */
  onDeleteOperation: (entry: PositionEntry) => void;
  onPrice: () => void;
  onDelete: () => void;
};

function signedCents(cents: number): string {
  return `${cents > 0 ? '+' : ''}${formatCentsWhole(cents)}`;
}

/** One position: what is held, at what average cost, its value and gain or loss, its actions. */
export function PositionItem({
  position,
  row,
  problem,
  onOperation,
  onEditOperation,
  onDeleteOperation,
  onPrice,
  onDelete,
}: PositionItemProps) {
  const facts: { label: string; value: string }[] = [];
  if (row !== undefined) {
    facts.push(
      ...holdingFacts(row.holding, position.positionClass),
      { label: 'Valore', value: formatCentsWhole(row.valueCents) },
      {
        label: 'Plus/minus latente',
        value:
          row.unrealisedGainCents === null
            ? 'Aggiorna il prezzo'
            : signedCents(row.unrealisedGainCents),
      },
      { label: 'Plus/minus realizzata', value: signedCents(row.realisedGainCents) },
    );
  }
  return (
    <li className="space-y-2 py-3">
      <div>
        <p className="font-medium break-words text-slate-900">{position.name}</p>
        <p className="text-sm text-slate-600">
          {[position.isin, POSITION_CLASS_LABELS[position.positionClass]]
            .filter((part) => part !== undefined)
            .join(' · ')}
          {position.lastPrice === undefined
            ? null
            : ` · prezzo del ${formatDate(position.lastPrice.date)}`}
        </p>
      </div>
      {problem === undefined ? null : <p className="text-sm text-red-700">{problem}</p>}
      {facts.length === 0 ? null : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-slate-600">{fact.label}</dt>
              <dd className="font-medium text-slate-900 tabular-nums">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <PositionOperations
        positionName={position.name}
        positionClass={position.positionClass}
        entries={position.entries}
        onEdit={onEditOperation}
        onDelete={onDeleteOperation}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Acquisto di ${position.name}`}
          onClick={() => onOperation('acquisto')}
        >
          Acquisto
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Vendita di ${position.name}`}
          onClick={() => onOperation('vendita')}
        >
          Vendita
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Aggiorna prezzo di ${position.name}`}
          onClick={onPrice}
        >
          Aggiorna prezzo
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={`Elimina ${position.name}`}
          onClick={onDelete}
        >
          Elimina
        </Button>
      </div>
    </li>
  );
}
