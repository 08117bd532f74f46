import { Fragment, type ReactNode, useId, useState } from 'react';
import { Send } from 'lucide-react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import {
  CLIENT_FIELD_LABELS,
  CLIENT_FIELDS,
  type ClientFieldErrors,
  readClientDraft,
} from '@traguardo/domain/client-draft';
import { CLIENT_EMERGENCY_FUND_MAX } from '@traguardo/domain/client-limits';
import { formatPlainNumber } from '@traguardo/domain/plain-number';
import { formatDate, formatDecimal, formatEuro, formatPercent } from '@traguardo/domain/format';
import { netWorthWithHome, netWorthWithHomes, recordedHomes } from '@traguardo/domain/household';
import { monthOf } from '@traguardo/domain/ledger-month';
import { listProperties } from '@traguardo/ledger/property-queries';
import { readTypedSavingsRate } from '@traguardo/domain/typed-savings-rate';
import { demoAssetAllocation } from '@traguardo/sample-data/demo-asset-allocation';
import {
  type InvestorFile,
  investorFile,
  investorFileName,
  investorFileText,
} from '@traguardo/domain/investor-file';
import { centsToEuro, euroToCents } from '@traguardo/domain/ledger-money';
import { homeFigures } from '@traguardo/ledger/figure-queries';
import { listGoals } from '@traguardo/ledger/reference-queries';
import { property } from '@traguardo/sample-data/accounts';
import { Button } from '@traguardo/ui/button';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { downloadFile } from '@traguardo/ui/download-file';
import { showSuccess } from '@traguardo/ui/toast';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { SectionCard } from './section-card';
import { type Typed, TypedFigureFields } from './typed-figure-fields';

const FIELDS = [
  ['name', 'Nome'],
  ['email', 'Email'],
  ['investmentFee', 'Costi investimento (%)'],
  ['insuranceGap', 'Gap assicurativo (%)'],
] as const;
/** Asked only while the ledger cannot measure the fund (no whole month of spending yet). */
const EMERGENCY_FUND_FIELD = ['emergencyFund', CLIENT_FIELD_LABELS.emergencyFund] as const;
/** Asked only while the ledger cannot measure the rate (no recurring income this month). */
const SAVINGS_RATE_FIELD = ['savingsRate', `${CLIENT_FIELD_LABELS.savingsRate} (%)`] as const;
const SAVINGS_RATE_UNMEASURED =
  'Il tasso di risparmio di questo mese non si può calcolare: servono le entrate ricorrenti del mese.';

/**
 * A goal as the file's summary lists it: "Casa 23% entro 31/12/2030 (500 € al mese)". The
 * name is the user's: isolated (bdi), so that a right-to-left name does not reorder the
 * figures around it.
 */
function goalSummary(goal: InvestorFile['goals'][number]): ReactNode {
  let rest = ` ${formatPercent(goal.progress)}`;
  if (goal.targetDate !== undefined) rest += ` entro ${formatDate(goal.targetDate)}`;
  if (goal.monthlyContribution !== undefined) {
    rest += ` (${formatEuro(goal.monthlyContribution)} al mese)`;
  }
  return (
    <>
      <bdi>{goal.name}</bdi>
      {rest}
    </>
  );
}

/**
 * 'Invia al consulente': downloads the investor's file for the advisor, after a dialog that
 * says exactly what it holds — Home's figures (the same ledger queries and domain functions),
 * the goals with their progress, the allocation and the date; never movements or documents.
 * Name, email, fees and insurance gap are not in the ledger: the investor types them, and
 * the emergency fund and the savings rate too while the ledger cannot measure them (the
 * advisor's record needs both, and a 0 sent in their place would read there as a real figure).
 */
export function SendToAdvisorCard() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<Typed>({
    name: '',
    email: '',
    investmentFee: '',
    insuranceGap: '',
    emergencyFund: '',
    savingsRate: '',
  });
  const [errors, setErrors] = useState<ClientFieldErrors>({});
  const [today] = useState(todayLocalDate);
  const read = useLedgerQuery(
    async (db) => {
      const figures = await homeFigures(db, today);
      // The household's homes are not accounts of its ledger (the demo's sample house, the
      // own profile's properties): Home counts them too.
      const netWorth =
        db.profile === 'demo'
          ? netWorthWithHome(figures.netWorth, euroToCents(property.value))
          : netWorthWithHomes(
              figures.netWorth,
              recordedHomes(await listProperties(db)),
              monthOf(today),
            );
      return {
        figures,
        netWorth: centsToEuro(netWorth.current),
        // The demo's securities account holds the spec's portfolio: sent by its classes.
        allocation:
          db.profile === 'demo'
            ? demoAssetAllocation(figures.assetAllocation)
            : figures.assetAllocation,
        goals: await listGoals(db, today),
      };
    },
    [today],
  );

  // Null until the ledger has a whole month of spending: then the investor says it.
  const measuredFund = read?.figures.emergencyFundMonths !== null;
  const measured = read?.figures.emergencyFundMonths ?? 0;
  // The advisor's book takes up to CLIENT_EMERGENCY_FUND_MAX months (ten years): more is sent
  // as that, and the dialog says so, rather than refusing the whole file.
  const fundOverLimit = measuredFund && measured > CLIENT_EMERGENCY_FUND_MAX;
  // Null without recurring income this month (Home shows '—'): then the investor says it.
  const measuredRate = read?.figures.savingsRate !== null;
  const rateGiven = measuredRate || typed.savingsRate.trim() !== '';
  // Refusals of figures the dialog shows no field for (the ledger's): said in the dialog.
  const [figureErrors, setFigureErrors] = useState<string[]>([]);

  function contents(): Omit<InvestorFile['client'], 'name' | 'email'> & {
    goals: InvestorFile['goals'];
    allocation: InvestorFile['allocation'];
  } {
    return {
      netWorth: read?.netWorth ?? 0,
      // Only shown, and sent, when measured: unmeasured, the typed rate replaces it (`send`).
      savingsRate: read?.figures.savingsRate ?? 0,
      emergencyFund: Math.min(measured, CLIENT_EMERGENCY_FUND_MAX),
      investmentFee: 0,
      insuranceGap: 0,
      goals: (read?.goals ?? []).map(
        ({ id: goalId, name, current, target, progress, targetDate, monthlyContribution }) => ({
          id: goalId,
          name,
          current,
          target,
          progress,
          targetDate,
          monthlyContribution,
        }),
      ),
      // By asset class (Azioni, Obbligazioni, Liquidità), as the advisor's report reads it.
      allocation: (read?.allocation ?? []).map((slice) => ({
        name: slice.name,
        value: slice.percent,
        amount: centsToEuro(slice.amount),
      })),
    };
  }

  const fields = [
    ...FIELDS,
    ...(measuredRate ? [] : [SAVINGS_RATE_FIELD]),
    ...(measuredFund ? [] : [EMERGENCY_FUND_FIELD]),
  ];

  function send() {
    const { goals, allocation, ...figures } = contents();
    const reading = readClientDraft(
      {
        ...typed,
        netWorth: formatPlainNumber(Math.round(figures.netWorth)),
        savingsRate: measuredRate ? formatPlainNumber(figures.savingsRate) : typed.savingsRate,
        emergencyFund: measuredFund
          ? formatPlainNumber(Math.round(figures.emergencyFund * 100) / 100)
          : typed.emergencyFund,
        lastContact: today,
      },
      { today },
    );
    // A typed rate is a share of income put aside, 0–100%, narrower than the record's range.
    const typedRate = measuredRate ? undefined : readTypedSavingsRate(typed.savingsRate);
    if (!reading.ok || typedRate?.ok === false) {
      const refused: ClientFieldErrors = {
        ...(reading.ok ? {} : reading.errors),
        ...(typedRate?.ok === false ? { savingsRate: typedRate.message } : {}),
      };
      setErrors(refused);
      const shownFields = new Set<string>(fields.map(([field]) => field));
      setFigureErrors(
        CLIENT_FIELDS.filter((field) => !shownFields.has(field)).flatMap((field) => {
          const message = refused[field];
          return message === undefined ? [] : [`${CLIENT_FIELD_LABELS[field]}: ${message}`];
        }),
      );
      return;
    }
    setFigureErrors([]);
    const file = investorFile({
      date: today,
      name: reading.value.name,
      email: reading.value.email,
      figures: {
        ...figures,
        savingsRate: typedRate?.ok === true ? typedRate.value : figures.savingsRate,
        emergencyFund: reading.value.emergencyFund,
        investmentFee: reading.value.investmentFee,
        insuranceGap: reading.value.insuranceGap,
      },
      goals,
      allocation,
    });
    const fileName = investorFileName(today);
    downloadFile(new Blob([investorFileText(file)], { type: 'application/json' }), fileName);
    setOpen(false);
    showSuccess('Fascicolo pronto', `${fileName}: invialo al tuo consulente.`);
  }

  const shown = contents();
  return (
    <SectionCard title="Invia al consulente" icon={Send}>
      <div className="space-y-3">
        <p className="text-sm text-slate-700">
          Prepara un fascicolo con i tuoi numeri principali da mandare al tuo consulente: solo
          totali, mai movimenti o documenti.
        </p>
        <Button onClick={() => setOpen(true)} disabled={read === undefined}>
          Invia al consulente
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title="Invia al consulente"
        description={`Il fascicolo ${investorFileName(today)} contiene esattamente questi dati, nient’altro: nessun movimento e nessun documento.`}
        confirmLabel="Scarica il fascicolo"
        onClose={() => setOpen(false)}
        onConfirm={send}
        confirmDisabled={!rateGiven}
      >
        <ul
          aria-label="Contenuto del fascicolo"
          className="list-disc space-y-1 pl-5 text-sm text-slate-800"
        >
          <li>Patrimonio netto: {formatEuro(shown.netWorth)}</li>
          <li>
            Tasso di risparmio:{' '}
            {measuredRate ? formatPercent(shown.savingsRate) : 'quello che scrivi qui sotto'}
          </li>
          <li>
            Fondo emergenza:{' '}
            {!measuredFund
              ? 'quello che scrivi qui sotto (dai tuoi movimenti si calcola dopo un mese intero)'
              : fundOverLimit
                ? `${formatDecimal(measured)} mesi, oltre il massimo di ${CLIENT_EMERGENCY_FUND_MAX}: nel fascicolo ${CLIENT_EMERGENCY_FUND_MAX} mesi`
                : `${formatDecimal(shown.emergencyFund)} mesi`}
          </li>
          <li>
            Obiettivi con avanzamento, data e versamento mensile:{' '}
            {shown.goals.length === 0
              ? 'nessuno'
              : shown.goals.map((goal, index) => (
                  <Fragment key={goal.id}>
                    {index === 0 ? null : ', '}
                    {goalSummary(goal)}
                  </Fragment>
                ))}
          </li>
          <li>
            Allocazione:{' '}
            {shown.allocation.length === 0
              ? 'nessuna'
              : shown.allocation
                  .map((item) => `${item.name} ${formatPercent(item.value)}`)
                  .join(', ')}
          </li>
          <li>Costi investimento e gap assicurativo: quelli che scrivi qui sotto</li>
          <li>Data: {formatDate(today)}</li>
        </ul>
        {measuredRate ? null : (
          <p id={`${id}-savingsRate-note`} className="mt-3 text-sm text-slate-800">
            {`${SAVINGS_RATE_UNMEASURED} Scrivilo tu, da 0 a 100: senza, il fascicolo non si può scaricare.`}
          </p>
        )}
        <TypedFigureFields
          idPrefix={id}
          fields={fields}
          values={typed}
          errors={errors}
          notes={measuredRate ? {} : { savingsRate: `${id}-savingsRate-note` }}
          onChange={setTyped}
        />
        {figureErrors.length === 0 ? null : (
          <div role="alert" className="mt-3 text-sm text-red-700">
            <p>Il fascicolo non è stato creato: uno dei tuoi numeri non è accettato.</p>
            <ul className="list-disc pl-5">
              {figureErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </ConfirmDialog>
    </SectionCard>
  );
}
