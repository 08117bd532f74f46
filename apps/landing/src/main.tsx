import { mountApp } from '@traguardo/ui/mount-app';
import { app } from './app/definition';
import './index.css';

void mountApp(app);
