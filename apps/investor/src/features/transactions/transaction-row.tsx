import { memo } from 'react';
import { formatDate } from '@traguardo/domain/format';
import { formatCents } from '@traguardo/domain/ledger-money';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { Button } from '@traguardo/ui/button';
import { SelectField } from '@traguardo/ui/select-field';

type Option = { value: string; label: string };

type TransactionRowProps = {
  transaction: LedgerTransaction;
  accountName: string;
  categories: readonly Option[];
  onCategory: (transaction: LedgerTransaction, categoryId: string) => void;
  onEdit: (transaction: LedgerTransaction) => void;
  onDelete: (transaction: LedgerTransaction) => void;
};

/**
 * One movement: description, date, account and amount; its category changes in place.
 * Memoised: a row whose movement and props are the same is not rendered again when the list
 * around it is (a scroll, another page read, the count).
 */
export const TransactionRow = memo(function TransactionRow({
  transaction,
  accountName,
  categories,
  onCategory,
  onEdit,
  onDelete,
}: TransactionRowProps) {
  const { description } = transaction;
  return (
    <div className="space-y-2 py-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{description}</p>
          <p className="flex items-center gap-x-2 overflow-hidden text-sm whitespace-nowrap text-slate-600">
            <span>{formatDate(transaction.date)}</span>
            <span className="truncate">{accountName}</span>
            {transaction.recurring ? (
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                Ricorrente
              </span>
            ) : null}
          </p>
        </div>
        <p
          className={`shrink-0 font-semibold tabular-nums ${
            transaction.amount > 0 ? 'text-emerald-700' : 'text-slate-900'
          }`}
        >
          {formatCents(transaction.amount)}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <div className="min-w-0 flex-1 sm:max-w-60">
          <SelectField
            id={`categoria-${transaction.id}`}
            label={`Categoria di ${description}`}
            hideLabel
            value={transaction.categoryId}
            options={categories}
            onChange={(categoryId) => onCategory(transaction, categoryId)}
          />
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Modifica ${description}`}
          onClick={() => onEdit(transaction)}
        >
          Modifica
        </Button>
        <Button
          variant="danger"
          size="sm"
          aria-label={`Elimina ${description}`}
          onClick={() => onDelete(transaction)}
        >
          Elimina
        </Button>
      </div>
    </div>
  );
});
