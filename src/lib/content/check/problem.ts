/**
 * One mistake in content/, said the way an editor looks for it: the file, the entry (its id and title, or its
 * position), the field (a list's items counted from 1: "session 5", not "tabData.4") and what is wrong.
 */

export interface Problem {
  /** The file, relative to the project, e.g. 'content/schedule.json'. */
  file: string;
  /** The entry as the editor knows it, e.g. 'id 2 "Five questions every jury asks"'; '' for a whole file. */
  entry: string;
  /** The field, e.g. 'session 5, speaker'; '' for the entry as a whole. */
  field: string;
  message: string;
}

/** The one line a problem prints as: `file: entry, field: message`, leaving out what is empty. */
export function problemLine({ file, entry, field, message }: Problem): string {
  const where = [entry, field].filter(Boolean).join(', ');
  return `${file}: ${where ? `${where}: ` : ''}${message}`;
}

/** What one item of each list field is called, by the field's name; other lists say "<field> 3". */
const ITEM_NAMES: Record<string, string> = {
  tabData: 'session',
  milestones: 'milestone',
  comments: 'comment',
  categories: 'category',
  tags: 'tag',
  features: 'line',
  contacts: 'contact',
  socials: 'social',
  cards: 'card',
  items: 'item',
  searchKeywords: 'keyword',
  aboutBullets: 'bullet',
  aboutList: 'item',
};

/**
 * A field's path as an editor reads it: keys of nested objects joined by dots ('applicationWindow.closesAt'), a list's item by
 * its name and position from 1 ('session 5'), steps separated by commas: ['tabData', 4, 'speaker'] is
 * 'session 5, speaker'.
 */
export function fieldName(path: readonly PropertyKey[]): string {
  const steps: string[] = [];
  let keys: string[] = [];
  for (const key of path) {
    if (typeof key !== 'number') {
      keys.push(String(key));
      continue;
    }
    const list = keys.pop() ?? '';
    if (keys.length > 0) steps.push(keys.join('.'));
    keys = [];
    steps.push(`${ITEM_NAMES[list] ?? list} ${key + 1}`.trim());
  }
  if (keys.length > 0) steps.push(keys.join('.'));
  return steps.join(', ');
}

/** How an entry of a list is known: its id and its title or name when it has them, else its position. */
export function entryName(entry: unknown, position: number): string {
  const fields = (entry ?? {}) as Record<string, unknown>;
  const tab = fields.tab as Record<string, unknown> | undefined;
  const title = [fields.title, fields.name, fields.categoryName, fields.tagName, fields.label, tab?.day].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  const id = typeof fields.id === 'number' || typeof fields.id === 'string' ? `id ${fields.id}` : `entry ${position}`;
  return title === undefined ? id : `${id} "${String(title)}"`;
}
