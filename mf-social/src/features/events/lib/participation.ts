/** What the detail page's join panel offers, from the event and the viewer's place in it. */
export type JoinState = 'joined' | 'waiting' | 'open' | 'full' | 'closed' | 'started';

export interface JoinFacts {
  eventDate: string;
  registrationDeadline: string;
  capacity: number;
  participantCount: number;
  joined: boolean;
  waiting: boolean;
}

/**
 * The viewer's options. The database decides for real (capacity, deadline and start are checked
 * under a lock); this only keeps the buttons honest about what it will accept.
 */
export function joinState(facts: JoinFacts, now = new Date()): JoinState {
  if (facts.joined) return 'joined';
  if (now >= new Date(facts.eventDate)) return 'started';
  if (now > new Date(facts.registrationDeadline)) return 'closed';
  if (facts.waiting) return 'waiting';
  return facts.participantCount >= facts.capacity ? 'full' : 'open';
}
