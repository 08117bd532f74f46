import { Plus } from 'lucide-react';
import { type LiabilityKind } from '@traguardo/domain/succession-liabilities';
import { type LiabilityRowDraft } from '@traguardo/domain/succession-liability-form';
import { Button } from '@traguardo/ui/button';
import { SuccessionLiabilityRow } from './succession-liability-row';

type SuccessionLiabilityListProps = {
  rows: readonly LiabilityRowDraft[];
  idPrefix: string;
  errorsOf: (rowId: string) => { label?: string; value?: string };
  /** Takes how the rows change, as a state setter does. */
  onChange: (update: (rows: readonly LiabilityRowDraft[]) => readonly LiabilityRowDraft[]) => void;
  /** A new row's id. */
  newId: () => string;
};

const additions: readonly { kind: LiabilityKind; label: string; button: string }[] = [
  { kind: 'debito', label: 'Debito', button: 'Aggiungi debito' },
  { kind: 'spese-funebri', label: 'Spese funebri', button: 'Aggiungi spese funebri' },
  { kind: 'spese-mediche', label: 'Spese mediche', button: 'Aggiungi spese mediche' },
];

/** "Debiti e spese": what comes off the taxable estate, each row editable and removable. */
export function SuccessionLiabilityList({
  rows,
  idPrefix,
  errorsOf,
  onChange,
  newId,
}: SuccessionLiabilityListProps) {
  return (
    <section aria-label="Debiti e spese" className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900">Debiti e spese</h3>
      <p className="text-xs text-slate-600">
        Si tolgono dai beni tassati prima di dividerli tra gli eredi.
      </p>
      {rows.length === 0 ? null : (
        <ul className="space-y-2">
          {rows.map((row, index) => (
            <SuccessionLiabilityRow
              key={row.id}
              row={row}
              title={`Debito o spesa ${index + 1}`}
              idPrefix={`${idPrefix}-${row.id}`}
              errors={errorsOf(row.id)}
              onChange={(changed) =>
                onChange((current) => current.map((item) => (item.id === row.id ? changed : item)))
              }
              onRemove={() => onChange((current) => current.filter((item) => item.id !== row.id))}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        {additions.map(({ kind, label, button }) => (
          <Button
            key={kind}
            variant="outline"
            size="sm"
            icon={Plus}
            onClick={() =>
              onChange((current) => [...current, { id: newId(), kind, label, value: '' }])
            }
          >
            {button}
          </Button>
        ))}
      </div>
    </section>
  );
}
