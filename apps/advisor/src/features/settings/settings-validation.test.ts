import { describe, expect, it } from 'vitest';
import {
  SETTINGS_ERROR_MESSAGES,
  hasErrors,
  isHexColor,
  isValidEmail,
  validateSettings,
  type SettingsFieldValues,
} from './settings-validation';

const valid: SettingsFieldValues = {
  name: 'Marco Bianchi',
  email: 'marco.bianchi@studio.it',
  primaryColor: '#1e40af',
  secondaryColor: '#10B981',
};

describe('isValidEmail', () => {
  it.each(['a@b.it', 'nome.cognome@studio-rossi.com', '  x@y.eu  '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'marco', 'marco.studio.it', 'marco@', '@studio.it', 'marco@studio', 'a b@c.it'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('isHexColor', () => {
  it.each(['#000000', '#ffffff', '#1E40AF'])('accepts %s', (color) => {
    expect(isHexColor(color)).toBe(true);
  });

  it.each(['', '1e40af', '#fff', '#1e40af0', '#12345g', 'blu', 'rgb(0,0,0)'])(
    'rejects %j',
    (color) => {
      expect(isHexColor(color)).toBe(false);
    },
  );
});

describe('validateSettings', () => {
  it('finds nothing wrong in a valid draft', () => {
    const errors = validateSettings(valid);
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });

  it('names each invalid field with its Italian message', () => {
    const errors = validateSettings({
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
