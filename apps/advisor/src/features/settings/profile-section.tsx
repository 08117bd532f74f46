import { useRef, useState } from 'react';
import { type AdvisorProfile } from '@traguardo/domain/entities';
import { formatEuro, formatNumber } from '@traguardo/domain/format';
import { SectionCard } from '@traguardo/ui/card';
import { DetailList } from '@traguardo/ui/detail-list';
import { type SettingsErrors } from '@traguardo/domain/settings-validation';
import { Button } from '@traguardo/ui/button';
import { SettingsTextFields, type SettingsTextFieldSpec } from './settings-text-fields';

type ProfileSectionProps = {
  profile: AdvisorProfile;
  onChange: (profile: AdvisorProfile) => void;
  errors: SettingsErrors;
  activeClients: number;
  totalAum: number;
};

const PROFILE_FIELDS: readonly SettingsTextFieldSpec<'name' | 'email' | 'phone' | 'license'>[] = [
  { field: 'name', label: 'Nome completo', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Telefono', type: 'tel', autoComplete: 'tel' },
  { field: 'license', label: 'Numero iscrizione Albo OCF' },
];

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
        <SettingsTextFields
          draft={profile}
          fields={PROFILE_FIELDS}
          onChange={update}
          errors={errors}
        />
      </div>
      <DetailList
        items={[
          { label: 'Clienti attivi', value: formatNumber(activeClients) },
          { label: 'AUM totale', value: formatEuro(totalAum) },
        ]}
        className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3"
        labelClassName="text-sm text-slate-600"
        valueClassName="text-lg font-semibold text-slate-900"
      />
    </SectionCard>
  );
}
