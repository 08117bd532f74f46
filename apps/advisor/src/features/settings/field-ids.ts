import { type SettingsField } from '../../stores/settings-validation';

type TextSettingsField = Exclude<SettingsField, 'primaryColor' | 'secondaryColor'>;

// Fixed ids: the screen is mounted once, and a failed save moves focus to the first
// invalid field by id. The colour fields are ui ColorFields, which mark themselves.
export const FIELD_IDS = {
  name: 'impostazioni-nome',
  email: 'impostazioni-email',
  phone: 'impostazioni-telefono',
  license: 'impostazioni-ocf',
  firmName: 'impostazioni-studio',
  address: 'impostazioni-indirizzo',
  website: 'impostazioni-sito',
} as const satisfies Record<TextSettingsField, string>;

/** The text fields in the order they appear on screen. */
export const FIELD_ORDER: readonly TextSettingsField[] = [
  'name',
  'email',
  'phone',
  'license',
  'firmName',
  'address',
  'website',
];
