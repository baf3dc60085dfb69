import { describe, expect, it } from 'vitest';
import { joinState, type JoinFacts } from '../participation';

const now = new Date('2026-11-25T12:00:00Z');
const base: JoinFacts = {
  eventDate: '2026-11-28T20:00:00Z',
  registrationDeadline: '2026-11-27T20:00:00Z',
  capacity: 2,
  participantCount: 1,
  joined: false,
  waiting: false,
};

describe('joinState', () => {
  it('offers joining while places are free and registration is open', () => {
    expect(joinState(base, now)).toBe('open');
  });
  it('offers the waitlist when full', () => {
    expect(joinState({ ...base, participantCount: 2 }, now)).toBe('full');
  });
  it('says so when the viewer already waits or takes part', () => {
    expect(joinState({ ...base, participantCount: 2, waiting: true }, now)).toBe('waiting');
    expect(joinState({ ...base, joined: true }, now)).toBe('joined');
  });
  it('is closed after the deadline, and started from the start on', () => {
    expect(joinState({ ...base, registrationDeadline: '2026-11-25T11:00:00Z' }, now)).toBe(
      'closed',
    );
    expect(joinState({ ...base, eventDate: '2026-11-25T11:00:00Z' }, now)).toBe('started');
  });
});
