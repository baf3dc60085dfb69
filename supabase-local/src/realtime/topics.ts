// Broadcast and Presence between channels joined to the same room, kept in this process only
// (supabase-local is one server). Each member receives only what its policies let it read
// (decided at join, see authorization.ts); no replay.
import { randomUUID } from 'node:crypto';
import type { ChannelPolicies } from './authorization.js';
import type { UserBroadcast } from './protocol.js';

export interface TopicMember {
  /**
   * The topic plus whether the channel is private: as in Supabase, a private and a public channel
   * of the same topic never hear each other.
   */
  room: string;
  policies: ChannelPolicies;
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
    const set = this.members.get(member.room) ?? new Set();
    set.add(member);
    this.members.set(member.room, set);
    if (member.presenceEnabled && member.policies.presence.read)
      member.send('presence_state', this.presenceState(member.room));
  }

  leave(member: TopicMember) {
    this.untrack(member);
    const set = this.members.get(member.room);
    set?.delete(member);
    if (set?.size === 0) this.members.delete(member.room);
  }

  broadcast(from: TopicMember, broadcast: UserBroadcast) {
    for (const member of this.members.get(from.room) ?? []) {
      if (!member.policies.broadcast.read) continue;
      if (member !== from || from.broadcastSelf) member.sendBroadcast(broadcast);
    }
  }

  /** A broadcast from the database or the HTTP API: every member of the room that may read it. */
  publish(room: string, broadcast: UserBroadcast) {
    for (const member of this.members.get(room) ?? []) {
      if (member.policies.broadcast.read) member.sendBroadcast(broadcast);
    }
  }

  track(member: TopicMember, meta: Record<string, unknown>) {
    const leaves = entry(member);
    member.presence = { ...meta, phx_ref: randomUUID() };
    this.diff(member.room, entry(member), leaves);
  }

  untrack(member: TopicMember) {
    if (!member.presence) return;
    const leaves = entry(member);
    member.presence = null;
    this.diff(member.room, {}, leaves);
  }

  private presenceState(room: string): PresenceMap {
    const state: PresenceMap = {};
    for (const member of this.members.get(room) ?? []) {
      if (!member.presence) continue;
      (state[member.presenceKey] ??= { metas: [] }).metas.push(member.presence);
    }
    return state;
  }

  private diff(room: string, joins: PresenceMap, leaves: PresenceMap) {
    for (const member of this.members.get(room) ?? []) {
      if (member.presenceEnabled && member.policies.presence.read)
        member.send('presence_diff', { joins, leaves });
    }
  }
}
