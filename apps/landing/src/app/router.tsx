import { type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '@traguardo/ui/not-found-page';
import { RouteErrorPage } from '@traguardo/ui/route-error-page';
import { LandingScreen } from '../features/landing/landing-screen';

export const routes: RouteObject[] = [
  {
    path: '/',
    ErrorBoundary: RouteErrorPage,
    children: [
      { index: true, Component: LandingScreen },
      {
        path: '*',
        // The landing has no shell: the 404 gets its own main landmark.
        element: (
          <main>
            <NotFoundPage />
          </main>
        ),
      },
    ],
  },
];
