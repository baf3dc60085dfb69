// What one client may cost the Realtime server, and whether broadcast and presence need a private
// channel. Every cap is per process.

export interface RealtimeOptions {
  /** Largest frame a client may send; a bigger one closes its socket with 1009. */
  maxFrameBytes: number;
  /** Channels one socket may have joined at once; a join past it is refused. */
  maxChannelsPerSocket: number;
  /** Frames one socket may send per second, heartbeats included; past it the socket is closed with 1008. */
  maxMessagesPerSecond: number;
  /** Open sockets per client IP address; an upgrade past it is answered 429. */
  maxSocketsPerAddress: number;
  /**
   * Broadcast and presence only on private channels, authorised by RLS on realtime.messages.
   * Public channels keep postgres_changes; hosted Realtime's "Allow public access" off is coarser
   * and refuses public channels whole.
   */
  privateOnly: boolean;
}

export const DEFAULT_REALTIME_OPTIONS: RealtimeOptions = {
  maxFrameBytes: 1024 * 1024,
  // Supabase's default max_channels_per_client.
  maxChannelsPerSocket: 100,
  maxMessagesPerSecond: 200,
  maxSocketsPerAddress: 100,
  privateOnly: true,
};
