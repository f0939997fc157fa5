import { parentPort, type Worker } from "node:worker_threads";

/** A reply from a worker: a result, an error message, or an out-of-band warning. */
export type RpcReply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: string }
  | { id: -1; warn: string };

/** What a worker-side handler may return: a result and the buffers to transfer with it. */
export interface RpcResult {
  result: unknown;
  transfer?: ArrayBuffer[];
}

/**
 * Worker side: answers each `{ id, ...request }` message with the handler's result (or its
 * error message). `warn` sends an out-of-band warning to the owner.
 */
export function serveRpc<R extends object>(
  handler: (request: R, warn: (message: string) => void) => Promise<RpcResult>,
): void {
  const port = parentPort;
  if (!port) throw new Error("serveRpc must run in a worker thread");
  const warn = (message: string) => port.postMessage({ id: -1, warn: message } satisfies RpcReply);
  port.on("message", async (message: R & { id: number }) => {
    try {
      const { result, transfer = [] } = await handler(message, warn);
      port.postMessage({ id: message.id, ok: true, result } satisfies RpcReply, transfer);
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      port.postMessage({ id: message.id, ok: false, error: text } satisfies RpcReply);
    }
  });
}

/**
 * Owner side of one worker: numbered calls with promised replies. When the worker dies,
 * every call in flight rejects and `onExit` runs (so the owner can replace it).
 */
export class RpcClient {
  private readonly pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void }
  >();
  private nextId = 1;
  private dead = false;
  private closing = false;

  constructor(
    readonly worker: Worker,
    options: { onWarning?: (message: string) => void; onExit?: () => void } = {},
  ) {
    worker.on("message", (reply: RpcReply) => {
      if ("warn" in reply) {
        options.onWarning?.(reply.warn);
        return;
      }
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.ok) call.resolve(reply.result);
      else call.reject(new Error(reply.error));
    });
    const fail = (error: Error) => {
      if (this.dead) return;
      this.dead = true;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
      if (!this.closing) options.onExit?.();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`worker thread exited with code ${code}`)));
  }

  /** Calls in flight. */
  get inFlight(): number {
    return this.pending.size;
  }

  /** Sends a request; `transfer` hands buffers over without copying. */
  call<T>(request: object, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.dead) return Promise.reject(new Error("worker thread is not running"));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  /** Stops the worker. */
  async terminate(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }
}
