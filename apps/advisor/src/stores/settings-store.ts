import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/ui/bind-store';
import {
  type AdvisorProfile,
  type Branding,
  type NotificationPreferences,
} from '@traguardo/domain/entities';
import { advisorProfile, branding, notificationPreferences } from '@traguardo/sample-data/advisor';
import { hasErrors, validateSettingsDraft } from '@traguardo/domain/settings-validation';
import { persistence, SETTINGS_STORAGE } from './storage';

/** Everything the settings screen edits; plain data, persisted as it is. */
export type SettingsDraft = {
  profile: AdvisorProfile;
  branding: Branding;
  notifications: NotificationPreferences;
};

type SettingsState = SettingsDraft & {
  /** Stores the draft only when it is valid; answers whether it did. */
  save: (draft: SettingsDraft) => boolean;
  /** Back to the sample values (the demo reset). */
  reset: () => void;
};

// Copies, so that nothing the user edits can ever reach the shared sample arrays.
function initialSettings(): SettingsDraft {
  return {
    profile: { ...advisorProfile },
    branding: { ...branding },
    notifications: { ...notificationPreferences },
  };
}

function copyDraft(draft: SettingsDraft): SettingsDraft {
  return {
    profile: { ...draft.profile },
    branding: { ...draft.branding },
    notifications: { ...draft.notifications },
  };
}

export const useSettingsStore = bindStore(
  createPersistedStore<SettingsState>()(
    SETTINGS_STORAGE,
    (set) => ({
      ...initialSettings(),
      save: (draft) => {
        if (hasErrors(validateSettingsDraft(draft))) return false;
        set(copyDraft(draft));
        return true;
      },
      reset: () => set(initialSettings()),
    }),
    { ...persistence, partialize: copyDraft },
  ),
);

/** The saved settings as a draft the form can start from. */
export function selectSettingsDraft(state: SettingsState): SettingsDraft {
  return copyDraft(state);
}
