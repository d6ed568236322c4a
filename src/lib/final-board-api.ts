/** The big screen's one call: the live final's public board (no sign-in). Types only. */
import type { Board } from '../shared/final-schemas.ts';

/** GET /api/final/board; throws when no board came back (no network, an error status). */
export async function getBoard(): Promise<Board> {
  const response = await fetch('/api/final/board', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`The board answered ${response.status}`);
  return (await response.json()) as Board;
}
