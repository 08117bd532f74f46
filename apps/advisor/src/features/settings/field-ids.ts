import { type SettingsField } from './settings-validation';

type TextSettingsField = Exclude<SettingsField, 'primaryColor' | 'secondaryColor'>;

// Fixed ids: the screen is mounted once, and a failed save moves focus to the first
// invalid field by id. The colour fields are ui ColorFields, which mark themselves.
export const FIELD_IDS = {
  name: 'impostazioni-nome',
  email: 'impostazioni-email',
} as const satisfies Record<TextSettingsField, string>;

export const FIELD_ORDER: readonly TextSettingsField[] = ['name', 'email'];
