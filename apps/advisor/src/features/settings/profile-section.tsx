import { useRef, useState } from 'react';
import { type AdvisorProfile } from '@traguardo/domain/entities';
import { formatEuro, formatNumber } from '@traguardo/domain/format';
import { SectionCard } from '@traguardo/ui/card';
import { DetailList } from '@traguardo/ui/detail-list';
import { type SettingsErrors } from '@traguardo/domain/settings-validation';
import { Button } from '@traguardo/ui/button';
import { initials } from '@traguardo/domain/initials';
import { checkPhoto, PHOTO_ACCEPT_ATTRIBUTE } from '@traguardo/domain/photo-validation';
import { LiveOnly } from '@traguardo/ui/live-only';
import { SettingsTextFields, type SettingsTextFieldSpec } from './settings-text-fields';

type ProfileSectionProps = {
  profile: AdvisorProfile;
  onChange: (profile: AdvisorProfile) => void;
  errors: SettingsErrors;
  /** Undefined until the open book is read. */
  activeClients: number | undefined;
  /** Undefined until the open book is read. */
  totalAum: number | undefined;
};

const PROFILE_FIELDS: readonly SettingsTextFieldSpec<'name' | 'email' | 'phone' | 'license'>[] = [
  { field: 'name', label: 'Nome completo', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'phone', label: 'Telefono', type: 'tel', autoComplete: 'tel' },
  { field: 'license', label: 'Numero iscrizione Albo OCF' },
];

/** What the photo picker last gave: nothing yet, a real image, or a file refused and why. */
type PhotoState =
  { kind: 'none' } | { kind: 'chosen'; name: string } | { kind: 'refused'; message: string };

export function ProfileSection({
  profile,
  onChange,
  errors,
  activeClients,
  totalAum,
}: ProfileSectionProps) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [photo, setPhoto] = useState<PhotoState>({ kind: 'none' });

  async function pickPhoto(input: HTMLInputElement) {
    const file = input.files?.[0];
    // Cleared so that picking the same file again is noticed too.
    input.value = '';
    if (file === undefined) return;
    const check = await checkPhoto(file);
    setPhoto(
      check.ok ? { kind: 'chosen', name: file.name } : { kind: 'refused', message: check.message },
    );
  }
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
            accept={PHOTO_ACCEPT_ATTRIBUTE}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => void pickPhoto(event.currentTarget)}
          />
          <p
            className={photo.kind === 'refused' ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
            aria-live="polite"
          >
            {photo.kind === 'none' && 'JPG o PNG'}
            {photo.kind === 'chosen' && `Foto selezionata: ${photo.name}`}
            {photo.kind === 'refused' && photo.message}
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
      <LiveOnly fallback={<div className="h-[72px] rounded-xl bg-slate-50" />}>
        <DetailList
          items={[
            {
              label: 'Clienti attivi',
              value: activeClients === undefined ? '…' : formatNumber(activeClients),
            },
            { label: 'AUM totale', value: totalAum === undefined ? '…' : formatEuro(totalAum) },
          ]}
          className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3"
          labelClassName="text-sm text-slate-600"
          valueClassName="text-lg font-semibold text-slate-900"
        />
      </LiveOnly>
    </SectionCard>
  );
}
