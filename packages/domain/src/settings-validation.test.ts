import { describe, expect, it } from 'vitest';
import {
  SETTINGS_ERROR_MESSAGES,
  SETTINGS_TEXT_MAX_LENGTH,
  hasErrors,
  isHexColor,
  isValidEmail,
  repairSettings,
  settingsFieldProblem,
  validateSettings,
  type SettingsFieldValues,
} from './settings-validation';

const valid: SettingsFieldValues = {
  name: 'Marco Bianchi',
  email: 'marco.bianchi@studio.it',
  phone: '+39 02 1234 5678',
  license: 'OCF n. 12345',
  firmName: 'Studio Bianchi',
  address: 'Via Roma 1, 20121 Milano',
  website: 'www.studiobianchi.it',
  primaryColor: '#1e40af',
  secondaryColor: '#10B981',
};

// Both checks are yes/no on one text: a table of what each accepts and rejects.
describe.each([
  {
    name: 'isValidEmail',
    check: isValidEmail,
    accepts: ['a@b.it', 'nome.cognome@studio-rossi.com', '  x@y.eu  '],
    rejects: ['', 'marco', 'marco.studio.it', 'marco@', '@studio.it', 'marco@studio', 'a b@c.it'],
  },
  {
    name: 'isHexColor',
    check: isHexColor,
    accepts: ['#000000', '#ffffff', '#1E40AF'],
    rejects: ['', '1e40af', '#fff', '#1e40af0', '#12345g', 'blu', 'rgb(0,0,0)'],
  },
])('$name', ({ check, accepts, rejects }) => {
  it.each(accepts)('accepts %j', (text) => {
    expect(check(text)).toBe(true);
  });

  it.each(rejects)('rejects %j', (text) => {
    expect(check(text)).toBe(false);
  });
});

describe('validateSettings', () => {
  it('finds nothing wrong in a valid draft', () => {
    const errors = validateSettings(valid);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('names each invalid field with its Italian message', () => {
    const errors = validateSettings({
      ...valid,
      name: '   ',
      email: 'marco.studio.it',
      primaryColor: '#12',
      secondaryColor: 'verde',
    });
    expect(errors).toEqual({
      name: SETTINGS_ERROR_MESSAGES.nameRequired,
      email: SETTINGS_ERROR_MESSAGES.emailInvalid,
      primaryColor: SETTINGS_ERROR_MESSAGES.colorInvalid,
      secondaryColor: SETTINGS_ERROR_MESSAGES.colorInvalid,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it('reports only the field that is wrong', () => {
    expect(validateSettings({ ...valid, email: 'marco@' })).toEqual({
      email: SETTINGS_ERROR_MESSAGES.emailInvalid,
    });
  });
});

describe('the other text fields', () => {
  it.each(['', '02 1234567', '+39 (02) 8765-4321', '333/1234567'])(
    'accepts the phone %j',
    (phone) => {
      expect(validateSettings({ ...valid, phone })).toEqual({});
    },
  );

  it.each(['chiamami', '12', '+39 02 1234 5678 int. 4'])('refuses the phone %j', (phone) => {
    expect(validateSettings({ ...valid, phone })).toEqual({
      phone: SETTINGS_ERROR_MESSAGES.phoneInvalid,
    });
  });

  it.each(['', 'studio.it', 'https://www.studio.it/chi-siamo'])(
    'accepts the website %j',
    (website) => {
      expect(validateSettings({ ...valid, website })).toEqual({});
    },
  );

  it.each(['studio', 'javascript:alert(1)', 'www.studio .it'])(
    'refuses the website %j',
    (website) => {
      expect(validateSettings({ ...valid, website })).toEqual({
        website: SETTINGS_ERROR_MESSAGES.websiteInvalid,
      });
    },
  );

  it('limits every text field to the same length', () => {
    const long = 'a'.repeat(SETTINGS_TEXT_MAX_LENGTH + 1);
    expect(validateSettings({ ...valid, address: long, license: long })).toEqual({
      address: SETTINGS_ERROR_MESSAGES.tooLong,
      license: SETTINGS_ERROR_MESSAGES.tooLong,
    });
    expect(validateSettings({ ...valid, address: long.slice(1) })).toEqual({});
  });
});

describe('issue 30: what the settings refused to let through', () => {
  it.each(['<mario@studio.it>', 'mario@studio.it>', '"mario"@studio.it', 'mario@studio.it"'])(
    'refuses the email %j',
    (email) => {
      expect(validateSettings({ ...valid, email })).toEqual({
        email: SETTINGS_ERROR_MESSAGES.emailInvalid,
      });
    },
  );

  it.each(['mario@studio.it', 'm.rossi+report@studio-rossi.co.uk', 'niccolò@studiò.it'])(
    'accepts the email %j',
    (email) => {
      expect(validateSettings({ ...valid, email })).toEqual({});
    },
  );

  it.each([
    'https://studio.it/"><script>',
    "https://studio.it/'onmouseover='x",
    'https://studio.it/<b>',
    'studio.it/a b',
  ])('refuses the website %j', (website) => {
    expect(validateSettings({ ...valid, website })).toEqual({
      website: SETTINGS_ERROR_MESSAGES.websiteInvalid,
    });
  });

  it.each(['https://studio.it/chi-siamo?lang=it#team', 'http://studio.it:8080/', 'studio.it'])(
    'accepts the website %j',
    (website) => {
      expect(validateSettings({ ...valid, website })).toEqual({});
    },
  );

  it.each(['', '   '])('refuses the firm name %j: the report would have none', (firmName) => {
    expect(validateSettings({ ...valid, firmName })).toEqual({
      firmName: SETTINGS_ERROR_MESSAGES.firmNameRequired,
    });
  });

  it('takes free text as it is typed, markup included: it is always shown as text', () => {
    expect(
      validateSettings({ ...valid, name: 'Giulia <b>Verdi</b>', address: 'Via <Roma>' }),
    ).toEqual({});
  });

  it('counts the length limit in characters: 120 emoji fit, 121 do not', () => {
    expect(validateSettings({ ...valid, address: '🏠'.repeat(SETTINGS_TEXT_MAX_LENGTH) })).toEqual(
      {},
    );
    expect(
      validateSettings({ ...valid, address: '🏠'.repeat(SETTINGS_TEXT_MAX_LENGTH + 1) }),
    ).toEqual({ address: SETTINGS_ERROR_MESSAGES.tooLong });
  });
});

describe('settingsFieldProblem', () => {
  it('gives each field its own message', () => {
    expect(settingsFieldProblem('name', '')).toBe(SETTINGS_ERROR_MESSAGES.nameRequired);
    expect(settingsFieldProblem('firmName', '')).toBe(SETTINGS_ERROR_MESSAGES.firmNameRequired);
    expect(settingsFieldProblem('phone', 'x')).toBe(SETTINGS_ERROR_MESSAGES.phoneInvalid);
    expect(settingsFieldProblem('primaryColor', 'blu')).toBe(SETTINGS_ERROR_MESSAGES.colorInvalid);
    expect(settingsFieldProblem('license', 'OCF n. 12345')).toBeUndefined();
  });
});

describe('repairSettings', () => {
  it('keeps valid fields, strips markup where that is enough, else falls back', () => {
    const fallback = { ...valid, firmName: 'Studio di riserva', website: '' };
    expect(
      repairSettings(
        {
          ...valid,
          email: '<mario@studio.it>',
          website: 'https://studio.it/"><script>',
          firmName: '  ',
          address: 'Via Roma 1',
        },
        fallback,
      ),
    ).toEqual({
      ...valid,
      email: 'mario@studio.it',
      website: 'https://studio.it/script',
      firmName: 'Studio di riserva',
      address: 'Via Roma 1',
    });
  });
});
