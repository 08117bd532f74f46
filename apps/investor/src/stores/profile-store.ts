import { type LedgerProfile } from '@traguardo/ledger/profiles';
import { createPersistedStore } from '@traguardo/persistence/create-persisted-store';
import { bindStore } from '@traguardo/app-runtime/bind-store';
import { PROFILE_STORAGE, persistence } from './storage';

type ProfileState = {
  /** The profile every screen reads: the demo (the first visit's) or the user's own data. */
  profile: LedgerProfile;
  openProfile: (profile: LedgerProfile) => void;
};

/** The open profile, kept on the device so a reload (and another tab) keeps it. */
export const useProfileStore = bindStore(
  createPersistedStore<ProfileState>()(
    PROFILE_STORAGE,
    (set) => ({
      profile: 'demo',
      openProfile: (profile) => set({ profile }),
    }),
    { ...persistence, partialize: (state) => ({ profile: state.profile }) },
  ),
);
