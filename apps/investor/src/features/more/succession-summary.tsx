import { formatEuro } from '@traguardo/domain/format';
import { funeralExpensesCapNote } from '@traguardo/domain/succession-liability-form';
import { type SuccessionResult } from '@traguardo/domain/succession-tax';

const euro = (cents: number) => formatEuro(cents / 100);

/**
 * Under the heirs' table: from the goods to the net taxable estate (government bonds out, the
 * debts and expenses that count taken off; a kind with nothing entered is not listed), then
 * the property taxes and the total.
 */
export function SuccessionSummary({ result }: { result: SuccessionResult }) {
  const { deductions } = result;
  const capNote = funeralExpensesCapNote(deductions);
  const figures: readonly { term: string; cents: number; shown: boolean }[] = [
    { term: 'Titoli di Stato esclusi', cents: result.exemptCents, shown: true },
    { term: 'Attivo imponibile', cents: result.taxableAssetsCents, shown: true },
    { term: 'Debiti dedotti', cents: deductions.debtsCents, shown: deductions.debtsCents > 0 },
    {
      term: 'Spese funebri dedotte',
      cents: deductions.funeralDeductibleCents,
      shown: deductions.funeralExpensesCents > 0,
    },
    {
      term: 'Spese mediche dedotte',
      cents: deductions.medicalExpensesCents,
      shown: deductions.medicalExpensesCents > 0,
    },
    { term: 'Asse netto imponibile', cents: result.taxableEstateCents, shown: true },
    { term: 'Imposta ipotecaria', cents: result.mortgageTaxCents, shown: true },
    { term: 'Imposta catastale', cents: result.cadastralTaxCents, shown: true },
  ];
  return (
    <div className="space-y-1">
      <dl className="grid grid-cols-1 gap-1 text-sm sm:grid-cols-2">
        {figures
          .filter((figure) => figure.shown)
          .map((figure) => (
            <div key={figure.term} className="flex justify-between gap-2">
              <dt className="text-slate-700">{figure.term}</dt>
              <dd className="tabular-nums">{euro(figure.cents)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-2 font-semibold text-slate-900">
          <dt>Imposte in totale</dt>
          <dd className="tabular-nums">{euro(result.totalTaxCents)}</dd>
        </div>
      </dl>
      {capNote === null ? null : <p className="text-xs text-slate-600">{capNote}</p>}
      {deductions.totalCents > result.taxableAssetsCents ? (
        <p className="text-xs text-slate-600">
          Debiti e spese superano l’attivo imponibile: l’asse netto è zero e non c’è imposta di
          successione.
        </p>
      ) : null}
    </div>
  );
}
