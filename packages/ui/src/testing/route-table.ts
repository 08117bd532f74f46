import { type AppScreen } from '../app-routes';

/** An entry of the build's route list (vite-plugins/routes.json). */
export type RouteListEntry = { path: string; screen: string; module: string; pattern?: string };

type Declared = { route: string; screen: string; module: string };

/** The build's route list entries of the app served under `base` ('/investor'). */
export function routeListOf(list: readonly RouteListEntry[], base: string): Declared[] {
  return list
    .filter((entry) => entry.path.startsWith(`${base}/`))
    .map((entry) => ({
      route: entry.pattern ?? entry.path,
      screen: entry.screen,
      module: entry.module,
    }));
}

/** What the app's screen table says the same list must hold. */
export function routeListFrom(screens: readonly AppScreen[], base: string): Declared[] {
  return screens.map((screen) => ({
    route: `${base}${screen.path}`,
    screen: screen.title,
    module: screen.module,
  }));
}
