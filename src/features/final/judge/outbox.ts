/**
 * The judge's scores kept on the phone (localStorage) until the server has them: written before the first send, so a
 * reload, a dead battery's restart or a lost answer never loses one. One record per judge and final, keyed by the
 * judge's mobile and the final's id, so two judges sharing a phone never send each other's scores.
 */

/** Scores of one pitch by criterion id, whole numbers on each criterion's scale. */
export type Scores = Record<string, number>;

/**
 * 'pending' until the server answered 201 or 200 ('sent': stored, or already stored and counted once), or refused it
 * for good ('refused', with the server's message: sent again only when the judge presses Send again).
 */
export interface OutboxEntry {
  scores: Scores;
  state: 'pending' | 'sent' | 'refused';
  message?: string;
}

/** A final's entries by pitch id. */
export type Outbox = Record<string, OutboxEntry>;

/** The part of localStorage the outbox uses (a Map stands in for it in tests). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'key' | 'length'>;

const PREFIX = 'finalScores';

/** The key of one judge's scores of one final. */
export const outboxKey = (mobile: string, finalId: number): string => `${PREFIX}:${mobile}:${finalId}`;

/** Every key holding this judge's scores, of any final (a score kept from a final that has since closed included). */
export function judgeKeys(storage: OutboxStorage, mobile: string): string[] {
  const keys: string[] = [];
  const own = `${PREFIX}:${mobile}:`;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(own)) keys.push(key);
  }
  return keys;
}

const isEntry = (value: unknown): value is OutboxEntry => {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<OutboxEntry>;
  return (
    (entry.state === 'pending' || entry.state === 'sent' || entry.state === 'refused') &&
    !!entry.scores &&
    typeof entry.scores === 'object' &&
    Object.values(entry.scores).every((n) => typeof n === 'number')
  );
};

/** The entries under `key`; a value that is not the outbox's own (edited by hand, cut short) reads as empty. */
export function readOutbox(storage: OutboxStorage, key: string): Outbox {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isEntry(entry))) as Outbox;
}

/**
 * Changes one entry, reading the stored record first so two writers (the sender and a new score, another tab) each
 * keep the other's change, and hands back the record as it now stands.
 */
export function updateEntry(
  storage: OutboxStorage,
  key: string,
  pitchId: string,
  change: (entry: OutboxEntry | undefined) => OutboxEntry | undefined,
): Outbox {
  const outbox = readOutbox(storage, key);
  const next = change(outbox[pitchId]);
  if (next) outbox[pitchId] = next;
  else delete outbox[pitchId];
  try {
    storage.setItem(key, JSON.stringify(outbox));
  } catch {
    // Refused (storage full): withMemory below still holds it for this page.
  }
  return outbox;
}

/** The pitches whose scores are still to send. */
export const pendingIds = (outbox: Outbox): string[] =>
  Object.entries(outbox)
    .filter(([, entry]) => entry.state === 'pending')
    .map(([id]) => id);

/**
 * `storage` with a copy in memory: when the phone refuses to store (storage full, blocked, absent), this page still
 * shows and sends what the judge gave; only a reload then loses it.
 */
export function withMemory(storage: OutboxStorage | undefined): OutboxStorage {
  const memory = new Map<string, string>();
  const keys = (): string[] => {
    const all = new Set(memory.keys());
    try {
      for (let i = 0; storage && i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) all.add(key);
      }
    } catch {
      // Unreadable: memory alone.
    }
    return [...all];
  };
  return {
    getItem(key) {
      if (memory.has(key)) return memory.get(key)!;
      try {
        return storage?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        storage?.setItem(key, value);
      } catch {
        // Kept in memory.
      }
    },
    key: (index) => keys()[index] ?? null,
    get length() {
      return keys().length;
    },
  };
}
