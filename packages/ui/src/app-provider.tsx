import { useMemo, useState, type ReactNode } from 'react';
import { roleFromSearch, type Role } from '@traguardo/domain/role';
import { AppContext, type AppContextValue } from './app-context';

type AppProviderProps = {
  /** The role of the app this provider serves; used when the URL names no valid role. */
  defaultRole: Role;
  /** Query string to read `?role=` from; defaults to the current location's. */
  search?: string;
  /**
   * The selected client, when the app keeps it itself (e.g. in a persisted store);
   * without these two props the provider keeps it in memory.
   */
  selectedClient?: string | undefined;
  onSelectedClientChange?: (clientId: string | undefined) => void;
  children: ReactNode;
};

export function AppProvider({
  defaultRole,
  search,
  selectedClient: controlledClient,
  onSelectedClientChange,
  children,
}: AppProviderProps) {
  const [userRole, setUserRole] = useState<Role>(() =>
    roleFromSearch(search ?? globalThis.location?.search ?? '', defaultRole),
  );
  const [ownClient, setOwnClient] = useState<string | undefined>(undefined);
  const controlled = onSelectedClientChange !== undefined;
  const selectedClient = controlled ? controlledClient : ownClient;
  const setSelectedClient = controlled ? onSelectedClientChange : setOwnClient;

  const value = useMemo<AppContextValue>(
    () => ({ userRole, setUserRole, selectedClient, setSelectedClient }),
    [userRole, selectedClient, setSelectedClient],
  );

  return <AppContext.Provider value={value}>{children}</AppContext.Provider>;
}
