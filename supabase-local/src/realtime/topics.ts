// Broadcast and Presence between channels joined to the same topic, kept in this process only
// (supabase-local is one server). Minimal: no authorization for private channels, no replay.
import { randomUUID } from 'node:crypto';
import type { UserBroadcast } from './protocol.js';

export interface TopicMember {
  topic: string;
  broadcastSelf: boolean;
  presenceEnabled: boolean;
  presenceKey: string;
  /** The meta this channel tracks (with its phx_ref), if any. */
  presence: Record<string, unknown> | null;
  sendBroadcast(broadcast: UserBroadcast): void;
  send(event: string, payload: Record<string, unknown>): void;
}

type PresenceMap = Record<string, { metas: Record<string, unknown>[] }>;

const entry = (member: TopicMember): PresenceMap =>
  member.presence ? { [member.presenceKey]: { metas: [member.presence] } } : {};

export class Topics {
  private readonly members = new Map<string, Set<TopicMember>>();

  join(member: TopicMember) {
    const set = this.members.get(member.topic) ?? new Set();
    set.add(member);
    this.members.set(member.topic, set);
    if (member.presenceEnabled) member.send('presence_state', this.presenceState(member.topic));
  }

  leave(member: TopicMember) {
    this.untrack(member);
    const set = this.members.get(member.topic);
    set?.delete(member);
    if (set?.size === 0) this.members.delete(member.topic);
  }

  broadcast(from: TopicMember, broadcast: UserBroadcast) {
    for (const member of this.members.get(from.topic) ?? []) {
      if (member !== from || from.broadcastSelf) member.sendBroadcast(broadcast);
    }
  }

  track(member: TopicMember, meta: Record<string, unknown>) {
    const leaves = entry(member);
    member.presence = { ...meta, phx_ref: randomUUID() };
    this.diff(member.topic, entry(member), leaves);
  }

  untrack(member: TopicMember) {
    if (!member.presence) return;
    const leaves = entry(member);
    member.presence = null;
    this.diff(member.topic, {}, leaves);
  }

  private presenceState(topic: string): PresenceMap {
    const state: PresenceMap = {};
    for (const member of this.members.get(topic) ?? []) {
      if (!member.presence) continue;
      (state[member.presenceKey] ??= { metas: [] }).metas.push(member.presence);
    }
    return state;
  }

  private diff(topic: string, joins: PresenceMap, leaves: PresenceMap) {
    for (const member of this.members.get(topic) ?? []) {
      if (member.presenceEnabled) member.send('presence_diff', { joins, leaves });
    }
  }
}
