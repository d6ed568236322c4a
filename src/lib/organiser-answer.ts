import { GENDER_LABELS, STARTUP_STAGE_LABELS } from '../shared/options/startup.ts';

/** Codes the forms store, as people read them. */
const CODE_LABELS: Record<string, string> = { ...STARTUP_STAGE_LABELS, ...GENDER_LABELS };

/** How the workspace shows one answer: words for codes and ticks, a link for an address. */
export type AnswerDisplay = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

export function answerDisplay(name: string, value: string): AnswerDisplay {
  if (WEB_ADDRESS.test(value)) {
    return { kind: 'link', href: value, text: name === 'videoPitch' ? 'Watch the video pitch' : value };
  }
  if (value === 'true') return { kind: 'text', text: 'Yes' };
  if (value === 'false') return { kind: 'text', text: 'No' };
  return { kind: 'text', text: CODE_LABELS[value] ?? (value || '–') };
}
