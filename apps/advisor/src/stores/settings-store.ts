import { create } from 'zustand';
import {
  type AdvisorProfile,
  type Branding,
  type NotificationPreferences,
} from '@traguardo/domain/entities';
import { advisorProfile, branding, notificationPreferences } from '@traguardo/sample-data/advisor';
import { hasErrors, validateSettingsDraft } from '../features/settings/settings-validation';

/** Everything the settings screen edits; plain data so it can be persisted later. */
export type SettingsDraft = {
  profile: AdvisorProfile;
  branding: Branding;
  notifications: NotificationPreferences;
};

type SettingsState = SettingsDraft & {
  /** Stores the draft only when it is valid; answers whether it did. */
  save: (draft: SettingsDraft) => boolean;
  /** Back to the sample values (tests, and a future "ripristina"). */
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

export const useSettingsStore = create<SettingsState>()((set) => ({
  ...initialSettings(),
  save: (draft) => {
    if (hasErrors(validateSettingsDraft(draft))) return false;
    set(copyDraft(draft));
    return true;
  },
  reset: () => set(initialSettings()),
}));

/** The saved settings as a draft the form can start from. */
export function selectSettingsDraft(state: SettingsState): SettingsDraft {
  return copyDraft(state);
}
