import { describe, expect, it } from 'vitest';
import { clashes, starredInTimeOrder, type AgendaSession } from './agenda.ts';

const session = (key: string, starts: string, ends: string): AgendaSession => ({
  key,
  uid: `session-${key}@launchpad.example`,
  title: `Session ${key}`,
  description: '',
  location: 'Main Hall, Venue',
  url: `https://launchpad.example/event-detail/${key.replace('-', '/')}`,
  track: 'Keynote',
  starts: `2022-05-12T${starts}:00.000Z`,
  ends: `2022-05-12T${ends}:00.000Z`,
  href: `/event-detail/${key.replace('-', '/')}`,
  room: 'Main Hall',
  day: 'Day 01 · 12 May 2022',
  timeZone: 'Asia/Kolkata',
});
const all = [
  session('2-3', '06:30', '07:30'),
  session('2-1', '03:30', '04:30'),
  session('2-2', '05:00', '06:00'),
  session('2-4', '05:30', '06:30'),
];

describe('starredInTimeOrder', () => {
  it('lists only the starred sessions, earliest first, skipping keys that name nothing', () => {
    expect(starredInTimeOrder(all, ['2-3', '9-9', '2-1']).map((s) => s.key)).toEqual(['2-1', '2-3']);
    expect(starredInTimeOrder(all, [])).toEqual([]);
  });
});

describe('clashes', () => {
  it('pairs the sessions that overlap, not those that only touch', () => {
    const sorted = starredInTimeOrder(all, ['2-1', '2-2', '2-3', '2-4']);
    expect(clashes(sorted).map(([a, b]) => `${a.key}+${b.key}`)).toEqual(['2-2+2-4']);
  });
});
