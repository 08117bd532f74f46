import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app';

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.theme;
});

describe('AppProviders', () => {
  it('a theme the device refuses to keep holds for this tab, and the page says so', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota superata', 'QuotaExceededError');
    });
    const { user } = renderApp({ route: '/more' });
    await user.click(await screen.findByRole('radio', { name: 'Scuro' }));
    expect(screen.getByRole('radio', { name: 'Scuro' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(
      await screen.findByRole('region', { name: 'Salvataggio non disponibile' }),
    ).toBeVisible();
  });
});
