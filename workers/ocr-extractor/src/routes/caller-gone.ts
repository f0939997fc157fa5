import type { FastifyReply } from "fastify";

/**
 * Aborts when the connection closes before the answer is written: the caller gave up (its
 * timeout), so no further reading should start.
 */
export function callerGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}
