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

  it('takes a valid role from the URL', () => {
    render(
      <AppProvider defaultRole="investor" search="?role=advisor">
        <RoleProbe />
      </AppProvider>,
    );
    expect(screen.getByText('ruolo: advisor')).toBeInTheDocument();
  });

  it('ignores a hostile role in the URL and keeps the app role', () => {
    render(
      <AppProvider defaultRole="investor" search="?role=<script>alert(1)</script>">
        <RoleProbe />
      </AppProvider>,
    );
    expect(screen.getByText('ruolo: investor')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });
});
