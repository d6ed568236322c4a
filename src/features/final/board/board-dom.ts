/**
 * Puts a BoardView (board-view.ts) on the /final page: the elements src/pages/final.astro renders, found by their
 * data-board attributes, and the table's rows rebuilt from the view. Plain DOM, no framework: the big screen's whole
 * script stays a few kilobytes.
 */
import type { BoardRow, BoardView } from './board-view.ts';

const PARTS = ['name', 'panel', 'label', 'now', 'progress', 'stale', 'table', 'caption', 'rank', 'rows'] as const;
export type BoardElements = Record<(typeof PARTS)[number], HTMLElement>;

/** The page's parts, or null when one is missing (another page). */
export function findBoard(root: ParentNode): BoardElements | null {
  const found: Partial<BoardElements> = {};
  for (const part of PARTS) {
    const element = root.querySelector<HTMLElement>(`[data-board="${part}"]`);
    if (!element) return null;
    found[part] = element;
  }
  return found as BoardElements;
}

function cell(tag: 'th' | 'td', text: string, className?: string): HTMLElement {
  const element = document.createElement(tag);
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

function rowOf(row: BoardRow, ranked: boolean): HTMLTableRowElement {
  const tr = document.createElement('tr');
  tr.dataset.state = row.state;
  if (ranked) tr.append(cell('td', row.rank, 'board__rank'));
  const name = cell('th', row.name);
  name.setAttribute('scope', 'row');
  tr.append(cell('td', String(row.position)), name, cell('td', row.stateLabel));
  tr.append(cell('td', row.progress), cell('td', row.score, 'board__score'));
  return tr;
}

/** Shows `view`: the panel (the pitch on stage, or the line in its place) and the table. */
export function renderBoard(el: BoardElements, view: BoardView): void {
  el.name.textContent = view.name;
  el.stale.textContent = view.stale;
  el.panel.toggleAttribute('data-live', view.now !== null);
  el.label.textContent = view.now ? el.label.dataset.text! : '';
  el.now.textContent = view.now?.name ?? (view.notice || view.between);
  el.progress.textContent = view.now?.progress ?? '';
  el.table.hidden = view.rows.length === 0;
  el.rank.hidden = !view.ranked;
  el.caption.textContent = el.caption.dataset[view.ranked ? 'ranked' : 'order']!;
  el.rows.replaceChildren(...view.rows.map((row) => rowOf(row, view.ranked)));
}
