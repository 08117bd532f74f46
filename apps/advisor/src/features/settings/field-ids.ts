import { SETTINGS_TEXT_FIELDS } from '@traguardo/domain/settings-validation';

export type TextSettingsField = (typeof SETTINGS_TEXT_FIELDS)[number];

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
export const FIELD_ORDER: readonly TextSettingsField[] = SETTINGS_TEXT_FIELDS;
