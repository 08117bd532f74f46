import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import {
  type AdvisorProfile,
  type Branding,
  type NotificationPreferences,
} from '@traguardo/domain/entities';
import { mergeRecord } from '@traguardo/domain/edit-merge';
import { advisorProfile, branding, notificationPreferences } from '@traguardo/sample-data/advisor';
import { hasErrors, validateSettingsDraft } from '@traguardo/domain/settings-validation';
import { persistence, SETTINGS_STORAGE } from './storage';

/** Everything the settings screen edits; plain data, persisted as it is. */
export type SettingsDraft = {
  profile: AdvisorProfile;
  branding: Branding;
  notifications: NotificationPreferences;
};

export type SettingsSection = keyof SettingsDraft;

/** What a settings field holds: text, a count or a switch. */
export type SettingsValue = string | number | boolean;

/** One field both this form and another tab changed, to different values. */
export type SettingsConflict = {
  section: SettingsSection;
  field: string;
  mine: SettingsValue;
  theirs: SettingsValue;
};

export type SettingsSaveResult =
  | { status: 'saved' }
  | { status: 'invalid' }
  /** Nothing was written: the user picks a value for each of these fields first. */
  | { status: 'conflict'; conflicts: SettingsConflict[] };

type SettingsState = SettingsDraft & {
  /**
   * Saves what the user changed in `draft` since `base` (the saved settings the form
   * started from), field by field, over what is stored now: a field changed in another
   * tab and untouched here keeps the other tab's value. A field changed in both to
   * different values is a conflict, and then nothing is written. Without `base` the
   * draft is taken as made from the settings stored now, so every change in it is written.
   */
  save: (draft: SettingsDraft, base?: SettingsDraft) => SettingsSaveResult;
  /** Back to the sample values (the demo reset). */
  reset: () => void;
};

// Copies, so that nothing the user edits can ever reach the shared sample arrays.
export function initialSettings(): SettingsDraft {
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

type Fields = Readonly<Record<string, SettingsValue>>;

/** `mergeRecord` on one section, its conflicts added to `conflicts`. */
function mergeSection<T extends Fields>(
  section: SettingsSection,
  [base, mine, theirs]: [T, T, T],
  conflicts: SettingsConflict[],
): T {
  const result = mergeRecord(base, mine, theirs);
  const mineFields: Fields = mine;
  const theirFields: Fields = theirs;
  for (const field of result.conflicts) {
    const [mineValue, theirValue] = [mineFields[field], theirFields[field]];
    if (mineValue !== undefined && theirValue !== undefined) {
      conflicts.push({ section, field, mine: mineValue, theirs: theirValue });
    }
  }
  return result.merged;
}

export const useSettingsStore = bindStore(
  createPersistedStore<SettingsState>()(
    SETTINGS_STORAGE,
    (set, get) => ({
      ...initialSettings(),
      save: (draft, base) => {
        if (hasErrors(validateSettingsDraft(draft))) return { status: 'invalid' };
        // The store is re-read whenever another tab writes it (cross-tab sync).
        const theirs = copyDraft(get());
        base ??= theirs;
        const conflicts: SettingsConflict[] = [];
        const merged: SettingsDraft = {
          profile: mergeSection(
            'profile',
            [base.profile, draft.profile, theirs.profile],
            conflicts,
          ),
          branding: mergeSection(
            'branding',
            [base.branding, draft.branding, theirs.branding],
            conflicts,
          ),
          notifications: mergeSection(
            'notifications',
            [base.notifications, draft.notifications, theirs.notifications],
            conflicts,
          ),
        };
        if (conflicts.length > 0) return { status: 'conflict', conflicts };
        if (hasErrors(validateSettingsDraft(merged))) return { status: 'invalid' };
        set(copyDraft(merged));
        return { status: 'saved' };
      },
      reset: () => set(initialSettings()),
    }),
    { ...persistence, partialize: copyDraft },
  ),
);

/** `draft` with one field set: how a conflict is settled in the form. */
export function withSettingsField(
  draft: SettingsDraft,
  section: SettingsSection,
  field: string,
  value: SettingsValue,
): SettingsDraft {
  return { ...draft, [section]: { ...draft[section], [field]: value } };
}

/** The saved settings as a draft the form can start from. */
export function selectSettingsDraft(state: SettingsDraft): SettingsDraft {
  return copyDraft(state);
}

/**
 * The form as the route's HTML (and its hydration) shows it, before the device's settings are
 * read: the initial settings with every text empty — the device's own are not known yet, and
 * the sample advisor's are nobody's to show. Colours and switches keep their defaults.
 */
export function shellSettingsDraft(): SettingsDraft {
  const { profile, branding, notifications } = copyDraft(useSettingsStore.getInitialState());
  return {
    profile: { ...profile, name: '', email: '', phone: '', firm: '', license: '' },
    branding: { ...branding, firmName: '', address: '', website: '' },
    notifications,
  };
}
