import { loanToValue } from '@traguardo/domain/accounts';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { DetailList } from '@traguardo/ui/detail-list';
import { ProgressBar } from '@traguardo/ui/progress-bar';

type PropertyFiguresProps = {
  /** Estimated value, euro. */
  value: number;
  /** What is left of the mortgage it secures, euro (a positive debt); null without one. */
  mortgageBalance: number | null;
  /** Names the loan-to-value bar: a page with several properties tells them apart. */
  ltvLabel?: string;
};

/**
 * A property's figures, as Conti shows the demo's house and each own property: its value,
 * the mortgage left and the loan-to-value (LTV) with its bar; without a mortgage the value.
 */
export function PropertyFigures({
  value,
  mortgageBalance,
  ltvLabel = 'Rapporto mutuo/valore',
}: PropertyFiguresProps) {
  const details = [{ label: 'Valore stimato', value: formatEuro(value) }];
  if (mortgageBalance === null) {
    return <DetailList items={details} className="text-sm" />;
  }
  const ltv = loanToValue(mortgageBalance, value);
  return (
    <>
      <DetailList
        items={[
          ...details,
          {
            label: 'Mutuo residuo',
            value: formatEuro(mortgageBalance),
            valueClassName: 'font-semibold text-red-700',
          },
        ]}
        className="grid grid-cols-2 gap-3 text-sm [&>*]:min-w-0"
      />
      <div>
        <p className="flex justify-between text-sm">
          <span className="text-slate-600">Rapporto mutuo/valore (LTV)</span>
          <span className="font-semibold text-slate-900">{formatPercentOneDecimal(ltv)}</span>
        </p>
        <ProgressBar value={ltv} label={ltvLabel} color="blue" />
      </div>
    </>
  );
}
