import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type ApplicationWindowResponse,
  type WindowSettings,
  WindowSettingsSchema,
} from '../../shared/organiser-schemas.ts';
import { SITE_FACT_FIELDS } from '../../shared/site-facts.ts';
import { windowState } from '../../shared/window-state.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { fail } from '../errors.ts';

const SETTING = 'applicationWindow';
const SITE_JSON = fileURLToPath(new URL('../../../content/site.json', import.meta.url));

/**
 * What the server takes from content/site.json: the event's name (for status SMS) and the window
 * as written there, the starting point before organisers change it.
 */
export async function siteFacts(file = SITE_JSON): Promise<{ eventName: string; window: WindowSettings }> {
  const facts = z.object(SITE_FACT_FIELDS).parse(JSON.parse(await readFile(file, 'utf8')));
  const { opensAt, closesAt } = facts.applicationWindow;
  return {
    eventName: facts.eventName,
    window: WindowSettingsSchema.parse({ applicationsOpenAt: opensAt, applicationsCloseAt: closesAt }),
  };
}

/** Stores `initial` unless a window is already set (several processes may start at once: one insert wins). */
export async function seedWindow(db: Db, initial: WindowSettings, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: SETTING, value: initial, updatedAt: now, updatedBy: 'content' })
    .onConflictDoNothing();
}

/** The stored window; null when none was ever set (then applications are not restricted). */
export async function readWindow(db: DbOrTx): Promise<WindowSettings | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.name, SETTING));
  if (!row) return null;
  const parsed = WindowSettingsSchema.safeParse(row.value);
  return parsed.success ? parsed.data : null;
}

export async function saveWindow(db: Db, window: WindowSettings, by: string, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: SETTING, value: window, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: appSettings.name, set: { value: window, updatedAt: now, updatedBy: by } });
}

/** '' while `now` is inside the window, else the message the applicant reads. */
export function windowRefusal(window: WindowSettings | null, now: Date): string {
  const state = windowState(window, now.getTime());
  return state.open ? '' : state.message;
}

/** Refuses with 403 and the window's message while applications are closed (before a byte of a body is read). */
export async function requireOpenWindow(db: Db, now: Date): Promise<void> {
  const closed = windowRefusal(await readWindow(db), now);
  if (closed) throw fail(403, closed);
}

/** An upload still streaming in when the window closes may be saved this long after the close. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * The window as the save judges it, when the body has arrived: closed only once the grace after the
 * close has passed too, so a deck that finishes a second late is kept and a slow one is not.
 */
export function commitRefusal(window: WindowSettings | null, now: Date): string {
  const closeAt = window ? Date.parse(window.applicationsCloseAt) : Infinity;
  const inGrace = now.getTime() >= closeAt && now.getTime() < closeAt + CLOSE_GRACE_MS;
  return inGrace ? '' : windowRefusal(window, now);
}

export async function windowView(db: Db, now: Date): Promise<ApplicationWindowResponse> {
  const window = await readWindow(db);
  const message = windowRefusal(window, now);
  return {
    applicationsOpenAt: window?.applicationsOpenAt ?? '',
    applicationsCloseAt: window?.applicationsCloseAt ?? '',
    isOpen: message === '',
    now: now.toISOString(),
    message,
  };
}
