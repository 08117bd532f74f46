import { useContext } from 'react';
import { AppContext, type AppContextValue } from './app-context';

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (value === null) {
    throw new Error('useApp must be used within an AppProvider');
  }
  return value;
}
