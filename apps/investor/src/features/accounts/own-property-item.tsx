import { formatDate } from '@traguardo/domain/format';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import { Button } from '@traguardo/ui/button';
import { PropertyFigures } from './property-figures';
import { type PropertyRow } from '@traguardo/ledger/property-rows';

type OwnPropertyItemProps = {
  property: PropertyRow;
  onEdit: (property: PropertyRow) => void;
  onDelete: (property: PropertyRow) => void;
};

/** One own property: name, date of the estimate, prima casa, its mortgage and figures. */
export function OwnPropertyItem({ property, onEdit, onDelete }: OwnPropertyItemProps) {
  const { mortgage } = property;
  return (
    <li className="space-y-3 py-3">
      <div>
        <p className="font-medium break-words text-slate-900">{property.name}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>Stima del {formatDate(property.estimateDate)}</span>
          {property.primaCasa ? (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              Prima casa
            </span>
          ) : null}
        </p>
        {mortgage === null ? null : (
          <p className="text-sm break-words text-slate-600">Mutuo collegato: {mortgage.name}</p>
        )}
      </div>
      <PropertyFigures
        value={centsToEuro(property.value)}
        mortgageBalance={mortgage === null ? null : Math.abs(centsToEuro(mortgage.balance))}
        ltvLabel={`Rapporto mutuo/valore di ${property.name}`}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Modifica ${property.name}`}
          onClick={() => onEdit(property)}
        >
          Modifica
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={`Elimina ${property.name}`}
          onClick={() => onDelete(property)}
        >
          Elimina
        </Button>
      </div>
    </li>
  );
}
