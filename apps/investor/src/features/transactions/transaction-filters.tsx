import { isFiltered, type TransactionView } from '@traguardo/domain/ledger-transaction-query';
import { Button } from '@traguardo/ui/button';
import { SelectField } from '@traguardo/ui/select-field';
import { TextField } from '@traguardo/ui/text-field';
import { type DraftText } from '@traguardo/ui/use-draft-text';
import { type SetQueryState } from '@traguardo/ui/use-query-state';

type Option = { value: string; label: string };

type TransactionFiltersProps = {
  view: TransactionView;
  setView: SetQueryState<TransactionView>;
  /** The "Cerca" field's text (useMovementFilter). */
  search: DraftText;
  accounts: readonly Option[];
  categories: readonly Option[];
};

/** Movimenti's filters: account, month, category and words; each kept in the address. */
export function TransactionFilters({
  view,
  setView,
  search,
  accounts,
  categories,
}: TransactionFiltersProps) {
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
      {/* Its row is kept when empty: the list below never moves as a filter comes or goes. */}
      <div className="min-h-8 sm:col-span-2 lg:col-span-4">
        {isFiltered(view) || search.text.trim() !== '' ? (
          <Button variant="ghost" size="sm" onClick={() => setView(() => ({}))}>
            Azzera filtri
          </Button>
        ) : null}
      </div>
    </div>
  );
}
