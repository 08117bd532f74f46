import { type ReactNode } from 'react';
import { AppProvider } from '@traguardo/ui/app-provider';
import { Toaster } from '@traguardo/ui/toaster';
import { useSelectionStore } from '../stores/selection-store';

export function AppProviders({ children }: { children: ReactNode }) {
  const selectedClient = useSelectionStore((state) => state.selectedClientId);
  const select = useSelectionStore((state) => state.select);
  return (
    <AppProvider
      defaultRole="advisor"
      selectedClient={selectedClient ?? undefined}
      onSelectedClientChange={select}
    >
      {children}
      {/* Mounted once for the whole app: notes, settings and reports all confirm with toasts. */}
      <Toaster />
    </AppProvider>
  );
}
