import { charactersOver } from './text-length';

// Spec §5 leaves settings validation open; the issues ask that obvious mistakes be
// pointed out and block saving. The checks catch typos and markup (`<`, `>`, quotes) in an
// email or a web address, not every address the RFC would reject; free text (names, the
// address) is taken as typed and always shown as text. Every field's rule is one function below.

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

/** Longest text any settings field accepts, in characters as a person counts them. */
export const SETTINGS_TEXT_MAX_LENGTH = 120;

export type SettingsField = keyof SettingsFieldValues;

export type SettingsErrors = Partial<Record<SettingsField, string>>;

// Letters (any script), digits and the RFC's punctuation before the @; a domain of
// letter/digit labels, hyphens inside, after it. No spaces, brackets or quotes.
const EMAIL_PATTERN =
  /^[\p{L}\p{N}.!#$%&*+/=?^_`{|}~'-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;
const HEX_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
const PHONE_PATTERN = /^\+?[\d\s()./-]{6,20}$/;
// A path, query or fragment holds only the characters a URL allows unescaped, less the
// quotes: `"`, `'`, `<`, `>` and spaces would end an attribute or open a tag.
const WEBSITE_PATTERN =
  /^(https?:\/\/)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#][a-z0-9\-._~:/?#[\]@!$&()*+,;=%]*)?$/i;

export const SETTINGS_ERROR_MESSAGES = {
  nameRequired: 'Inserisci il nome completo.',
  firmNameRequired: 'Inserisci il nome dello studio: compare nell’intestazione dei report.',
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

/** Whether a web address (optional: empty is fine) is plain http(s) with no markup in it. */
export function isValidWebsite(value: string): boolean {
  const website = value.trim();
  return website === '' || WEBSITE_PATTERN.test(website);
}

/** Whether a phone number (optional: empty is fine) is digits with the usual separators. */
export function isValidPhone(value: string): boolean {
  const phone = value.trim();
  return phone === '' || PHONE_PATTERN.test(phone);
}

type FieldRule = (value: string) => string | undefined;

const required =
  (message: string): FieldRule =>
  (value) =>
    value.trim() === '' ? message : undefined;

const matching =
  (check: (value: string) => boolean, message: string): FieldRule =>
  (value) =>
    check(value) ? undefined : message;

/** Each field's rules, checked in order; the first that fails gives the message. */
const FIELD_RULES: Readonly<Record<SettingsField, readonly FieldRule[]>> = {
  name: [required(SETTINGS_ERROR_MESSAGES.nameRequired)],
  email: [matching(isValidEmail, SETTINGS_ERROR_MESSAGES.emailInvalid)],
  phone: [matching(isValidPhone, SETTINGS_ERROR_MESSAGES.phoneInvalid)],
  license: [],
  firmName: [required(SETTINGS_ERROR_MESSAGES.firmNameRequired)],
  address: [],
  website: [matching(isValidWebsite, SETTINGS_ERROR_MESSAGES.websiteInvalid)],
  primaryColor: [matching(isHexColor, SETTINGS_ERROR_MESSAGES.colorInvalid)],
  secondaryColor: [matching(isHexColor, SETTINGS_ERROR_MESSAGES.colorInvalid)],
};

const TEXT_FIELDS: ReadonlySet<SettingsField> = new Set(SETTINGS_TEXT_FIELDS);

/** The Italian message for one field's value, or undefined when it is fine. */
export function settingsFieldProblem(field: SettingsField, value: string): string | undefined {
  if (TEXT_FIELDS.has(field) && charactersOver(value, SETTINGS_TEXT_MAX_LENGTH) > 0) {
    return SETTINGS_ERROR_MESSAGES.tooLong;
  }
  for (const rule of FIELD_RULES[field]) {
    const problem = rule(value);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** The Italian message for each invalid field; an empty object means the draft can be saved. */
export function validateSettings(values: SettingsFieldValues): SettingsErrors {
  const errors: SettingsErrors = {};
  for (const field of Object.keys(FIELD_RULES) as SettingsField[]) {
    const problem = settingsFieldProblem(field, values[field]);
    if (problem !== undefined) errors[field] = problem;
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

const MARKUP_CHARACTERS = /[<>"'`]/g;

/**
 * Settings stored under older, looser rules, made to pass today's: a field the rules now
 * refuse loses its markup characters (`<mario@studio.it>` becomes `mario@studio.it`)
 * and, if that is still not enough, takes the `fallback` value. Valid fields are kept.
 */
export function repairSettings(
  values: SettingsFieldValues,
  fallback: SettingsFieldValues,
): SettingsFieldValues {
  const repaired = { ...values };
  for (const field of Object.keys(FIELD_RULES) as SettingsField[]) {
    if (settingsFieldProblem(field, repaired[field]) === undefined) continue;
    const cleaned = repaired[field].replace(MARKUP_CHARACTERS, '').trim();
    repaired[field] =
      settingsFieldProblem(field, cleaned) === undefined ? cleaned : fallback[field];
  }
  return repaired;
}
