import { fireEvent, render, renderHook, screen } from '@testing-library/react';
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

describe('the selected client', () => {
  function ClientProbe() {
    const { selectedClient, setSelectedClient } = useApp();
    return (
      <button type="button" onClick={() => setSelectedClient('c7')}>
        cliente: {selectedClient ?? 'nessuno'}
      </button>
    );
  }

  it('is kept by the provider when the app does not keep it', async () => {
    render(
      <AppProvider defaultRole="advisor">
        <ClientProbe />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'cliente: nessuno' }));
    expect(await screen.findByRole('button', { name: 'cliente: c7' })).toBeInTheDocument();
  });

  it('follows the app when it keeps it itself', () => {
    const onChange = vi.fn();
    render(
      <AppProvider defaultRole="advisor" selectedClient="c2" onSelectedClientChange={onChange}>
        <ClientProbe />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'cliente: c2' }));
    expect(onChange).toHaveBeenCalledWith('c7');
  });
});
