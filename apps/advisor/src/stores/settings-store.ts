import { type ClientBookName } from '@traguardo/client-book/books';
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

type SettingsState = {
  /** The demo's settings: the sample advisor's until changed. */
  demo: SettingsDraft;
  /** The advisor's own, for the own book: null until first saved (the form starts empty). */
  own: SettingsDraft | null;
  /**
   * Saves what the user changed in `draft` since `base` (the saved settings the form
   * started from), field by field, over what is stored now: a field changed in another
   * tab and untouched here keeps the other tab's value. A field changed in both to
   * different values is a conflict, and then nothing is written. Without `base` the
   * draft is taken as made from the settings stored now, so every change in it is written.
   * Only `book`'s settings are read and written.
   */
  save: (book: ClientBookName, draft: SettingsDraft, base?: SettingsDraft) => SettingsSaveResult;
  /** `book`'s settings back to where they start (the demo reset: 'demo', the sample values). */
  reset: (book: ClientBookName) => void;
};

// Copies, so that nothing the user edits can ever reach the shared sample arrays.
export function initialSettings(): SettingsDraft {
  return {
    profile: { ...advisorProfile },
    branding: { ...branding },
    notifications: { ...notificationPreferences },
  };
}

/**
 * Settings with every text empty: the own book's before the advisor saves any (the sample
 * advisor's are nobody's to show there), and the route's HTML. Colours and switches keep
 * their defaults.
 */
function blankSettings(): SettingsDraft {
  const { profile, branding, notifications } = initialSettings();
  return {
    profile: { ...profile, name: '', email: '', phone: '', firm: '', license: '' },
    branding: { ...branding, firmName: '', address: '', website: '' },
    notifications,
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
      demo: initialSettings(),
      own: null,
      save: (book, draft, base) => {
        if (hasErrors(validateSettingsDraft(draft))) return { status: 'invalid' };
        // The store is re-read whenever another tab writes it (cross-tab sync).
        const theirs = settingsOf(get(), book);
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
        set({ [book]: copyDraft(merged) });
        return { status: 'saved' };
      },
      reset: (book) => set(book === 'demo' ? { demo: initialSettings() } : { own: null }),
    }),
    {
      ...persistence,
      partialize: ({ demo, own }) => ({
        demo: copyDraft(demo),
        own: own === null ? null : copyDraft(own),
      }),
    },
  ),
);

/** `book`'s saved settings, as a copy the form can start from (the own book's blank until saved). */
export function settingsOf(
  state: Pick<SettingsState, 'demo' | 'own'>,
  book: ClientBookName,
): SettingsDraft {
  const saved = book === 'demo' ? state.demo : state.own;
  return saved === null ? blankSettings() : copyDraft(saved);
}

/** `draft` with one field set: how a conflict is settled in the form. */
export function withSettingsField(
  draft: SettingsDraft,
  section: SettingsSection,
  field: string,
  value: SettingsValue,
): SettingsDraft {
  return { ...draft, [section]: { ...draft[section], [field]: value } };
}

/**
 * The form as the route's HTML (and its hydration) shows it, before the device's settings are
 * read: every text empty — neither the book nor its settings are known yet.
 */
export function shellSettingsDraft(): SettingsDraft {
  return blankSettings();
}

const BLANK_SETTINGS = blankSettings();

/** `book`'s saved settings, for reading only (the report's header, the PDF); re-rendered on a save. */
export function useSavedSettings(book: ClientBookName): SettingsDraft {
  return useSettingsStore((state) => (book === 'demo' ? state.demo : state.own)) ?? BLANK_SETTINGS;
}

/**
 * Whether `book` has settings the advisor saved: the demo always (the sample advisor's until
 * changed), the own book once first saved. A save needs the firm's and the advisor's name, so
 * saved settings always head a report.
 */
export function useSettingsSaved(book: ClientBookName): boolean {
  return useSettingsStore((state) => book === 'demo' || state.own !== null);
}
