import { Dexie, type ObservabilitySet } from 'dexie';
import { whenIdle } from '@traguardo/app-runtime/page-settled';
import { todayLocalDate } from '@traguardo/domain/calendar-date';
import { euroToCents } from '@traguardo/domain/ledger-money';
import { HOME_TABLES } from '@traguardo/ledger/home-query';
import { type LedgerDatabase } from '@traguardo/ledger/ledger-database';
import { ledgerDatabaseName } from '@traguardo/ledger/profiles';
import { property } from '@traguardo/sample-data/accounts';
import { ledgerOf } from '../../ledger/ledger-connection';
import { useProfileStore } from '../../stores/profile-store';
import { homeScreenData, type HomeScreenData } from './home-screen-figures';

// Home's figures, kept live for the rest of the session once a write has touched them: read
// again after every write to what Home reads (here or in another tab), at once while Home is
// on screen and in an idle moment otherwise, so that opening Home after "Salva" shows the
// new figures in its first render instead of reading them then. One ledger and one day at a
// time: the open profile's, as of today. A profile opened again (after it was deleted) is a
// new connection, another day a new key: neither is served the figures read before. A read
// that a write overtook is never shown: it is read again.

/** The demo household's house, in cents: Home counts it beside the demo's accounts. */
const DEMO_HOME = euroToCents(property.value);

/** Whether a write (Dexie's mutated parts) touched a table Home reads (readHome) in `name`. */
function touchesHome(parts: ObservabilitySet, name: string): boolean {
  const prefixes = HOME_TABLES.map((table) => `idb://${name}/${table}/`);
  return Object.keys(parts).some((part) => prefixes.some((prefix) => part.startsWith(prefix)));
}

/** Home's figures of one ledger as of one day, read again after each write to them. */
class LiveHomeData {
  private data: HomeScreenData | undefined;
  private error: unknown;
  /** A write came after the last read began: `data` may be older than the ledger. */
  private stale = true;
  private reading = false;
  private cancelIdle: () => void = () => undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly db: LedgerDatabase,
    readonly today: string,
  ) {}

  /** What Home shows now: undefined until read (it throws what the read threw). */
  readonly snapshot = (): HomeScreenData | undefined => {
    if (this.error !== undefined) throw this.error;
    return this.data;
  };

  /** Home on screen: told of every new answer, each write read at once. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.stale) this.readNow();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      // Figures older than the ledger are for a Home on screen only, until the new ones
      // come; a failure is shown once, and the next Home reads anew.
      if (this.stale) this.data = undefined;
      if (this.error !== undefined) {
        this.error = undefined;
        this.stale = true;
      }
    };
  };

  /** A write touched what Home reads. */
  changed(): void {
    this.stale = true;
    if (this.listeners.size > 0) {
      this.readNow();
    } else {
      this.data = undefined;
      this.cancelIdle();
      this.cancelIdle = whenIdle(() => this.readNow());
    }
  }

  private readNow(): void {
    this.cancelIdle();
    if (this.reading) return;
    this.reading = true;
    this.stale = false;
    const settle = (apply: () => void) => {
      this.reading = false;
      // A write during the read: what it gave may be older than the ledger.
      if (this.stale) {
        this.changed();
        return;
      }
      apply();
      for (const listener of this.listeners) listener();
    };
    const home = this.db.profile === 'demo' ? DEMO_HOME : null;
    homeScreenData(this.db, this.today, home).then(
      (data) =>
        settle(() => {
          this.data = data;
          this.error = undefined;
        }),
      (error: unknown) =>
        settle(() => {
          // Home on screen shows the failure, as a live query would; a later Home reads anew.
          if (this.listeners.size > 0) this.error = error;
          else this.stale = true;
        }),
    );
  }
}

let current: LiveHomeData | null = null;
let listening = false;
let keeping = false;

let warmed = false;

function warmHomeScreen(): void {
  if (warmed) return;
  warmed = true;
  whenIdle(() => void import('./home-screen').catch(() => undefined));
}

function listen(): void {
  if (listening) return;
  listening = true;
  Dexie.on('storagemutated', (parts: ObservabilitySet) => {
    const profile = useProfileStore.getState().profile;
    // Once asked to, the first write to the open profile's figures starts keeping them, and
    // Home's module is fetched and run ahead, so that opening Home has nothing to load.
    if (keeping && touchesHome(parts, ledgerDatabaseName(profile))) {
      liveHomeData(ledgerOf(profile), todayLocalDate());
      warmHomeScreen();
    }
    if (current !== null && touchesHome(parts, current.db.name)) current.changed();
  });
}

/** Home's live figures of `db` as of `today` (those kept, or a new start). */
export function liveHomeData(db: LedgerDatabase, today: string): LiveHomeData {
  listen();
  if (current === null || current.db !== db || current.today !== today) {
    current = new LiveHomeData(db, today);
    current.changed();
  }
  return current;
}

/**
 * From now on, the first write to the open profile's ledger (here or in another tab) starts
 * keeping Home's figures live, read in an idle moment after it. Nothing is read before.
 */
export function keepHomeFiguresLive(): void {
  listen();
  // Once the open profile's ledger is open: the demo's first visit fills it as it opens, a
  // write that is not the person's, and Home's figures are not read for it.
  void ledgerOf(useProfileStore.getState().profile)
    .open()
    .then(
      () => {
        keeping = true;
      },
      () => undefined,
    );
}
