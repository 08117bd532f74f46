import { useContext } from 'react';
import { MESSAGES } from '@traguardo/domain/messages';
import { AppContext, type AppContextValue } from './app-context';

export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (value === null) {
    throw new Error(MESSAGES.useAppOutsideProvider);
  }
  return value;
}
