import type { ApiSession } from './api-client';

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** The server's own event-loop delay since the previous reading (its overload plugin keeps it). */
export async function readEventLoopDelay(session: ApiSession): Promise<EventLoopDelay> {
  return (await session.get<{ data: EventLoopDelay }>('/api/health/event-loop')).data;
}
