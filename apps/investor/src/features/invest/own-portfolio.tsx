import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { formatPercentOneDecimal } from '@traguardo/domain/format';
import { formatCentsWhole } from '@traguardo/domain/ledger-money';
import { portfolioFromPositions } from '@traguardo/domain/portfolio';
import { rebalancingAmountsOf } from '@traguardo/domain/position-asset-classes';
import { POSITION_CLASS_LABELS, positionClassSchema } from '@traguardo/domain/position-schemas';
import { yearToDateReturn } from '@traguardo/domain/year-to-date-return';
import { listPositions } from '@traguardo/ledger/position-queries';
import { listAccountsWithBalances } from '@traguardo/ledger/reference-queries';
import { Card, CardContent, SectionCard } from '@traguardo/ui/card';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { AccountPositions } from './account-positions';
import { OwnPortfolioStart } from './own-portfolio-start';
import { RebalancingCard } from './rebalancing-card';
import { YearToDateLine } from './year-to-date-line';

/**
 * The own profile's portfolio from its positions: value, allocation by class, each
 * investment account's "Posizioni", and the Ribilanciamento of the real allocation.
 */
export function OwnPortfolio() {
  const today = todayLocalDate();
  const data = useLedgerQuery(
    async (db) => {
      // With their balances: an account's cash, apart from its positions, may be negative.
      const [accounts, positions] = await Promise.all([
        listAccountsWithBalances(db, today),
        listPositions(db),
      ]);
      return { accounts: accounts.filter((account) => account.type === 'investment'), positions };
    },
    [today],
  );
  if (data === undefined) return <div aria-hidden="true" className="min-h-40" />;
  if (data.accounts.length === 0) return <OwnPortfolioStart />;

  const portfolio = portfolioFromPositions(data.positions);
  const held = positionClassSchema.options.filter(
    (positionClass) => portfolio.allocationCents[positionClass] > 0,
  );
  return (
    <div id="posizioni" className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
        <Card as="section" aria-labelledby="investi-valore" className="overflow-hidden">
          <CardContent className="bg-hero pt-4 text-hero-ink">
            <h2 id="investi-valore" className="text-sm font-medium text-hero-muted">
              Valore del portafoglio
            </h2>
            <p className="mt-1 text-3xl font-bold tabular-nums">
              {formatCentsWhole(portfolio.totalCents)}
            </p>
            <YearToDateLine result={yearToDateReturn(data.positions, today)} />
            {portfolio.withoutPrice.length === 0 ? null : (
              <p className="mt-1 text-sm">
                Alcune posizioni sono al costo: aggiorna il loro prezzo.
              </p>
            )}
          </CardContent>
        </Card>
        <SectionCard title="Allocazione">
          {held.length === 0 ? (
            <p className="text-slate-700">Registra un acquisto per vedere l’allocazione.</p>
          ) : (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Allocazione del portafoglio per classe</caption>
              <tbody>
                {held.map((positionClass) => (
                  <tr key={positionClass} className="border-t border-slate-100 tabular-nums">
                    <th scope="row" className="py-1.5 pr-2 font-medium text-slate-900">
                      {POSITION_CLASS_LABELS[positionClass]}
                    </th>
                    <td className="py-1.5 pr-2">
                      {formatCentsWhole(portfolio.allocationCents[positionClass])}
                    </td>
                    <td className="py-1.5">
                      {formatPercentOneDecimal(
                        (portfolio.allocationCents[positionClass] / portfolio.totalCents) * 100,
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </SectionCard>
      </div>
      {data.accounts.map((account) => (
        <AccountPositions
          key={account.id}
          account={account}
          positions={data.positions.filter((position) => position.accountId === account.id)}
          portfolio={portfolio}
          today={today}
        />
      ))}
      {portfolio.totalCents > 0 ? (
        <RebalancingCard amounts={rebalancingAmountsOf(portfolio.allocationCents)} />
      ) : null}
    </div>
  );
}
