import { describe, expect, it } from 'vitest';
import { applicantTimeline, currentFeedback, currentNote } from './timeline.ts';

const submittedAt = '2026-11-01T10:00:00.000Z';

describe('the applicant timeline', () => {
  it('shortlisted with a note, then not selected without one: the old note never speaks for the rejection', () => {
    const view = {
      status: 'REJECTED' as const,
      submittedAt,
      history: [
        { status: 'UNDER_REVIEW' as const, note: '', at: '2026-11-02T10:00:00.000Z' },
        {
          status: 'SHORTLISTED' as const,
          note: 'Congratulations! Please book a mentor slot by 5 December',
          at: '2026-11-03T10:00:00.000Z',
        },
        { status: 'REJECTED' as const, note: '', at: '2026-11-04T10:00:00.000Z' },
      ],
    };
    expect(currentNote(view)).toBe('');
    expect(applicantTimeline(view).map((s) => [s.label, s.tone, s.note])).toEqual([
      ['Submitted', 'success', ''],
      ['Under review', 'success', ''],
      ['Shortlisted', 'success', 'Congratulations! Please book a mentor slot by 5 December'],
      ['Not selected', 'declined', ''],
    ]);
  });

  it('ticks only what happened: a fresh application waits for review and a decision', () => {
    const steps = applicantTimeline({ status: 'SUBMITTED', submittedAt, history: [] });
    expect(steps.map((s) => [s.label, s.tone])).toEqual([
      ['Submitted', 'success'],
      ['Under review', 'pending'],
      ['Decision', 'pending'],
    ]);
  });

  it('a decision straight from Submitted still leaves Under review ticked with the decision date', () => {
    const view = {
      status: 'WAITLISTED' as const,
      submittedAt,
      history: [{ status: 'WAITLISTED' as const, note: 'You are fourth in line.', at: '2026-11-05T10:00:00.000Z' }],
    };
    expect(currentNote(view)).toBe('You are fourth in line.');
    expect(applicantTimeline(view).map((s) => [s.label, s.tone, s.at])).toEqual([
      ['Submitted', 'success', submittedAt],
      ['Under review', 'success', '2026-11-05T10:00:00.000Z'],
      ['Waitlisted', 'waiting', '2026-11-05T10:00:00.000Z'],
    ]);
  });

  it('a withdrawal before any review ends the steps, marked as an outcome, without ticking Under review', () => {
    const view = {
      status: 'WITHDRAWN' as const,
      submittedAt,
      history: [{ status: 'WITHDRAWN' as const, note: '', at: '2026-11-05T10:00:00.000Z' }],
    };
    expect(applicantTimeline(view).map((s) => [s.label, s.tone, s.at])).toEqual([
      ['Submitted', 'success', submittedAt],
      ['Under review', 'pending', undefined],
      ['Withdrawn', 'declined', '2026-11-05T10:00:00.000Z'],
    ]);
  });

  it('shows the feedback released with the current decision, and none that went with an earlier one', () => {
    const rejected = {
      status: 'REJECTED' as const,
      submittedAt,
      history: [
        {
          status: 'WAITLISTED' as const,
          note: '',
          at: '2026-11-02T10:00:00.000Z',
          feedback: ['The market is small or unclear'],
        },
        { status: 'REJECTED' as const, note: '', at: '2026-11-03T10:00:00.000Z' },
      ],
    };
    expect(currentFeedback(rejected)).toEqual([]);
    const withIt = { ...rejected, history: [{ ...rejected.history[1]!, feedback: ['Too early', 'Team gap'] }] };
    expect(currentFeedback(withIt)).toEqual(['Too early', 'Team gap']);
  });
});
