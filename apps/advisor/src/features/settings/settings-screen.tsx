import { useState } from 'react';
import { MESSAGES } from '@traguardo/domain/messages';
import { advisorTotalAum } from '@traguardo/sample-data/advisor';
import { clients } from '@traguardo/sample-data/clients';
import { appHref } from '@traguardo/ui/app-links';
import { showError, showSuccess } from '@traguardo/ui/toast';
import { useApp } from '@traguardo/ui/use-app';
import {
  selectSettingsDraft,
  useSettingsStore,
  type SettingsDraft,
} from '../../stores/settings-store';
import { BrandingSection } from './branding-section';
import { FIELD_IDS, FIELD_ORDER } from './field-ids';
import { NotificationsSection } from './notifications-section';
import { ProfileSection } from './profile-section';
import { SettingsFooter } from './settings-footer';
import { hasErrors, validateSettingsDraft } from './settings-validation';

const primaryButton =
  'rounded-xl bg-brand-700 px-4 py-2.5 font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
const secondaryButton =
  'rounded-xl border border-slate-300 bg-white px-4 py-2.5 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function SettingsScreen() {
  const { setUserRole } = useApp();
  const save = useSettingsStore((state) => state.save);
  // The form edits its own copy; the store only changes on a valid save.
  const [draft, setDraft] = useState<SettingsDraft>(() =>
    selectSettingsDraft(useSettingsStore.getState()),
  );
  // Messages appear after the first attempt to save, then follow every keystroke.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted ? validateSettingsDraft(draft) : {};

  function handleSave(form: HTMLFormElement) {
    setAttempted(true);
    const found = validateSettingsDraft(draft);
    const firstField = FIELD_ORDER.find((field) => found[field] !== undefined);
    // A ColorField holding text that is not #rrggbb never passes it up; it marks its own
    // input aria-invalid instead, and that must block saving too.
    const invalid =
      firstField === undefined
        ? form.querySelector<HTMLElement>('[aria-invalid="true"]')
        : document.getElementById(FIELD_IDS[firstField]);
    if (invalid !== null || hasErrors(found) || !save(draft)) {
      invalid?.focus();
      showError('Impostazioni non salvate', 'Correggi i campi evidenziati e riprova.');
      return;
    }
    showSuccess(MESSAGES.settingsSavedTitle, MESSAGES.settingsSavedBody);
  }

  function switchToInvestor() {
    setUserRole('investor');
    window.location.assign(appHref('investor', 'investor'));
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-4">
      <title>Impostazioni · Traguardo</title>
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">Impostazioni</h1>
        <p className="text-slate-600">Profilo, branding dello studio e notifiche</p>
      </header>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          handleSave(event.currentTarget);
        }}
      >
        <ProfileSection
          profile={draft.profile}
          onChange={(profile) => setDraft({ ...draft, profile })}
          errors={errors}
          activeClients={clients.length}
          totalAum={advisorTotalAum}
        />
        <BrandingSection
          branding={draft.branding}
          onChange={(branding) => setDraft({ ...draft, branding })}
        />
        <NotificationsSection
          preferences={draft.notifications}
          onChange={(notifications) => setDraft({ ...draft, notifications })}
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <button type="submit" className={primaryButton}>
            Salva Impostazioni
          </button>
          <button type="button" onClick={switchToInvestor} className={secondaryButton}>
            Passa a Modalità Investitore
          </button>
          <button type="button" className={secondaryButton}>
            Privacy
          </button>
          <button type="button" className={secondaryButton}>
            Avanzate
          </button>
        </div>
      </form>
      <SettingsFooter />
    </div>
  );
}
