import { useLocation } from 'react-router-dom';
import { isFiltered, type TransactionView } from '@traguardo/domain/ledger-transaction-query';
import { Button } from '@traguardo/ui/button';
import { SelectField } from '@traguardo/ui/select-field';
import { TextField } from '@traguardo/ui/text-field';
import { useDraftText } from '@traguardo/ui/use-draft-text';
import { type SetQueryState } from '@traguardo/ui/use-query-state';

type Option = { value: string; label: string };

type TransactionFiltersProps = {
  view: TransactionView;
  setView: SetQueryState<TransactionView>;
  accounts: readonly Option[];
  categories: readonly Option[];
};

const toText = (text: string) => text;
const sameText = (text: string, value: string) => text.trim() === value;

/** Movimenti's filters: account, month, category and words; each kept in the address. */
export function TransactionFilters({
  view,
  setView,
  accounts,
  categories,
}: TransactionFiltersProps) {
  const { key } = useLocation();
  const search = useDraftText({
    value: view.text ?? '',
    toText,
    sameValue: sameText,
    onCommit: (text) => setView((current) => ({ ...current, text }), { replace: true }),
    revision: key,
    // Every keystroke is handed on at once (in the next task): the field shows it at once and
    // the router renders the list for it in a transition, which the next keystroke
    // interrupts. A typing pause would add itself to every search.
    delayMs: 0,
  });
  const choose = (field: 'accountId' | 'categoryId' | 'month') => (value: string) =>
    setView((current) => ({ ...current, [field]: value }));

  return (
    <div
      role="search"
      aria-label="Filtri dei movimenti"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <SelectField
        id="filtro-conto"
        label="Conto"
        value={view.accountId ?? ''}
        options={[{ value: '', label: 'Tutti i conti' }, ...accounts]}
        onChange={choose('accountId')}
      />
      <TextField
        id="filtro-mese"
        label="Mese"
        type="month"
        value={view.month ?? ''}
        onChange={choose('month')}
      />
      <SelectField
        id="filtro-categoria"
        label="Categoria"
        value={view.categoryId ?? ''}
        options={[{ value: '', label: 'Tutte le categorie' }, ...categories]}
        onChange={choose('categoryId')}
      />
      <TextField
        id="filtro-testo"
        label="Cerca"
        type="search"
        autoComplete="off"
        value={search.text}
        onChange={search.onChange}
        onFocus={search.onFocus}
        onBlur={search.onBlur}
      />
      {isFiltered(view) ? (
        <div className="sm:col-span-2 lg:col-span-4">
          <Button variant="ghost" size="sm" onClick={() => setView(() => ({}))}>
            Azzera filtri
          </Button>
        </div>
      ) : null}
    </div>
  );
}
