// The "Aggiornato il" date of a ledger account: the day its balance last moved, up to today.

/**
 * The last day up to `today` on which an account's balance was set or moved: its opening
 * date, or the date of its newest movement when later. A movement dated after today (a
 * planned one) does not count yet; `newestMovement` undefined means none.
 */
export function accountLastUpdated(
  openingDate: string,
  newestMovement: string | undefined,
  today: string,
): string {
  const moved = newestMovement === undefined || newestMovement > today ? undefined : newestMovement;
  const latest = moved !== undefined && moved > openingDate ? moved : openingDate;
  return latest > today ? openingDate : latest;
}
