import { ArrowLeftRight, Plus, Wallet } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { formatCount } from '@traguardo/domain/format';
import { isFiltered } from '@traguardo/domain/ledger-transaction-query';
import { type LedgerTransaction } from '@traguardo/domain/ledger-schemas';
import { listAccounts, listCategories } from '@traguardo/ledger/reference-queries';
import { Button, buttonClassName } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { EmptyState } from '@traguardo/ui/empty-state';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { ImportMovementsLink } from '../../components/import-movements-link';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { TransactionFilters } from './transaction-filters';
import { TransactionFormDialog } from './transaction-form-dialog';
import {
  emptyTransactionForm,
  transactionChanges,
  transactionFormOf,
} from './transaction-form-values';
import { TransactionList } from './transaction-list';
import { useTransactionActions } from './use-transaction-actions';
import { useTransactionMatches } from './use-transaction-matches';
import { useMovementFilter } from './use-movement-filter';

type Editing = { mode: 'new' } | { mode: 'edit'; transaction: LedgerTransaction } | null;

/** Movimenti: every movement of the open profile, newest first, filtered from the address. */
export function TransactionsScreen() {
  const { view, setView, search, filter } = useMovementFilter();
  const accounts = useLedgerQuery((db) => listAccounts(db, { includeArchived: true }), []);
  const categories = useLedgerQuery((db) => listCategories(db), []);
  const read = useTransactionMatches(filter);
  // The rows show with their account's name and their category's choices, never without.
  const matches = accounts === undefined || categories === undefined ? undefined : read;
  const count = matches?.count;
  const actions = useTransactionActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<LedgerTransaction | null>(null);

  const accountOptions = (accounts ?? []).map((a) => ({ value: a.id, label: a.name }));
  const openAccountOptions = (accounts ?? [])
    .filter((a) => !a.archived)
    .map((a) => ({ value: a.id, label: a.name }));
  // The list's rows are memoised: what they receive keeps its identity between renders.
  const categoryOptions = useMemo(
    () => (categories ?? []).map((c) => ({ value: c.id, label: c.name })),
    [categories],
  );
  const accountNames = useMemo(
    () => new Map((accounts ?? []).map((a) => [a.id, a.name])),
    [accounts],
  );
  const { setCategory } = actions;
  const onCategory = useCallback(
    (transaction: LedgerTransaction, categoryId: string) =>
      void setCategory(transaction, categoryId),
    [setCategory],
  );
  const onEdit = useCallback(
    (transaction: LedgerTransaction) => setEditing({ mode: 'edit', transaction }),
    [],
  );
  const noAccounts = accounts !== undefined && accounts.length === 0;
  const newTransaction = () => setEditing({ mode: 'new' });
  const newButton = (
    <Button size="lg" className="w-full sm:w-auto" icon={Plus} onClick={newTransaction}>
      Nuovo movimento
    </Button>
  );

  function body() {
    if (noAccounts) {
      return (
        <EmptyState
          icon={Wallet}
          title="Aggiungi il tuo primo conto"
          description="I movimenti appartengono a un conto: aggiungi prima il conto corrente o la carta da cui partono."
          action={
            <Link to="/accounts" className={buttonClassName()}>
              Vai a Conti
            </Link>
          }
        />
      );
    }
    if (count === 0 && !isFiltered(matches?.filter ?? filter)) {
      return (
        <EmptyState
          icon={ArrowLeftRight}
          title="Nessun movimento"
          description="Registra una spesa, un’entrata o lo stipendio: con “Nuovo movimento” compaiono qui e nei tuoi numeri."
          action={
            <Button icon={Plus} onClick={newTransaction}>
              Nuovo movimento
            </Button>
          }
        />
      );
    }
    return (
      <SectionCard
        title="Tutti i movimenti"
        aside={
          count === undefined ? null : (
            <span className="text-sm text-slate-600" role="status">
              {formatCount(count, 'movimento', 'movimenti')}
            </span>
          )
        }
        contentClassName="space-y-4"
      >
        <TransactionFilters
          view={view}
          setView={setView}
          search={search}
          accounts={accountOptions}
          categories={categoryOptions}
        />
        {count === 0 ? (
          <div className="space-y-2 py-6 text-center">
            <p className="font-medium text-slate-900">Nessun movimento corrisponde ai filtri.</p>
            <Button variant="ghost" size="sm" onClick={() => setView(() => ({}))}>
              Azzera filtri
            </Button>
          </div>
        ) : (
          <TransactionList
            filter={matches?.filter ?? filter}
            count={count ?? 0}
            firstPage={matches?.firstPage ?? []}
            reading={matches?.stale ?? false}
            accountNames={accountNames}
            categories={categoryOptions}
            onCategory={onCategory}
            onEdit={onEdit}
            onDelete={setDeleting}
          />
        )}
      </SectionCard>
    );
  }

  return (
    <div className="space-y-4">
      <ScreenHeader
        title="Movimenti"
        description="Le tue entrate e le tue spese, dalla più recente"
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            <ImportMovementsLink accountId={view.accountId} />
            {/* In the shell too, where most people will find it: only a profile known to
                have no account goes without. */}
            {noAccounts ? null : newButton}
          </div>
        }
      />
      {body()}
      {editing === null || accounts === undefined ? null : (
        <TransactionFormDialog
          title={editing.mode === 'new' ? 'Nuovo movimento' : 'Modifica movimento'}
          initial={
            editing.mode === 'new'
              ? emptyTransactionForm(
                  todayLocalDate(),
                  openAccountOptions.find((a) => a.value === view.accountId)?.value ??
                    openAccountOptions[0]?.value ??
                    '',
                )
              : transactionFormOf(editing.transaction)
          }
          accounts={editing.mode === 'new' ? openAccountOptions : accountOptions}
          categories={categoryOptions}
          onSave={async (draft) => {
            if (editing.mode === 'new') await actions.add(draft);
            else {
              await actions.update(
                editing.transaction.id,
                transactionChanges(editing.transaction, draft),
              );
            }
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare il movimento?"
        description={`«${deleting?.description ?? ''}» sarà eliminato.`}
        confirmLabel="Elimina"
        tone="danger"
        onConfirm={() => {
          if (deleting !== null) void actions.remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
