import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY } from '@traguardo/domain/theme';
import { ThemeChoice } from './theme-choice';
import { useResolvedTheme } from './theme-preference';

function ResolvedTheme() {
  return <output aria-label="Tema attivo">{useResolvedTheme()}</output>;
}

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('ThemeChoice', () => {
  it('offers Sistema, Chiaro and Scuro in a group named Tema, Sistema by default', () => {
    render(<ThemeChoice />);
    const group = screen.getByRole('radiogroup', { name: 'Tema' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Sistema',
      'Chiaro',
      'Scuro',
    ]);
    expect(screen.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  });

  it('applies Scuro at once, remembers it on the device and lets charts follow', async () => {
    render(
      <>
        <ThemeChoice />
        <ResolvedTheme />
      </>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Scuro' }));
    expect(screen.getByRole('radio', { name: 'Scuro' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(await screen.findByText('dark')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Sistema' }));
    // jsdom has no dark system theme: Sistema resolves to light and the key is removed.
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('shows a choice saved earlier, and ignores a value it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { unmount } = render(<ThemeChoice />);
    expect(screen.getByRole('radio', { name: 'Chiaro' })).toBeChecked();
    unmount();
    localStorage.setItem(THEME_STORAGE_KEY, '<script>');
    render(<ThemeChoice />);
    expect(screen.getByRole('radio', { name: 'Sistema' })).toBeChecked();
  });

  it('follows a choice made in another tab', () => {
    render(<ThemeChoice />);
    act(() => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    });
    expect(screen.getByRole('radio', { name: 'Scuro' })).toBeChecked();
  });
});
