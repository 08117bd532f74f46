import { mountApp } from '@traguardo/ui/mount-app';
import { app } from './app/definition';

void mountApp(app);
