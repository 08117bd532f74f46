import { Plus, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { Button, buttonClassName } from '@traguardo/ui/button';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { EmptyState } from '@traguardo/ui/empty-state';
import { LiveOnly } from '@traguardo/ui/live-only';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { HighYieldCard } from '../../components/high-yield-card';
import { ImportMovementsLink } from '../../components/import-movements-link';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { useProfileStore } from '../../stores/profile-store';
import { AccountFormDialog } from './account-form-dialog';
import { accountChanges, accountFormOf, emptyAccountForm } from './account-form-values';
import { AccountList } from './account-list';
import { displayedAccount, readAccountRows, type AccountRow } from './account-rows';
import { AccountTotals } from './account-totals';
import { LinkBankButton } from './link-bank-button';
import { OwnPropertiesSection } from './own-properties-section';
import { PropertyCard } from './property-card';
import { useAccountActions } from './use-account-actions';

type Editing = { mode: 'new' } | { mode: 'edit'; account: AccountRow } | null;

export function AccountsScreen() {
  const demo = useProfileStore((s) => s.profile === 'demo');
  const today = todayLocalDate();
  const rows = useLedgerQuery((db) => readAccountRows(db, today), [today]);
  const actions = useAccountActions();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);

  const open = rows?.filter((a) => !a.archived);
  const archived = rows?.filter((a) => a.archived) ?? [];
  const listActions = {
    onEdit: (account: AccountRow) => setEditing({ mode: 'edit', account }),
    onArchive: (account: AccountRow, value: boolean) => void actions.archive(account, value),
    onDelete: setDeleting,
  };

  return (
    <div className="space-y-4">
      <ScreenHeader
        title="Conti"
        description="Tutti i tuoi conti in un solo posto"
        action={
          <div className="flex flex-col gap-2 sm:flex-row">
            {demo ? <LinkBankButton /> : null}
            <ImportMovementsLink />
            <Button
              size="lg"
              variant={demo ? 'outline' : 'primary'}
              className="w-full sm:w-auto"
              icon={Plus}
              onClick={() => setEditing({ mode: 'new' })}
            >
              Nuovo conto
            </Button>
          </div>
        }
      />
      <AccountTotals accounts={rows?.map(displayedAccount)} />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr] [&>*]:min-w-0">
        <div className="space-y-4">
          {rows !== undefined && rows.length === 0 ? (
            <EmptyState
              icon={Wallet}
              title="Aggiungi il tuo primo conto"
              description="Il conto corrente, il risparmio, una carta o un mutuo: con il saldo di oggi, i tuoi numeri partono da qui."
              action={
                <Button icon={Plus} onClick={() => setEditing({ mode: 'new' })}>
                  Nuovo conto
                </Button>
              }
            />
          ) : (
            <AccountList
              title="I tuoi conti"
              label="Elenco dei conti"
              accounts={open}
              {...listActions}
            />
          )}
          {archived.length === 0 ? null : (
            <>
              <AccountList
                title="Conti archiviati"
                label="Elenco dei conti archiviati"
                accounts={archived}
                {...listActions}
              />
              {/* After the list, where it moves nothing as it comes. */}
              <p className="text-sm text-slate-600">
                I saldi dei conti archiviati contano nei totali: archiviare un conto lo nasconde,
                non ne toglie il saldo.
              </p>
            </>
          )}
          {rows !== undefined && rows.length > 0 ? (
            <Link to="/transactions" className={buttonClassName({ variant: 'ghost', size: 'sm' })}>
              Tutti i movimenti
            </Link>
          ) : null}
        </div>
        <div className="space-y-4">
          <HighYieldCard />
          {/* The demo household's sample house; the own profile's own properties. */}
          <LiveOnly>{demo ? <PropertyCard /> : <OwnPropertiesSection />}</LiveOnly>
        </div>
      </div>
      {editing === null ? null : (
        <AccountFormDialog
          title={editing.mode === 'new' ? 'Nuovo conto' : 'Modifica conto'}
          initial={
            editing.mode === 'new' ? emptyAccountForm(today) : accountFormOf(editing.account)
          }
          onSave={async (draft) => {
            if (editing.mode === 'new') await actions.add(draft);
            else await actions.update(editing.account.id, accountChanges(editing.account, draft));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare il conto?"
        description={`«${deleting?.name ?? ''}» e tutti i suoi movimenti saranno eliminati.`}
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
