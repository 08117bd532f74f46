// Spec §5 leaves settings validation open; the issue asks that obvious mistakes be
// pointed out and block saving. These checks are deliberately lenient: they catch
// typos, not every address the RFC would reject.

export type SettingsFieldValues = {
  name: string;
  email: string;
  phone: string;
  license: string;
  firmName: string;
  address: string;
  website: string;
  primaryColor: string;
  secondaryColor: string;
};

/** Longest text any settings field accepts. */
export const SETTINGS_TEXT_MAX_LENGTH = 120;

export type SettingsField = keyof SettingsFieldValues;

export type SettingsErrors = Partial<Record<SettingsField, string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
const PHONE_PATTERN = /^\+?[\d\s()./-]{6,20}$/;
const WEBSITE_PATTERN = /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i;

export const SETTINGS_ERROR_MESSAGES = {
  nameRequired: 'Inserisci il nome completo.',
  emailInvalid: 'Inserisci un indirizzo email valido, per esempio nome@studio.it.',
  colorInvalid: 'Inserisci un colore nel formato #rrggbb, per esempio #1e40af.',
  phoneInvalid: 'Inserisci un numero di telefono valido, per esempio +39 02 1234 5678.',
  websiteInvalid: 'Inserisci un indirizzo web valido, per esempio www.studio.it.',
  tooLong: `Massimo ${SETTINGS_TEXT_MAX_LENGTH} caratteri.`,
} as const;

/** The text fields, in the order they appear on the settings screen. */
export const SETTINGS_TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'license',
  'firmName',
  'address',
  'website',
] as const;

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
  const phone = values.phone.trim();
  if (phone !== '' && !PHONE_PATTERN.test(phone))
    errors.phone = SETTINGS_ERROR_MESSAGES.phoneInvalid;
  const website = values.website.trim();
  if (website !== '' && !WEBSITE_PATTERN.test(website)) {
    errors.website = SETTINGS_ERROR_MESSAGES.websiteInvalid;
  }
  for (const field of SETTINGS_TEXT_FIELDS) {
    if (values[field].length > SETTINGS_TEXT_MAX_LENGTH)
      errors[field] = SETTINGS_ERROR_MESSAGES.tooLong;
  }
  return errors;
}

/** The same checks on a whole settings draft (profile plus branding). */
export function validateSettingsDraft(draft: {
  profile: { name: string; email: string; phone: string; license: string };
  branding: {
    firmName: string;
    address: string;
    website: string;
    primaryColor: string;
    secondaryColor: string;
  };
}): SettingsErrors {
  const { name, email, phone, license } = draft.profile;
  const { firmName, address, website, primaryColor, secondaryColor } = draft.branding;
  return validateSettings({
    name,
    email,
    phone,
    license,
    firmName,
    address,
    website,
    primaryColor,
    secondaryColor,
  });
}

export function hasErrors(errors: SettingsErrors): boolean {
  return Object.keys(errors).length > 0;
}
