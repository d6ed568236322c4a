/** The dashboard's figures, read through injected effects (see organiser-read.ts). */
import { atom } from 'nanostores';
import type { Stats } from '../shared/organiser-schemas.ts';
import { readWith, type SessionEffects } from './organiser-read.ts';

export interface StatsEffects extends SessionEffects {
  getStats(token: string): Promise<Stats>;
}

export function createStatsView(effects: StatsEffects) {
  const $stats = atom<{ stats: Stats | null; error: string }>({ stats: null, error: '' });

  async function load(): Promise<void> {
    const outcome = await readWith(effects, effects.getStats);
    if (!outcome) return;
    $stats.set(
      outcome.phase === 'ready' ? { stats: outcome.value, error: '' } : { stats: null, error: outcome.message },
    );
  }

  return { $stats, load };
}
