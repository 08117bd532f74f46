import { LIABILITY_KIND_LABELS } from '@traguardo/domain/succession-liabilities';
import {
  LIABILITY_HINTS,
  type LiabilityRowDraft,
} from '@traguardo/domain/succession-liability-form';
import { Button } from '@traguardo/ui/button';
import { TextField } from '@traguardo/ui/text-field';

type SuccessionLiabilityRowProps = {
  row: LiabilityRowDraft;
  /** The row's name for assistive technology, e.g. 'Passività 1'. */
  title: string;
  idPrefix: string;
  errors: { label?: string; value?: string };
  onChange: (row: LiabilityRowDraft) => void;
  onRemove: () => void;
};

/** One debt or expense of the estate: what it is and its amount, with what counts under it. */
export function SuccessionLiabilityRow({
  row,
  title,
  idPrefix,
  errors,
  onChange,
  onRemove,
}: SuccessionLiabilityRowProps) {
  const named = row.label.trim() !== '';
  return (
    <li aria-label={title} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <p className="text-xs font-medium text-slate-600">{LIABILITY_KIND_LABELS[row.kind]}</p>
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
          id={`${idPrefix}-importo`}
          label={`Importo di ${named ? row.label : 'questa voce'} (€)`}
          value={row.value}
          error={errors.value}
          hint={LIABILITY_HINTS[row.kind]}
          inputMode="decimal"
          autoComplete="off"
          onChange={(value) => onChange({ ...row, value })}
        />
      </div>
      <div className="flex justify-end">
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {`Rimuovi ${named ? row.label : 'la voce'}`}
        </Button>
      </div>
    </li>
  );
}
