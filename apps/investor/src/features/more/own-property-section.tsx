import { House } from 'lucide-react';
import { Link } from 'react-router-dom';
import { loanToValue } from '@traguardo/domain/accounts';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { formatEuro, formatPercentOneDecimal } from '@traguardo/domain/format';
import { centsToEuro } from '@traguardo/domain/ledger-money';
import { type PropertyRow, readPropertyRows } from '@traguardo/ledger/property-rows';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { SectionCard } from './section-card';
import { SectionFacts } from './section-facts';

const linkClass =
  'font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';

function factsOf(property: PropertyRow) {
  const value = centsToEuro(property.value);
  const facts = [
    { label: 'Valore stimato', value: formatEuro(value) },
    { label: 'Prima casa', value: property.primaCasa ? 'Sì' : 'No' },
  ];
  if (property.mortgage === null) return facts;
  const debt = Math.abs(centsToEuro(property.mortgage.balance));
  return [
    ...facts,
    { label: 'Mutuo residuo', value: formatEuro(debt) },
    { label: 'Rapporto mutuo/valore', value: formatPercentOneDecimal(loanToValue(debt, value)) },
  ];
}

/**
 * Altro's "Immobili" on the own profile: the properties recorded in Conti, each with its value,
 * the date of the estimate, prima casa and its mortgage; they are added and changed in Conti.
 */
export function OwnPropertySection() {
  const today = todayLocalDate();
  const rows = useLedgerQuery((db) => readPropertyRows(db, today), [today]);
  return (
    <SectionCard title="Immobili" icon={House}>
      {rows === undefined ? null : rows.properties.length === 0 ? (
        <p className="text-sm text-slate-700">
          Non hai ancora registrato immobili.{' '}
          <Link to="/accounts" className={linkClass}>
            Aggiungi la tua casa in Conti
          </Link>
        </p>
      ) : (
        <ul aria-label="Elenco degli immobili" className="divide-y divide-slate-200">
          {rows.properties.map((property) => (
            <li key={property.id} className="py-3 first:pt-0 last:pb-0">
              <p className="mb-2 font-medium break-words text-slate-900">{property.name}</p>
              <SectionFacts
                facts={factsOf(property)}
                dateLabel="Data della stima"
                date={property.estimateDate}
                notes={[
                  property.mortgage === null
                    ? 'Nessun mutuo collegato.'
                    : `Mutuo collegato: ${property.mortgage.name}.`,
                ]}
              />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
