import { type PlannedRow, canInclude } from '@traguardo/bank-import/import-plan';
import { formatDate } from '@traguardo/domain/format';
import { formatCents } from '@traguardo/domain/ledger-money';
import { SelectField } from '@traguardo/ui/select-field';
import { memo } from 'react';

type Option = { value: string; label: string };

type ImportRowItemProps = {
  row: PlannedRow;
  index: number;
  categories: readonly Option[];
  onChange: (index: number, row: PlannedRow) => void;
};

const STATUS = {
  new: 'Nuovo',
  present: 'Già presente',
  'probable-duplicate': 'Probabile doppione',
} as const;

/**
 * One row of the file: kept or not, what it is, and the category it will get. Made again
 * only when one of its props changes (the list grows a slice at a time, import-preview.tsx).
 */
export const ImportRowItem = memo(function ImportRowItem({
  row,
  index,
  categories,
  onChange,
}: ImportRowItemProps) {
  const { movement } = row;
  const name = `${movement.description} del ${formatDate(movement.date)}`;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
      <input
        type="checkbox"
        aria-label={`Includi ${name}`}
        checked={row.included && canInclude(row)}
        disabled={!canInclude(row)}
        onChange={(event) => onChange(index, { ...row, included: event.target.checked })}
      />
      <span className="w-24 text-sm text-slate-600 tabular-nums">{formatDate(movement.date)}</span>
      <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{movement.description}</span>
      <span className="text-xs font-medium text-slate-600">
        {STATUS[row.verdict.status]}
        {row.recurring ? ' · Ricorrente' : ''}
      </span>
      <span
        className={`w-28 text-right text-sm font-semibold tabular-nums ${
          movement.amountCents < 0 ? 'text-slate-900' : 'text-emerald-700'
        }`}
      >
        {formatCents(movement.amountCents)}
      </span>
      <div className="w-40">
        <SelectField
          id={`importa-categoria-${index}`}
          label={`Categoria di ${name}`}
          hideLabel
          value={row.categoryId}
          options={categories}
          onChange={(categoryId) => onChange(index, { ...row, categoryId })}
        />
      </div>
    </li>
  );
});
