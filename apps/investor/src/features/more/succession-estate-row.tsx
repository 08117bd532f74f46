import { POSITION_CLASS_LABELS } from '@traguardo/domain/position-schemas';
import { CADASTRAL_VALUE_HINT, type EstateRowDraft } from '@traguardo/domain/succession-form';
import { SuccessionRowFrame } from './succession-row-frame';

function kindLabel(row: EstateRowDraft): string {
  if (row.kind === 'immobile') return 'Immobile';
  if (row.kind === 'posizione') return POSITION_CLASS_LABELS[row.positionClass ?? 'fondi-etf'];
  if (row.kind === 'altro') return 'Altro bene';
  return 'Saldo di un conto';
}

type SuccessionEstateRowProps = {
  row: EstateRowDraft;
  /** The row's name for assistive technology, e.g. 'Bene 2'. */
  title: string;
  idPrefix: string;
  errors: { label?: string; value?: string };
  onChange: (row: EstateRowDraft) => void;
  onRemove: () => void;
};

/** One good of the estate: what it is, its value, and for a property the prima casa flag. */
export function SuccessionEstateRow({ row, ...props }: SuccessionEstateRowProps) {
  const named = row.label.trim() !== '';
  return (
    <SuccessionRowFrame
      row={row}
      kind={kindLabel(row)}
      amount={{
        idSuffix: 'valore',
        label: `Valore di ${named ? row.label : 'questo bene'} (€)`,
        ...(row.kind === 'immobile' ? { hint: CADASTRAL_VALUE_HINT } : {}),
      }}
      removeLabel={`Rimuovi ${named ? row.label : 'il bene'}`}
      extra={
        row.kind === 'immobile' ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={row.primaCasa ?? false}
              onChange={(event) => props.onChange({ ...row, primaCasa: event.target.checked })}
              className="size-4"
            />
            {`Prima casa per un erede${named ? ` (${row.label})` : ''}`}
          </label>
        ) : undefined
      }
      {...props}
    />
  );
}
