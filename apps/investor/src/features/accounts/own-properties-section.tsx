import { Plus } from 'lucide-react';
import { useState } from 'react';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { Button } from '@traguardo/ui/button';
import { SectionCard } from '@traguardo/ui/card';
import { ConfirmDialog } from '@traguardo/ui/dialog';
import { useLedgerQuery } from '../../ledger/use-ledger';
import { OwnPropertyItem } from './own-property-item';
import { PropertyFormDialog } from './property-form-dialog';
import { emptyPropertyForm, propertyChanges, propertyFormOf } from './property-form-values';
import { readPropertyRows, type PropertyRow } from '@traguardo/ledger/property-rows';
import { usePropertyActions } from './use-property-actions';

type Editing = { mode: 'new' } | { mode: 'edit'; property: PropertyRow } | null;

/**
 * Conti's "Immobili" on the own profile: the homes and other buildings the person owns, which
 * are not accounts but count in Home's net worth and debt ratio. Each can be added, changed
 * and deleted (with an undo).
 */
export function OwnPropertiesSection() {
  const today = todayLocalDate();
  const rows = useLedgerQuery((db) => readPropertyRows(db, today), [today]);
  const actions = usePropertyActions(today);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PropertyRow | null>(null);

  return (
    <SectionCard
      title="Immobili"
      aside={
        <Button size="sm" variant="outline" icon={Plus} onClick={() => setEditing({ mode: 'new' })}>
          Nuovo immobile
        </Button>
      }
    >
      {rows === undefined ? null : rows.properties.length === 0 ? (
        <p className="text-sm text-slate-600">
          La tua casa o un altro immobile: il suo valore stimato conta nel patrimonio netto, e il
          mutuo collegato nel rapporto debiti/patrimonio.
        </p>
      ) : (
        <ul aria-label="Elenco degli immobili" className="divide-y divide-slate-200">
          {rows.properties.map((property) => (
            <OwnPropertyItem
              key={property.id}
              property={property}
              onEdit={(opened) => setEditing({ mode: 'edit', property: opened })}
              onDelete={setDeleting}
            />
          ))}
        </ul>
      )}
      {editing === null ? null : (
        <PropertyFormDialog
          title={editing.mode === 'new' ? 'Nuovo immobile' : 'Modifica immobile'}
          initial={
            editing.mode === 'new' ? emptyPropertyForm(today) : propertyFormOf(editing.property)
          }
          mortgages={rows?.mortgages ?? []}
          today={today}
          onSave={async (draft) => {
            if (editing.mode === 'new') await actions.add(draft);
            else
              await actions.update(editing.property.id, propertyChanges(editing.property, draft));
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare l’immobile?"
        description={`«${deleting?.name ?? ''}» non conterà più nel tuo patrimonio.`}
        confirmLabel="Elimina"
        tone="danger"
        onConfirm={() => {
          if (deleting !== null) void actions.remove(deleting);
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
