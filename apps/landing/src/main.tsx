import { mountApp } from '@traguardo/ui/mount-app';
import { AppProviders } from './app/provider';
import { AppRouter } from './app/router';
import './index.css';

mountApp(
  <AppProviders>
    <AppRouter />
  </AppProviders>,
);
