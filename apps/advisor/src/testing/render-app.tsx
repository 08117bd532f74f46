import { createRenderApp } from '@traguardo/ui/testing/render';
import { AppProviders } from '../app/provider';
import { routes } from '../app/router';

/** The advisor app's one render helper: a screen (or the whole app) as the app mounts it. */
export const renderApp = createRenderApp(AppProviders, routes);
