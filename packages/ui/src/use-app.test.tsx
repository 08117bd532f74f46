import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from './app-provider';
import { useApp } from './use-app';

function RoleProbe() {
  const { userRole } = useApp();
  return <p>ruolo: {userRole}</p>;
}

describe('useApp', () => {
  it('throws the documented message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useApp())).toThrow('useApp must be used within an AppProvider');
  });

  // A role in the URL is taken only when it is one of ours, and never rendered as markup.
  it.each([
    ['takes a valid role from the URL', '?role=advisor', 'advisor'],
    [
      'ignores a hostile role in the URL and keeps the app role',
      '?role=<script>alert(1)</script>',
      'investor',
    ],
  ])('%s', (_, search, role) => {
    render(
      <AppProvider defaultRole="investor" search={search}>
        <RoleProbe />
      </AppProvider>,
    );
    expect(screen.getByText(`ruolo: ${role}`)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});
