/**
 * Worker thread for OneThread's tests: { id, busyMs, value } holds the thread for busyMs,
 * then answers { id, result: value }; { id, exit: true } ends the thread.
 */
import { parentPort } from "node:worker_threads";

parentPort?.on(
  "message",
  (msg: { id: number; busyMs?: number; value?: unknown; exit?: boolean }) => {
    if (msg.exit) process.exit(3);
    const until = Date.now() + (msg.busyMs ?? 0);
    while (Date.now() < until) {
      // holds the thread, as a step that does not end would
    }
    parentPort?.postMessage({ id: msg.id, result: msg.value });
  },
);
