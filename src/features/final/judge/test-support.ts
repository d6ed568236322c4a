import type { ApiAnswer } from '../../../lib/api-client.ts';
import type { JudgeView } from '../../../shared/final-schemas.ts';
import type { OutboxStorage } from './outbox.ts';

/** localStorage's shape over a Map, for the judge's tests. */
export function fakeStorage(initial: Record<string, string> = {}): OutboxStorage & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

export const answer = <T>(status: number, data: T): ApiAnswer<T> =>
  status === 200 || status === 201 ? { ok: true, status, data } : { ok: false, status, data: data as never };

/** A final of two criteria and three pitches: the first closed, the second on stage, the third waiting. */
export const FINAL_VIEW: JudgeView = {
  final: {
    id: 7,
    name: 'Grand final',
    criteria: [
      { id: 'delivery', label: 'Delivery', help: 'How well it was told', min: 1, max: 5 },
      { id: 'market', label: 'Market', help: '', min: 1, max: 5 },
    ],
  },
  pitches: [
    { id: '11', startupName: 'Krishi', state: 'closed', myScores: null },
    { id: '12', startupName: 'Paani', state: 'open', myScores: null },
    { id: '13', startupName: 'Dhoop', state: 'waiting', myScores: null },
  ],
};
