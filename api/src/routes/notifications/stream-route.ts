import type { OutgoingHttpHeaders } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { languageOf } from '../../i18n/translate';
import type { NotificationStream } from '../../notifications/stream-hub';
import { notificationsRepository } from '../../repositories/notifications/notifications-repository';
import { sessionsRepository } from '../../repositories/auth/sessions-repository';
import { streamSchema } from './schemas';

/** How long a browser waits before it reconnects. */
const RETRY_MS = 5_000;

/**
 * Issue 18: GET /api/notifications/stream, Server-Sent Events authenticated by the normal Bearer
 * header (the shell reads it with fetch streaming; EventSource cannot send the header). The first
 * event is the unread count; then this person's notifications as they are committed, on whichever
 * API process (decision 0021). The stream ends when the client goes, when the session no longer
 * works (checked at each heartbeat, a comment line every NOTIFICATION_HEARTBEAT_MS that also keeps
 * proxies from closing an idle stream; without touching the session, so an open tab does not keep
 * it alive), and when the server closes.
 */
export const streamRoute: FastifyPluginAsyncTypebox = async (app) => {
  const sessions = sessionsRepository(app.db);

  app.get('', { schema: streamSchema }, async (request, reply) => {
    const user = request.user!;
    const sessionId = request.sessionId!;
    const unread_count = await notificationsRepository(app.db).unreadCount(user.id);
    reply.hijack();
    const raw = reply.raw;
    // The hardening headers the hooks set on the reply, which a hijacked answer must write itself.
    raw.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Nginx and the like would otherwise hold events back.
      'x-accel-buffering': 'no',
    });
    let ended = false;
    const write = (text: string) => !ended && raw.write(text);
    const stream: NotificationStream = {
      userId: user.id,
      language: languageOf(request),
      send: (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => finish(),
    };
    const remove = app.notifications.hub.add(stream);
    const heartbeat = setInterval(() => {
      write(': heartbeat\n\n');
      sessions
        .listActive(user.id, app.config.tokenIdleMinutes)
        .then((active) => active.some((session) => session.id === sessionId) || finish())
        .catch((error: unknown) => request.log.warn({ err: error }, 'the stream could not check its session'));
    }, app.config.notificationHeartbeatMs);
    function finish() {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      remove();
      raw.end();
    }
    // A client that goes closes the response (reading the request would close it at once in Node 20).
    raw.on('close', finish);
    // An injected request (no socket: the authorization matrix, the fuzz) says it went by closing
    // itself when read; a real one is not read, there being no body.
    if (!(request.raw.socket instanceof Socket)) request.raw.once('close', finish).resume();
    write(`retry: ${RETRY_MS}\n\n`);
    stream.send('read', { unread_count });
  });
};
