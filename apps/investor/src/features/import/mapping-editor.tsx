import type { AmountMapping, ColumnMapping } from '@traguardo/bank-import/column-mapping';
import { mappingProblems } from '@traguardo/bank-import/mapping-profile';
import { Button } from '@traguardo/ui/button';
import { SelectField } from '@traguardo/ui/select-field';
import { useState } from 'react';

type MappingEditorProps = {
  header: readonly string[];
  /** The mapping used (a saved profile's or the proposed one); null when none was found. */
  mapping: ColumnMapping | null;
  onApply: (mapping: ColumnMapping) => void;
};

const AMOUNT_KINDS = [
  { value: 'signed', label: 'Una colonna con il segno' },
  { value: 'credit-debit', label: 'Due colonne: entrate e uscite' },
  { value: 'indicator', label: 'Importo e segno Dare/Avere' },
] as const;

function amountOfKind(kind: string, current: AmountMapping): AmountMapping {
  const first = current.kind === 'credit-debit' ? current.credit : current.column;
  const second =
    current.kind === 'credit-debit'
      ? current.debit
      : current.kind === 'indicator'
        ? current.indicator
        : first + 1;
  if (kind === 'credit-debit') return { kind, credit: first, debit: second };
  if (kind === 'indicator') return { kind, column: first, indicator: second };
  return { kind: 'signed', column: first };
}

/** The columns proposed for date, description and amount, each one changeable by the user. */
export function MappingEditor({ header, mapping, onApply }: MappingEditorProps) {
  const [draft, setDraft] = useState<ColumnMapping>(
    mapping ?? {
      date: 0,
      valueDate: null,
      description: [],
      amount: { kind: 'signed', column: Math.min(1, header.length - 1) },
    },
  );
  const [problems, setProblems] = useState<string[]>([]);
  const columns = header.map((name, index) => ({
    value: String(index),
    label: `${index + 1}. ${name === '' ? '(senza nome)' : name}`,
  }));
  const column = (label: string, id: string, value: number, set: (index: number) => void) => (
    <SelectField
      id={id}
      label={label}
      value={String(value)}
      options={columns}
      onChange={(v) => set(Number(v))}
    />
  );
  const setAmount = (amount: AmountMapping) => setDraft((d) => ({ ...d, amount }));
  const { amount } = draft;

  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Colonne del file</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {column('Colonna della data', 'mappa-data', draft.date, (date) =>
          setDraft((d) => ({ ...d, date })),
        )}
        <SelectField
          id="mappa-valuta"
          label="Colonna della data valuta"
          value={draft.valueDate === null ? '' : String(draft.valueDate)}
          options={[{ value: '', label: 'Nessuna' }, ...columns]}
          onChange={(v) => setDraft((d) => ({ ...d, valueDate: v === '' ? null : Number(v) }))}
        />
        <SelectField
          id="mappa-importo-tipo"
          label="Come è scritto l’importo"
          value={amount.kind}
          options={AMOUNT_KINDS}
          onChange={(kind) => setAmount(amountOfKind(kind, amount))}
        />
        {amount.kind === 'credit-debit' ? (
          <>
            {column('Colonna delle entrate', 'mappa-entrate', amount.credit, (credit) =>
              setAmount({ ...amount, credit }),
            )}
            {column('Colonna delle uscite', 'mappa-uscite', amount.debit, (debit) =>
              setAmount({ ...amount, debit }),
            )}
          </>
        ) : (
          column('Colonna dell’importo', 'mappa-importo', amount.column, (index) =>
            setAmount({ ...amount, column: index }),
          )
        )}
        {amount.kind === 'indicator'
          ? column('Colonna del segno (D/A, +/-)', 'mappa-segno', amount.indicator, (indicator) =>
              setAmount({ ...amount, indicator }),
            )
          : null}
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Colonne della descrizione</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {columns.map(({ value, label }) => {
            const index = Number(value);
            return (
              <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  checked={draft.description.includes(index)}
                  onChange={(event) =>
                    setDraft((d) => ({
                      ...d,
                      description: event.target.checked
                        ? [...d.description, index].sort((a, b) => a - b)
                        : d.description.filter((c) => c !== index),
                    }))
                  }
                />
                {label}
              </label>
            );
          })}
        </div>
      </fieldset>
      {problems.length === 0 ? null : (
        <ul role="alert" className="text-sm text-red-700">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          const found = mappingProblems(draft, header.length);
          setProblems(found);
          if (found.length === 0) onApply(draft);
        }}
      >
        Rileggi con queste colonne
      </Button>
    </fieldset>
  );
}
