import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ThemePreference } from '@traguardo/domain/theme';
import { AppProvider } from './app-provider';
import { ThemeChoice } from './theme-choice';
import { useResolvedTheme } from './use-resolved-theme';
import { type ThemeStorage } from './use-theme-preference';

function ResolvedTheme() {
  return <output aria-label="Tema attivo">{useResolvedTheme()}</output>;
}

/** A device's storage as the app hands it over, with a way to play another tab's change. */
function deviceStorage(initial: ThemePreference = 'system') {
  let kept = initial;
  let others: (() => void) | undefined;
  const storage: ThemeStorage = {
    read: () => kept,
    write: (preference) => {
      kept = preference;
    },
    subscribe: (onChange) => {
      others = onChange;
      return () => (others = undefined);
    },
  };
  return {
    storage,
    kept: () => kept,
    changeInAnotherTab: (preference: ThemePreference) => {
      kept = preference;
      others?.();
    },
  };
}

function renderInApp(storage: ThemeStorage, children: ReactNode) {
  return render(
    <AppProvider defaultRole="investor" themeStorage={storage}>
      {children}
    </AppProvider>,
  );
}

afterEach(() => {
  delete document.documentElement.dataset.theme;
});

describe('ThemeChoice', () => {
  it('offers Sistema, Chiaro and Scuro in a group named Tema, Sistema by default', () => {
    renderInApp(deviceStorage().storage, <ThemeChoice />);
    const group = screen.getByRole('radiogroup', { name: 'Tema' });
    expect(group).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    ['Sistema', 'Chiaro', 'Scuro'].forEach((name, i) =>
      expect(radios[i]).toHaveAccessibleName(name),
    );
    expect(screen.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  });

  it('applies Scuro at once, remembers it on the device and lets charts follow', async () => {
    const device = deviceStorage();
    renderInApp(
      device.storage,
      <>
        <ThemeChoice />
        <ResolvedTheme />
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Scuro' }));
    expect(screen.getByRole('radio', { name: 'Scuro' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(device.kept()).toBe('dark');
    expect(await screen.findByText('dark')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Sistema' }));
    // jsdom has no dark system theme: Sistema resolves to light.
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(device.kept()).toBe('system');
  });

  it('shows the choice kept on the device', () => {
    renderInApp(deviceStorage('light').storage, <ThemeChoice />);
    expect(screen.getByRole('radio', { name: 'Chiaro' })).toBeChecked();
  });

  it('follows a choice made in another tab', () => {
    const device = deviceStorage();
    renderInApp(device.storage, <ThemeChoice />);
    act(() => device.changeInAnotherTab('dark'));
    expect(screen.getByRole('radio', { name: 'Scuro' })).toBeChecked();
  });

  it('without an app around it, a choice holds for the page', async () => {
    render(<ThemeChoice />);
    await userEvent.click(screen.getByRole('radio', { name: 'Chiaro' }));
    expect(screen.getByRole('radio', { name: 'Chiaro' })).toBeChecked();
  });
});
