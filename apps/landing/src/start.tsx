import { mountApp } from '@traguardo/app-runtime/mount-app';
import { app } from './app/definition';

void mountApp(app);
