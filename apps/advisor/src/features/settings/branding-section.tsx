import { type Branding } from '@traguardo/domain/entities';
import { SectionCard } from '@traguardo/ui/card';
import { ColorField } from '@traguardo/ui/color-field';
import { type SettingsErrors } from '@traguardo/domain/settings-validation';
import { SettingsTextFields, type SettingsTextFieldSpec } from './settings-text-fields';

type BrandingSectionProps = {
  branding: Branding;
  onChange: (branding: Branding) => void;
  errors: SettingsErrors;
};

const BRANDING_FIELDS: readonly SettingsTextFieldSpec<'firmName' | 'address' | 'website'>[] = [
  { field: 'firmName', label: 'Nome dello studio', autoComplete: 'organization' },
  { field: 'address', label: 'Indirizzo', autoComplete: 'street-address' },
  { field: 'website', label: 'Sito web', autoComplete: 'url' },
];

export function BrandingSection({ branding, onChange, errors }: BrandingSectionProps) {
  const update = (patch: Partial<Branding>) => onChange({ ...branding, ...patch });

  return (
    <SectionCard title="Branding dello studio" contentClassName="space-y-4">
      <SettingsTextFields
        draft={branding}
        fields={BRANDING_FIELDS}
        onChange={update}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* ColorField shows its own message for text that is not #rrggbb and only
              reports valid colours; the screen blocks saving while it is marked invalid. */}
        <ColorField
          label="Colore primario"
          value={branding.primaryColor}
          onChange={(primaryColor) => update({ primaryColor })}
        />
        <ColorField
          label="Colore secondario"
          value={branding.secondaryColor}
          onChange={(secondaryColor) => update({ secondaryColor })}
        />
      </div>
      <p className="text-sm text-slate-600">
        I colori e il nome dello studio compaiono nell’intestazione dei report.
      </p>
    </SectionCard>
  );
}
