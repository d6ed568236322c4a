import { describe, expect, it } from 'vitest';
import type { Tag } from '../../../shared/tag-schemas.ts';
import { type TagSaveOutcome, createTagEditor } from './tag-editor.ts';

const FINTECH: Tag = { name: 'fintech', private: false };
const DISCUSS: Tag = { name: 'discuss', private: true };

/** An editor over `initial` whose saves answer `answer` (by default: saved, the tags as sent), its saves recorded. */
function editorWith(initial: Tag[], answer?: (tags: Tag[]) => TagSaveOutcome) {
  const sent: Tag[][] = [];
  const editor = createTagEditor(
    {
      saveTags: async (tags) => {
        sent.push(tags);
        return answer ? answer(tags) : { ok: true, message: 'Tags saved', tags };
      },
    },
    initial,
  );
  return { editor, sent };
}

describe('the tag editor of one application', () => {
  it('adds the typed tag, trimmed and private when asked, saves the whole list and empties the field', async () => {
    const { editor, sent } = editorWith([FINTECH]);
    editor.setName('  call back ');
    editor.setPrivate(true);
    expect(await editor.add()).toEqual({
      ok: true,
      message: 'Tags saved',
      tags: [FINTECH, { name: 'call back', private: true }],
    });
    expect(sent).toEqual([[FINTECH, { name: 'call back', private: true }]]);
    expect(editor.$tags.get()).toEqual([FINTECH, { name: 'call back', private: true }]);
    expect(editor.$draft.get()).toEqual({ name: '', private: true });
    expect(editor.$write.get().result).toEqual(expect.objectContaining({ ok: true, message: 'Tags saved' }));
  });

  it('shows the tags as the server answers them', async () => {
    const { editor } = editorWith([], () => ({ ok: true, message: 'Tags saved', tags: [DISCUSS, FINTECH] }));
    editor.setName('fintech');
    await editor.add();
    expect(editor.$tags.get()).toEqual([DISCUSS, FINTECH]);
  });

  it('removes a tag by name, whatever its case, and saves the rest', async () => {
    const { editor, sent } = editorWith([FINTECH, DISCUSS]);
    await editor.remove('FinTech');
    expect(sent).toEqual([[DISCUSS]]);
    expect(editor.$tags.get()).toEqual([DISCUSS]);
  });

  it('refuses an empty name, one already there in any case, and a 21st tag, in the server’s words, sending nothing', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({ name: `t${i}`, private: false }));
    const cases: [Tag[], string, string][] = [
      [[FINTECH], '   ', 'A tag is 1 to 30 characters'],
      [[FINTECH], 'x'.repeat(31), 'A tag is 1 to 30 characters'],
      [[FINTECH], ' FINTECH', '“FINTECH” is on the list twice (tags ignore upper and lower case)'],
      [twenty, 'one more', 'An application can hold at most 20 tags'],
    ];
    for (const [initial, name, message] of cases) {
      const { editor, sent } = editorWith(initial);
      editor.setName(name);
      expect(await editor.add(), name).toEqual({ ok: false, message });
      expect(sent).toEqual([]);
      expect(editor.$tags.get()).toEqual(initial);
      // The name stays in the field, to be corrected.
      expect(editor.$draft.get().name).toBe(name);
    }
  });

  it('keeps the tags and the typed name when the server refuses, and shows its message', async () => {
    const message = 'Your session has ended. Please sign in again.';
    const { editor } = editorWith([FINTECH], () => ({ ok: false, message }));
    editor.setName('discuss');
    expect(await editor.add()).toEqual({ ok: false, message });
    expect(editor.$tags.get()).toEqual([FINTECH]);
    expect(editor.$draft.get().name).toBe('discuss');
    expect(editor.$write.get()).toEqual({ busy: false, result: { ok: false, message } });
    await editor.remove('fintech');
    expect(editor.$tags.get()).toEqual([FINTECH]);
  });

  it('sends one change at a time: a second click while saving sends nothing', async () => {
    let settle!: (outcome: TagSaveOutcome) => void;
    const sent: Tag[][] = [];
    const editor = createTagEditor(
      { saveTags: (tags) => (sent.push(tags), new Promise((resolve) => (settle = resolve))) },
      [FINTECH],
    );
    const first = editor.remove('fintech');
    expect(editor.$write.get().busy).toBe(true);
    expect(await editor.remove('fintech')).toBeUndefined();
    settle({ ok: true, message: 'Tags saved', tags: [] });
    await first;
    expect(sent).toEqual([[]]);
    expect(editor.$tags.get()).toEqual([]);
  });
});
