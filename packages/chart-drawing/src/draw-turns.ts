// Charts take turns to draw: one chart per task, the main thread handed back in between,
// so a screen with several charts never blocks input for the time of all of them.

type Turn = { grant: () => void };

let drawing: Turn | null = null;
const waiting: Turn[] = [];

function grantNext(): void {
  if (drawing !== null) return;
  const turn = waiting.shift();
  if (turn === undefined) return;
  drawing = turn;
  turn.grant();
}

/** A new task for the next turn: whatever the page has queued (input first) runs before it. */
function grantLater(): void {
  setTimeout(grantNext);
}

/**
 * Queues a drawing turn; `grant` runs in a task of its own once the charts queued before
 * have drawn. Returns `done`: call it when the chart has drawn (or is gone), which hands
 * the turn on; calling it for a turn still waiting takes it out of the queue.
 */
export function requestDrawTurn(grant: () => void): () => void {
  const turn: Turn = { grant };
  waiting.push(turn);
  grantLater();
  return () => {
    const index = waiting.indexOf(turn);
    if (index >= 0) waiting.splice(index, 1);
    if (drawing === turn) {
      drawing = null;
      grantLater();
    }
  };
}
