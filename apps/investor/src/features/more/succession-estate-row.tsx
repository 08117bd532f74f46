import { POSITION_CLASS_LABELS } from '@traguardo/domain/position-schemas';
import { CADASTRAL_VALUE_HINT, type EstateRowDraft } from '@traguardo/domain/succession-form';
import { TextField } from '@traguardo/ui/text-field';
import { Button } from '@traguardo/ui/button';

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
export function SuccessionEstateRow({
  row,
  title,
  idPrefix,
  errors,
  onChange,
  onRemove,
}: SuccessionEstateRowProps) {
  return (
    <li aria-label={title} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <p className="text-xs font-medium text-slate-600">{kindLabel(row)}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-descrizione`}
          label="Descrizione"
          value={row.label}
          error={errors.label}
          autoComplete="off"
          onChange={(label) => onChange({ ...row, label })}
        />
        <TextField
          id={`${idPrefix}-valore`}
          label={`Valore di ${row.label.trim() === '' ? 'questo bene' : row.label} (€)`}
          value={row.value}
          error={errors.value}
          {...(row.kind === 'immobile' ? { hint: CADASTRAL_VALUE_HINT } : {})}
          inputMode="decimal"
          autoComplete="off"
          onChange={(value) => onChange({ ...row, value })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {row.kind === 'immobile' ? (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={row.primaCasa ?? false}
              onChange={(event) => onChange({ ...row, primaCasa: event.target.checked })}
              className="size-4"
            />
            {`Prima casa per un erede${row.label.trim() === '' ? '' : ` (${row.label})`}`}
          </label>
        ) : (
          <span />
        )}
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {`Rimuovi ${row.label.trim() === '' ? 'il bene' : row.label}`}
        </Button>
      </div>
    </li>
  );
}
