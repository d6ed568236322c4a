import { describe, expect, it } from 'vitest';
import { atTheSameTime, nextInRoom, scheduleSessions, sessionKey } from './sessions.ts';
import type { SessionDay, Speaker } from '../content/types.ts';

const image = { src: '/x.jpg', width: 1, height: 1, format: 'jpg' } as Speaker['thumb'];
const speakers: Speaker[] = [{ id: 1, thumb: image, name: 'Aarav Mehta', designation: 'Founder', bio: 'Bio.' }];
const session = (id: number, start: string, end: string, room: string) => ({
  id,
  eventThumb: image,
  start: `2022-05-12T${start}`,
  end: `2022-05-12T${end}`,
  room,
  track: 'Keynote',
  speaker: 1,
  title: `Session ${id}`,
  text: 'Text.',
  btnLink: `/event-detail/2/${id}`,
  btnText: 'Read More',
});
const day = {
  id: 2,
  tabId: 'day-2',
  tab: { day: 'Day 01', date: '12', month: 'May', year: '2022' },
  timeZone: 'Asia/Kolkata',
  venue: 'Venue',
  kind: 'sessions',
  tabData: [
    session(1, '09:00', '10:00', 'Main Hall'),
    session(2, '09:30', '10:30', 'Studio B'),
    session(3, '10:00', '11:00', 'Main Hall'),
    session(4, '12:00', '13:00', 'Main Hall'),
  ],
} as SessionDay;
const [first, parallel, next, later] = scheduleSessions([day], speakers);

describe('scheduleSessions', () => {
  it('joins each session to its speaker and reads its times in the day’s zone', () => {
    expect(first!.speaker.name).toBe('Aarav Mehta');
    expect(first!.starts.toISOString()).toBe('2022-05-12T03:30:00.000Z');
    expect(sessionKey(first!)).toBe('2-1');
  });

  it('refuses a speaker the list does not have', () => {
    expect(() => scheduleSessions([day], [])).toThrow('no speaker 1 in content/speakers.json');
  });
});

describe('atTheSameTime and nextInRoom', () => {
  const all = [first!, parallel!, next!, later!];

  it('lists the sessions that overlap, not one that starts as another ends', () => {
    expect(atTheSameTime(all, first!).map(sessionKey)).toEqual(['2-2']);
    expect(atTheSameTime(all, next!).map(sessionKey)).toEqual(['2-2']);
    expect(atTheSameTime(all, later!)).toEqual([]);
  });

  it('names the first session starting in the same room once this one ends', () => {
    expect(nextInRoom(all, first!)).toBe(next);
    expect(nextInRoom(all, next!)).toBe(later);
    expect(nextInRoom(all, later!)).toBeUndefined();
    expect(nextInRoom(all, parallel!)).toBeUndefined();
  });
});
