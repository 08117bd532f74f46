/// <reference types="node" />
// The route table is the one declaration of the app's screens: the router and the navigation
// are built from it, and the build's route list (vite-plugins/routes.json: the pages it
// prerenders and preloads, the server's known addresses) must say the same.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type RouteListEntry, routeListFrom, routeListOf } from '@traguardo/ui/testing/route-table';
import { investorScreens } from './screens';

const repoRoot = join(import.meta.dirname, '../../../..');

const routeList = JSON.parse(
  readFileSync(join(repoRoot, 'vite-plugins/routes.json'), 'utf8'),
) as RouteListEntry[];

describe('the investor route table', () => {
  it('is what the build route list says, screen for screen', () => {
    expect(routeListOf(routeList, '/investor')).toEqual(
      routeListFrom(investorScreens, '/investor'),
    );
  });

  it('loads each screen from the module it names', async () => {
    for (const screen of investorScreens) {
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
