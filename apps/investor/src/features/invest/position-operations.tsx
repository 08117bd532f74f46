import { formatDate, formatEuroCents } from '@traguardo/domain/format';
import { formatCents } from '@traguardo/domain/ledger-money';
import { formatQuantity } from '@traguardo/domain/position-form';
import { isQuotedPerHundred } from '@traguardo/domain/positions';
import { OPERATION_KIND_LABELS, type PositionClass } from '@traguardo/domain/position-schemas';
import { type PositionEntry } from '@traguardo/ledger/position-queries';
import { Button } from '@traguardo/ui/button';

type PositionOperationsProps = {
  positionName: string;
  positionClass: PositionClass;
  entries: readonly PositionEntry[];
  onEdit: (entry: PositionEntry) => void;
  onDelete: (entry: PositionEntry) => void;
};

/** A price as typed, to the cent when it has no more decimals: 98,75 €, 1,234567 €. */
function priceText(price: number): string {
  return Number.isInteger(Math.round(price * 1e6) / 1e4)
    ? formatEuroCents(price)
    : `${formatQuantity(price)} €`;
}

/** What an operation moved: quantity (nominal for bonds), price and fees, in Italian. */
export function operationSummary(entry: PositionEntry, positionClass: PositionClass): string {
  const quantity = isQuotedPerHundred(positionClass)
    ? `${formatQuantity(entry.quantity)} € nominali`
    : `${formatQuantity(entry.quantity)} quote`;
  return `${quantity} a ${priceText(entry.price)} · commissioni ${formatCents(entry.feesCents)}`;
}

/** A position's "Acquisto" and "Vendita" by date, each with "Modifica" and "Elimina". */
export function PositionOperations({
  positionName,
  positionClass,
  entries,
  onEdit,
  onDelete,
}: PositionOperationsProps) {
  if (entries.length === 0) {
    return <p className="text-sm text-slate-600">Nessuna operazione: registra un acquisto.</p>;
  }
  return (
    <div className="space-y-1">
      <p className="text-sm font-medium text-slate-700">Operazioni</p>
      <ul aria-label={`Operazioni di ${positionName}`} className="divide-y divide-slate-100">
        {entries.map((entry) => {
          const what = `${OPERATION_KIND_LABELS[entry.kind]} del ${formatDate(entry.date)}`;
          return (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-1.5"
            >
              <p className="min-w-0 text-sm break-words text-slate-700 tabular-nums">
                <span className="font-medium text-slate-900">{what}</span>
                <span className="block">{operationSummary(entry, positionClass)}</span>
              </p>
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Modifica ${what.toLowerCase()}, ${positionName}`}
                  onClick={() => onEdit(entry)}
                >
                  Modifica
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Elimina ${what.toLowerCase()}, ${positionName}`}
                  onClick={() => onDelete(entry)}
                >
                  Elimina
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
