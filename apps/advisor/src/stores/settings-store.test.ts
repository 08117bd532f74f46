import { beforeEach, describe, expect, it } from 'vitest';
import { advisorProfile, branding, notificationPreferences } from '@traguardo/sample-data/advisor';
import { settingsOf, useSettingsStore, type SettingsDraft } from './settings-store';

function draft(): SettingsDraft {
  return settingsOf(useSettingsStore.getState(), 'demo');
}

describe('settings store', () => {
  beforeEach(() => {
    useSettingsStore.getState().reset('demo');
  });

  it('starts from the sample advisor, branding and preferences', () => {
    const state = useSettingsStore.getState().demo;
    expect(state.profile).toEqual(advisorProfile);
    expect(state.branding).toEqual(branding);
    expect(state.notifications).toEqual(notificationPreferences);
  });

  it('has every notification on by default', () => {
    expect(Object.values(useSettingsStore.getState().demo.notifications)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('saves a valid draft', () => {
    const next = draft();
    next.branding.firmName = 'Studio Nuovo';
    next.branding.primaryColor = '#112233';
    next.notifications.marketAlerts = false;

    expect(useSettingsStore.getState().save('demo', next)).toEqual({ status: 'saved' });

    const state = useSettingsStore.getState().demo;
    expect(state.branding.firmName).toBe('Studio Nuovo');
    expect(state.branding.primaryColor).toBe('#112233');
    expect(state.notifications.marketAlerts).toBe(false);
  });

  it('refuses an invalid draft and keeps what was saved', () => {
    const next = draft();
    next.profile.email = 'senza-chiocciola';
    next.branding.firmName = 'Non salvato';

    expect(useSettingsStore.getState().save('demo', next)).toEqual({ status: 'invalid' });

    const state = useSettingsStore.getState().demo;
    expect(state.profile.email).toBe(advisorProfile.email);
    expect(state.branding.firmName).toBe(branding.firmName);
  });

  it('refuses a colour that is not #rrggbb', () => {
    const next = draft();
    next.branding.secondaryColor = 'verde';
    expect(useSettingsStore.getState().save('demo', next)).toEqual({ status: 'invalid' });
  });

  it('never writes into the sample data', () => {
    const next = draft();
    next.profile.name = 'Altro Nome';
    useSettingsStore.getState().save('demo', next);
    next.profile.name = 'Modificato dopo';

    expect(advisorProfile.name).not.toBe('Altro Nome');
    expect(useSettingsStore.getState().demo.profile.name).toBe('Altro Nome');
  });
});
