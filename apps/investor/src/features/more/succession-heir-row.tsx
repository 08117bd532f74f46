import { type HeirDraft } from '@traguardo/domain/succession-form';
import {
  RELATIONSHIP_LABELS,
  type Relationship,
  relationshipSchema,
} from '@traguardo/domain/succession-tax';
import { Button } from '@traguardo/ui/button';
import { SelectField } from '@traguardo/ui/select-field';
import { TextField } from '@traguardo/ui/text-field';

const relationshipOptions = relationshipSchema.options.map((value) => ({
  value,
  label: RELATIONSHIP_LABELS[value],
}));

function isRelationship(value: string): value is Relationship {
  return relationshipSchema.options.some((option) => option === value);
}

type SuccessionHeirRowProps = {
  heir: HeirDraft;
  /** The row's name for assistive technology, e.g. 'Erede 2'. */
  title: string;
  idPrefix: string;
  errors: { name?: string; weight?: string };
  onChange: (heir: HeirDraft) => void;
  onRemove: () => void;
};

/** One heir: name, relationship, severe disability and share in parts. */
export function SuccessionHeirRow({
  heir,
  title,
  idPrefix,
  errors,
  onChange,
  onRemove,
}: SuccessionHeirRowProps) {
  const who = heir.name.trim() === '' ? 'dell’erede' : `di ${heir.name.trim()}`;
  return (
    <li aria-label={title} className="space-y-2 rounded-xl border border-slate-200 p-3">
      <div className="grid gap-2 sm:grid-cols-3">
        <TextField
          id={`${idPrefix}-nome`}
          label="Nome"
          value={heir.name}
          error={errors.name}
          autoComplete="off"
          onChange={(name) => onChange({ ...heir, name })}
        />
        <SelectField
          id={`${idPrefix}-parentela`}
          label={`Parentela ${who}`}
          value={heir.relationship}
          options={relationshipOptions}
          onChange={(value) => {
            if (isRelationship(value)) onChange({ ...heir, relationship: value });
          }}
        />
        <TextField
          id={`${idPrefix}-quota`}
          label={`Quota ${who} (parti)`}
          value={heir.weight}
          error={errors.weight}
          inputMode="numeric"
          autoComplete="off"
          onChange={(weight) => onChange({ ...heir, weight })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={heir.severeDisability}
            onChange={(event) => onChange({ ...heir, severeDisability: event.target.checked })}
            className="size-4"
          />
          {`Disabilità grave ${who} (L. 104/1992)`}
        </label>
        <Button variant="ghost" size="sm" onClick={onRemove}>
          {`Rimuovi ${heir.name.trim() === '' ? 'l’erede' : heir.name.trim()}`}
        </Button>
      </div>
    </li>
  );
}
