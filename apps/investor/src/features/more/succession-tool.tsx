import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import {
  errorKey,
  type EstateRowDraft,
  type HeirDraft,
  PENSION_OUTSIDE_ESTATE_NOTE,
  SUCCESSION_FORM_MESSAGES,
  validateSuccessionForm,
} from '@traguardo/domain/succession-form';
import { formatEuroCents } from '@traguardo/domain/format';
import { SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS } from '@traguardo/domain/succession-liabilities';
import { type LiabilityRowDraft } from '@traguardo/domain/succession-liability-form';
import { simulateSuccession } from '@traguardo/domain/succession-tax';
import { Button } from '@traguardo/ui/button';
import { SuccessionEstateRow } from './succession-estate-row';
import { SuccessionHeirRow } from './succession-heir-row';
import { SuccessionLiabilityList } from './succession-liability-list';
import { SuccessionTable } from './succession-table';

type SuccessionToolProps = {
  initialEstate: readonly EstateRowDraft[];
  /** The debts and expenses to start from; none when left out. */
  initialLiabilities?: readonly LiabilityRowDraft[];
  initialHeirs: readonly HeirDraft[];
};

const noLiabilities: readonly LiabilityRowDraft[] = [];
const funeralCap = formatEuroCents(SUCCESSION_FUNERAL_EXPENSES_CAP_CENTS.value / 100);

/**
 * "Simula successione": the estate, its debts and expenses and the heirs, editable here
 * (nothing is saved), and while every field is right the tax of each heir.
 */
export function SuccessionTool({
  initialEstate,
  initialLiabilities = noLiabilities,
  initialHeirs,
}: SuccessionToolProps) {
  const id = useId();
  const nextId = useRef(0);
  const newId = (prefix: string) => `${prefix}-${(nextId.current += 1)}`;
  const [estate, setEstate] = useState<readonly EstateRowDraft[]>(initialEstate);
  const [liabilities, setLiabilities] = useState<readonly LiabilityRowDraft[]>(initialLiabilities);
  const [heirs, setHeirs] = useState<readonly HeirDraft[]>(initialHeirs);
  const validation = validateSuccessionForm(estate, heirs, liabilities);
  const errors = validation.ok ? {} : validation.errors;
  const errorsOf = (rowId: string, fields: readonly string[]) =>
    Object.fromEntries(
      fields.flatMap((field) => {
        const message = errors[errorKey(rowId, field)];
        return message === undefined ? [] : [[field, message]];
      }),
    );
  const addRow = (row: Omit<EstateRowDraft, 'id'>) =>
    setEstate((current) => [...current, { ...row, id: newId('bene') }]);

  return (
    <div className="space-y-4">
      <section aria-label="Patrimonio" className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Patrimonio</h3>
        <p className="text-xs text-slate-600">{PENSION_OUTSIDE_ESTATE_NOTE}</p>
        <ul className="space-y-2">
          {estate.map((row, index) => (
            <SuccessionEstateRow
              key={row.id}
              row={row}
              title={`Bene ${index + 1}`}
              idPrefix={`${id}-${row.id}`}
              errors={errorsOf(row.id, ['label', 'value'])}
              onChange={(changed) =>
                setEstate((current) => current.map((item) => (item.id === row.id ? changed : item)))
              }
              onRemove={() => setEstate((current) => current.filter((item) => item.id !== row.id))}
            />
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            icon={Plus}
            onClick={() =>
              addRow({ kind: 'immobile', label: 'Immobile', value: '', primaCasa: false })
            }
          >
            Aggiungi immobile
          </Button>
          <Button
            variant="outline"
            size="sm"
            icon={Plus}
            onClick={() =>
              addRow({
                kind: 'posizione',
                label: 'Titoli di Stato',
                value: '',
                positionClass: 'titoli-di-stato',
              })
            }
          >
            Aggiungi titoli di Stato
          </Button>
          <Button
            variant="outline"
            size="sm"
            icon={Plus}
            onClick={() => addRow({ kind: 'altro', label: 'Altro bene', value: '' })}
          >
            Aggiungi altro bene
          </Button>
        </div>
      </section>
      <SuccessionLiabilityList
        rows={liabilities}
        idPrefix={id}
        errorsOf={(rowId) => errorsOf(rowId, ['label', 'value'])}
        onChange={setLiabilities}
        newId={() => newId('passivita')}
      />
      <section aria-label="Eredi" className="space-y-2">
        <h3 className="text-sm font-semibold text-slate-900">Eredi</h3>
        <ul className="space-y-2">
          {heirs.map((heir, index) => (
            <SuccessionHeirRow
              key={heir.id}
              heir={heir}
              title={`Erede ${index + 1}`}
              idPrefix={`${id}-${heir.id}`}
              errors={errorsOf(heir.id, ['name', 'weight'])}
              onChange={(changed) =>
                setHeirs((current) => current.map((item) => (item.id === heir.id ? changed : item)))
              }
              onRemove={() => setHeirs((current) => current.filter((item) => item.id !== heir.id))}
            />
          ))}
        </ul>
        <Button
          variant="outline"
          size="sm"
          icon={Plus}
          onClick={() =>
            setHeirs((current) => [
              ...current,
              {
                id: newId('erede'),
                name: '',
                relationship: 'linea-retta',
                severeDisability: false,
                weight: '1',
              },
            ])
          }
        >
          Aggiungi erede
        </Button>
      </section>
      <section aria-label="Imposte di successione" aria-live="polite" className="space-y-2">
        {validation.ok ? (
          <SuccessionTable
            result={simulateSuccession(validation.items, validation.heirs, validation.liabilities)}
            heirs={validation.heirs}
          />
        ) : (
          <p className="text-sm text-slate-700">
            {validation.noHeirs
              ? SUCCESSION_FORM_MESSAGES.noHeirs
              : 'Correggi i campi indicati per vedere le imposte.'}
          </p>
        )}
        <p className="text-xs text-slate-600">
          Quote in parti (1 e 1 = metà ciascuno). Franchigie e aliquote del D.Lgs. 346/1990, art. 7,
          sull’asse netto: titoli di Stato esclusi, dedotti i debiti, le spese mediche degli ultimi
          sei mesi e le spese funebri fino a {funeralCap} (art. 20-24). Imposte ipotecaria e
          catastale del 2% e 1% del valore degli immobili, senza dedurre i debiti (200 € + 200 € per
          la prima casa), divise per quota. Le donazioni precedenti non sono considerate.
        </p>
      </section>
    </div>
  );
}
