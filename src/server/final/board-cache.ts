import type { ApiDeps } from '../deps.ts';
import { boardReader, readBoard } from './board.ts';

const readers = new WeakMap<object, ReturnType<typeof boardReader>>();

/**
 * The one board reader of an API (its deps): the big screen's route reads through it, and the judges' and
 * organisers' writes mark it changed, so this process's own changes show at the next poll.
 */
export function boardOf(deps: Pick<ApiDeps, 'db' | 'rubric' | 'roles'>) {
  let reader = readers.get(deps);
  if (!reader) {
    reader = boardReader(() => readBoard(deps.db, deps.rubric, deps.roles.judges.size));
    readers.set(deps, reader);
  }
  return reader;
}
