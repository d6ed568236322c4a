import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type ApplicationWindowResponse,
  type WindowSettings,
  WindowSettingsSchema,
} from '../../shared/organiser-schemas.ts';
import { WINDOW_MESSAGES } from '../../shared/messages/window.ts';
import { SITE_FACT_FIELDS } from '../../shared/site-facts.ts';
import { windowState } from '../../shared/window-state.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';
import { fail, unavailable } from '../errors.ts';
import { logSafe } from '../log-safe.ts';

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

const storedRow = async (db: DbOrTx) => (await db.select().from(appSettings).where(eq(appSettings.name, SETTING)))[0];

/** The stored window as organisers edit it; null when none was ever set or the stored value no longer parses. */
export async function readWindow(db: DbOrTx): Promise<WindowSettings | null> {
  const row = await storedRow(db);
  const parsed = WindowSettingsSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

/** A window that is stored but cannot be read: its value no longer parses, or reading it failed. */
const UNREADABLE = 'unreadable';
type ApplicationsWindow = WindowSettings | null | typeof UNREADABLE;

/**
 * The window as applications are judged by it: null when none was ever set (applications are then not restricted),
 * UNREADABLE when one is stored but cannot be read. The window fails closed: an unreadable one refuses every
 * application until the database answers again or organisers save the window anew, never lets one through unchecked.
 */
export async function windowForApplications(db: DbOrTx): Promise<ApplicationsWindow> {
  try {
    const row = await storedRow(db);
    if (!row) return null;
    const parsed = WindowSettingsSchema.safeParse(row.value);
    if (parsed.success) return parsed.data;
    console.error('[window] The stored application window does not parse: applications wait until it is saved again');
  } catch (err) {
    console.error(`[window] The application window could not be read: ${logSafe(err)}`);
  }
  return UNREADABLE;
}

export async function saveWindow(db: Db, window: WindowSettings, by: string, now: Date): Promise<void> {
  await db
    .insert(appSettings)
    .values({ name: SETTING, value: window, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({ target: appSettings.name, set: { value: window, updatedAt: now, updatedBy: by } });
}

/** '' while `now` is inside the window, else the message the applicant reads. */
export function windowRefusal(window: ApplicationsWindow, now: Date): string {
  if (window === UNREADABLE) return WINDOW_MESSAGES.unreadable;
  const state = windowState(window, now.getTime());
  return state.open ? '' : state.message;
}

/** An application refused for `closed`: 403 while the window is shut, 503 (try again) while it cannot be read. */
const refusal = (window: ApplicationsWindow, closed: string) =>
  window === UNREADABLE ? unavailable(closed) : fail(403, closed);

/** Refuses an application while the window is closed or cannot be read (before a byte of its body is read). */
export async function requireOpenWindow(db: Db, now: Date): Promise<void> {
  const window = await windowForApplications(db);
  const closed = windowRefusal(window, now);
  if (closed) throw refusal(window, closed);
}

/** An upload still streaming in when the window closes may be saved this long after the close. */
export const CLOSE_GRACE_MS = 5_000;

/**
 * The window as the save judges it, when the body has arrived: closed only once the grace after the
 * close has passed too, so a deck that finishes a second late is kept and a slow one is not.
 */
function commitRefusal(window: ApplicationsWindow, now: Date): string {
  const closeAt = window && window !== UNREADABLE ? Date.parse(window.applicationsCloseAt) : Infinity;
  const inGrace = now.getTime() >= closeAt && now.getTime() < closeAt + CLOSE_GRACE_MS;
  return inGrace ? '' : windowRefusal(window, now);
}

/** Refuses the save, inside its transaction, once the window is closed (past the grace) or cannot be read. */
export async function requireWindowAtCommit(tx: DbOrTx, now: Date): Promise<void> {
  const window = await windowForApplications(tx);
  const closed = commitRefusal(window, now);
  if (closed) throw refusal(window, closed);
}

/** GET /api/application-window: the dates and whether applications are open; an unreadable window shows closed. */
export async function windowView(db: Db, now: Date): Promise<ApplicationWindowResponse> {
  const stored = await windowForApplications(db);
  const message = windowRefusal(stored, now);
  const window = stored === UNREADABLE ? null : stored;
  return {
    applicationsOpenAt: window?.applicationsOpenAt ?? '',
    applicationsCloseAt: window?.applicationsCloseAt ?? '',
    isOpen: message === '',
    now: now.toISOString(),
    message,
  };
}
