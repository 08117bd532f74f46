import { parseTransactionQuery } from '@traguardo/domain/ledger-transaction-query';
import { listAccounts, listCategories } from '@traguardo/ledger/reference-queries';
import { buttonClassName } from '@traguardo/ui/button';
import { EmptyState } from '@traguardo/ui/empty-state';
import { ScreenHeader } from '@traguardo/ui/screen-header';
import { FixedFigure } from '@traguardo/ui/fixed-figure';
import { FileUp, Wallet } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { useProfileStore } from '../../stores/profile-store';
import { CategoryRuleList } from './category-rule-list';
import { ImportBatchList } from './import-batch-list';
import { ImportPanel } from './import-panel';
import { IMPORT_TEXTS } from './import-texts';

/** Importa movimenti: a bank's statement file into an account of the own profile, undoable. */
export function ImportScreen() {
  const demo = useProfileStore((s) => s.profile === 'demo');
  // `?conto=…`: the account the user came from (Movimenti showing one account).
  const [params] = useSearchParams();
  const cameFrom = parseTransactionQuery(params).accountId;
  const accounts = useLedgerQuery((db) => listAccounts(db, { includeArchived: true }), []);
  const categories = useLedgerQuery((db) => listCategories(db), []);
  const categoryOptions = (categories ?? []).map((c) => ({ value: c.id, label: c.name }));
  const openAccounts = (accounts ?? [])
    .filter((a) => !a.archived)
    .map((a) => ({ value: a.id, label: a.name }));

  function body() {
    if (demo)
      return (
        <EmptyState icon={FileUp} title="Solo sul tuo profilo" description={IMPORT_TEXTS.demo} />
      );
    if (accounts === undefined || categories === undefined) return null;
    return (
      <>
        {openAccounts.length === 0 ? (
          <EmptyState
            icon={Wallet}
            title="Aggiungi prima un conto"
            description="I movimenti importati vanno in un conto: aggiungi il conto della banca da cui viene il file."
            action={
              <Link to="/accounts" className={buttonClassName()}>
                Vai a Conti
              </Link>
            }
          />
        ) : (
          <ImportPanel
            accounts={openAccounts}
            categories={categoryOptions}
            initialAccountId={cameFrom}
          />
        )}
        <ImportBatchList accountNames={new Map(accounts.map((a) => [a.id, a.name]))} />
        <CategoryRuleList categories={categoryOptions} />
      </>
    );
  }

  return (
    <div className="space-y-4">
      <ScreenHeader
        title={IMPORT_TEXTS.title}
        description={
          <>
            Gli estratti conto della tua banca: CSV, Excel, OFX o CAMT.
            <FixedFigure>053</FixedFigure>
          </>
        }
      />
      {body()}
    </div>
  );
}
