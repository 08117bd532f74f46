import { type ReactNode } from 'react';
import { AppProvider } from '@traguardo/ui/app-provider';

export function AppProviders({ children }: { children: ReactNode }) {
  return <AppProvider defaultRole="advisor">{children}</AppProvider>;
}
