import { beforeAll, describe, expect, it, vi } from 'vitest';

/** This tab's localStorage, and the window other tabs' writes are announced on (a 'storage' event). */
const storage: Record<string, string> = { agenda: '["2-1", 7, "3-2"]' };
const page = new EventTarget();

/** What another tab's write of `agenda` looks like here. */
function otherTabWrites(newValue: string | null): void {
  if (newValue === null) delete storage.agenda;
  else storage.agenda = newValue;
  page.dispatchEvent(Object.assign(new Event('storage'), { key: 'agenda', newValue }));
}

let store: typeof import('./agenda.ts');

beforeAll(async () => {
  // @nanostores/persistent picks localStorage and window when it loads: the store is imported after them.
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', page);
  store = await import('./agenda.ts');
  // A page listening to the agenda (the stars, /my-agenda) is what keeps it in step with other tabs.
  store.$agenda.listen(() => {});
});

describe('$agenda', () => {
  it('starts from the stored keys, skipping anything that is not a key', () => {
    expect(store.$agenda.get()).toEqual(['2-1', '3-2']);
  });

  it('stars a session, unstars it on the second toggle, and stores each change as JSON', () => {
    store.toggleStarred('4-1');
    expect(store.$agenda.get()).toEqual(['2-1', '3-2', '4-1']);
    expect(JSON.parse(storage.agenda!)).toEqual(['2-1', '3-2', '4-1']);

    store.toggleStarred('2-1');
    expect(store.$agenda.get()).toEqual(['3-2', '4-1']);
    expect(JSON.parse(storage.agenda!)).toEqual(['3-2', '4-1']);
  });

  it('follows a star set or cleared in another tab', () => {
    otherTabWrites('["3-1"]');
    expect(store.$agenda.get()).toEqual(['3-1']);
    otherTabWrites(null);
    expect(store.$agenda.get()).toEqual([]);
  });

  it('reads an unreadable stored agenda (edited by hand, an older format) as empty', () => {
    otherTabWrites('{"2-1": true}');
    expect(store.$agenda.get()).toEqual([]);
    otherTabWrites('not json');
    expect(store.$agenda.get()).toEqual([]);
    store.toggleStarred('2-2');
    expect(JSON.parse(storage.agenda!)).toEqual(['2-2']);
  });
});
