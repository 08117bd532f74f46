import { useRef, useState } from 'react';
import { type AdvisorProfile } from '@traguardo/domain/entities';
import { formatEuro, formatNumber } from '@traguardo/domain/format';
import { SectionCard } from '@traguardo/ui/card';
import { FIELD_IDS } from './field-ids';
import { TextField } from '@traguardo/ui/text-field';
import { type SettingsErrors } from '@traguardo/domain/settings-validation';
import { Button } from '@traguardo/ui/button';

type ProfileSectionProps = {
  profile: AdvisorProfile;
  onChange: (profile: AdvisorProfile) => void;
  errors: SettingsErrors;
  activeClients: number;
  totalAum: number;
};

function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => w !== '' && !w.endsWith('.'));
  return words
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

export function ProfileSection({
  profile,
  onChange,
  errors,
  activeClients,
  totalAum,
}: ProfileSectionProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [photoName, setPhotoName] = useState<string | undefined>(undefined);
  const update = (patch: Partial<AdvisorProfile>) => onChange({ ...profile, ...patch });

  return (
    <SectionCard title="Profilo consulente" contentClassName="space-y-4">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-xl font-semibold text-brand-800"
        >
          {initials(profile.name)}
        </span>
        <div className="space-y-1">
          <Button onClick={() => fileInput.current?.click()} variant="secondary" size="sm">
            Carica foto
          </Button>
          {/* The picker is reached through the button; the input itself stays out of the tab order. */}
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg"
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => setPhotoName(event.target.files?.[0]?.name)}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {photoName === undefined ? 'JPG o PNG' : `Foto selezionata: ${photoName}`}
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={FIELD_IDS.name}
          label="Nome completo"
          value={profile.name}
          onChange={(name) => update({ name })}
          autoComplete="name"
          error={errors.name}
        />
        <TextField
          id={FIELD_IDS.email}
          label="Email"
          type="email"
          value={profile.email}
          onChange={(email) => update({ email })}
          autoComplete="email"
          error={errors.email}
        />
        <TextField
          id={FIELD_IDS.phone}
          label="Telefono"
          type="tel"
          value={profile.phone}
          onChange={(phone) => update({ phone })}
          autoComplete="tel"
          error={errors.phone}
        />
        <TextField
          id={FIELD_IDS.license}
          label="Numero iscrizione Albo OCF"
          value={profile.license}
          onChange={(license) => update({ license })}
          error={errors.license}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3">
        <div>
          <dt className="text-sm text-slate-600">Clienti attivi</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatNumber(activeClients)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">AUM totale</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatEuro(totalAum)}</dd>
        </div>
      </dl>
    </SectionCard>
  );
}
