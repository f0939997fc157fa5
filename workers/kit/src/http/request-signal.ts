import type { FastifyReply } from "fastify";
import { elapsedSeconds } from "./envelope";

/** Why work done for a request was abandoned: its reason is one of these errors. */
export interface RequestSignalOptions {
  /** Milliseconds from the request's arrival after which the work is abandoned. */
  deadlineMs: number;
  /** The signal's reason when the deadline passes (the error the client is answered). */
  onDeadline: () => Error;
  /** The signal's reason when the client disconnects before its answer (nobody reads it). */
  onClientGone: () => Error;
}

/**
 * An AbortSignal for long work done on behalf of one request: aborted when the client
 * disconnects before its answer is sent, or when the deadline passes. Work that checks it
 * stops spending CPU on answers nobody will read. Listeners and the timer go with the answer.
 */
export function requestSignal(reply: FastifyReply, options: RequestSignalOptions): AbortSignal {
  const controller = new AbortController();
  const res = reply.raw;
  const left = options.deadlineMs - elapsedSeconds(reply.request) * 1000;
  const timer = setTimeout(() => controller.abort(options.onDeadline()), Math.max(0, left));
  timer.unref();
  // A response's "close" comes when it is finished or when its connection went away first.
  res.once("close", () => {
    clearTimeout(timer);
    if (!res.writableFinished) controller.abort(options.onClientGone());
  });
  return controller.signal;
}
