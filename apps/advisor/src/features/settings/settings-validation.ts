// Spec §5 leaves settings validation open; the issue asks that obvious mistakes be
// pointed out and block saving. These checks are deliberately lenient: they catch
// typos, not every address the RFC would reject.

export type SettingsFieldValues = {
  name: string;
  email: string;
  primaryColor: string;
  secondaryColor: string;
};

export type SettingsField = keyof SettingsFieldValues;

export type SettingsErrors = Partial<Record<SettingsField, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;

export const SETTINGS_ERROR_MESSAGES = {
  nameRequired: 'Inserisci il nome completo.',
  emailInvalid: 'Inserisci un indirizzo email valido, per esempio nome@studio.it.',
  colorInvalid: 'Inserisci un colore nel formato #rrggbb, per esempio #1e40af.',
} as const;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isHexColor(value: string): boolean {
  return HEX_COLOR_PATTERN.test(value.trim());
}

/** The Italian message for each invalid field; an empty object means the draft can be saved. */
export function validateSettings(values: SettingsFieldValues): SettingsErrors {
  const errors: SettingsErrors = {};
  if (values.name.trim() === '') errors.name = SETTINGS_ERROR_MESSAGES.nameRequired;
  if (!isValidEmail(values.email)) errors.email = SETTINGS_ERROR_MESSAGES.emailInvalid;
  if (!isHexColor(values.primaryColor)) errors.primaryColor = SETTINGS_ERROR_MESSAGES.colorInvalid;
  if (!isHexColor(values.secondaryColor)) {
    errors.secondaryColor = SETTINGS_ERROR_MESSAGES.colorInvalid;
  }
  return errors;
}

/** The same checks on a whole settings draft (profile plus branding). */
export function validateSettingsDraft(draft: {
  profile: { name: string; email: string };
  branding: { primaryColor: string; secondaryColor: string };
}): SettingsErrors {
  return validateSettings({
    name: draft.profile.name,
    email: draft.profile.email,
    primaryColor: draft.branding.primaryColor,
    secondaryColor: draft.branding.secondaryColor,
  });
}

export function hasErrors(errors: SettingsErrors): boolean {
  return Object.keys(errors).length > 0;
}
