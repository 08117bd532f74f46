import { type Branding } from '@traguardo/domain/entities';
import { SectionCard } from '@traguardo/ui/card';
import { ColorField } from '@traguardo/ui/color-field';
import { type SettingsErrors } from '@traguardo/domain/settings-validation';
import { FIELD_IDS } from './field-ids';
import { TextField } from '@traguardo/ui/text-field';

type BrandingSectionProps = {
  branding: Branding;
  onChange: (branding: Branding) => void;
  errors: SettingsErrors;
};

export function BrandingSection({ branding, onChange, errors }: BrandingSectionProps) {
  const update = (patch: Partial<Branding>) => onChange({ ...branding, ...patch });

  return (
    <SectionCard title="Branding dello studio" contentClassName="space-y-4">
      <TextField
        id={FIELD_IDS.firmName}
        label="Nome dello studio"
        value={branding.firmName}
        onChange={(firmName) => update({ firmName })}
        autoComplete="organization"
        error={errors.firmName}
      />
      <TextField
        id={FIELD_IDS.address}
        label="Indirizzo"
        value={branding.address}
        onChange={(address) => update({ address })}
        autoComplete="street-address"
        error={errors.address}
      />
      <TextField
        id={FIELD_IDS.website}
        label="Sito web"
        value={branding.website}
        onChange={(website) => update({ website })}
        autoComplete="url"
        error={errors.website}
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
