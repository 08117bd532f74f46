import { type ReactNode } from 'react';
import { storageNotices } from '@traguardo/persistence/storage-notices';
import { themePreferenceStorage } from '@traguardo/persistence/theme-preference-storage';
import { AppProvider } from '@traguardo/ui/app-provider';
import { Toaster } from '@traguardo/ui/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppProvider
      defaultRole="advisor"
      themeStorage={themePreferenceStorage}
      storageNotices={storageNotices}
    >
      {children}
      {/* Mounted once for the whole app: notes, settings and reports all confirm with toasts. */}
      <Toaster />
    </AppProvider>
  );
}
