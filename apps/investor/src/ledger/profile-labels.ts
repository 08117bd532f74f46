import { type LedgerProfile } from '@traguardo/ledger/profiles';

/** How the header and Altro name each profile. */
export const PROFILE_LABELS: Record<LedgerProfile, string> = {
  demo: 'Demo',
  own: 'I miei dati',
};
