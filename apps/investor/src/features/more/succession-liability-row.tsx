import { LIABILITY_KIND_LABELS } from '@traguardo/domain/succession-liabilities';
import {
  LIABILITY_HINTS,
  type LiabilityRowDraft,
} from '@traguardo/domain/succession-liability-form';
import { SuccessionRowFrame } from './succession-row-frame';

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
export function SuccessionLiabilityRow({ row, ...props }: SuccessionLiabilityRowProps) {
  const named = row.label.trim() !== '';
  return (
    <SuccessionRowFrame
      row={row}
      kind={LIABILITY_KIND_LABELS[row.kind]}
      amount={{
        idSuffix: 'importo',
        label: `Importo di ${named ? row.label : 'questa voce'} (€)`,
        hint: LIABILITY_HINTS[row.kind],
      }}
      removeLabel={`Rimuovi ${named ? row.label : 'la voce'}`}
      {...props}
    />
  );
}
