/// <reference types="node" />
// The route table is the one declaration of an app's screens: the router and the navigation
// are built from it, and the build's route list (vite-plugins/routes.json: the pages it
// prerenders and preloads, the server's known addresses) must say the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type AppScreen } from '../app-routes';

/** An entry of the build's route list. */
type RouteListEntry = { path: string; screen: string; module: string; pattern?: string };

type Declared = { route: string; screen: string; module: string };

const repoRoot = join(import.meta.dirname, '../../../..');

function routeListOf(base: string): Declared[] {
  const list = JSON.parse(
    readFileSync(join(repoRoot, 'vite-plugins/routes.json'), 'utf8'),
  ) as RouteListEntry[];
  return list
    .filter((entry) => entry.path.startsWith(`${base}/`))
    .map((entry) => ({
      route: entry.pattern ?? entry.path,
      screen: entry.screen,
      module: entry.module,
    }));
}

/** The tests that hold an app's screen table (served under `base`) to the build's route list. */
export function describeRouteTable(screens: readonly AppScreen[], base: string): void {
  describe(`the route table of ${base}`, () => {
    it('is what the build route list says, screen for screen', () => {
      expect(routeListOf(base)).toEqual(
        screens.map((screen) => ({
          route: `${base}${screen.path}`,
          screen: screen.title,
          module: screen.module,
        })),
      );
    });

    it('loads each screen from the module it names', async () => {
      for (const screen of screens) {
        const { lazy } = screen.route;
        if (typeof lazy !== 'function') throw new Error(`${screen.path}: nessun caricamento`);
        const { Component } = await lazy();
        const module: Record<string, unknown> = await import(
          /* @vite-ignore */ pathToFileURL(join(repoRoot, screen.module)).href
        );
        expect(Object.values(module), screen.module).toContain(Component);
      }
    });
  });
}
