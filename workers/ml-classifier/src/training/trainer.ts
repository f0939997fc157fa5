import { RpcClient, spawnTsWorker } from "@iris/ml-core";
import type { FitData, FitOptions } from "../heads";
import type { EpochReply, FitResult, TrainerRequest } from "./protocol";

const WORKER = new URL("./trainer-worker.ts", import.meta.url);

/**
 * The owner side of the training worker thread (started on first use, replaced if it dies):
 * augmentation and head fitting, one epoch per call, so jobs report progress and honour
 * cancellation between epochs.
 */
export class Trainer {
  private client: RpcClient | undefined;
  private sessions = 0;

  /** `copies` augmented versions of an image (JPEG bytes). */
  augment(bytes: Uint8Array, copies: number, seed: number): Promise<Uint8Array[]> {
    const copy = bytes.slice();
    return this.call<Uint8Array[]>({ op: "augment", bytes: copy, copies, seed }, [
      copy.buffer as ArrayBuffer,
    ]);
  }

  /** Starts a fit; the data's arrays are copied to the worker. */
  async start(data: FitData, options: FitOptions): Promise<FitSession> {
    const session = `fit-${++this.sessions}`;
    await this.call({ op: "fit-start", session, data, options });
    return {
      epoch: () => this.call<EpochReply>({ op: "fit-epoch", session }),
      finish: (metadata) => this.call<FitResult>({ op: "fit-finish", session, metadata }),
      drop: () => this.call<boolean>({ op: "fit-drop", session }).then(() => undefined),
    };
  }

  /** Stops the worker. */
  async close(): Promise<void> {
    await this.client?.terminate();
    this.client = undefined;
  }

  private call<T>(request: TrainerRequest, transfer: ArrayBuffer[] = []): Promise<T> {
    this.client ??= new RpcClient(spawnTsWorker(WORKER), {
      onExit: () => {
        this.client = undefined;
      },
    });
    return this.client.call<T>(request, transfer);
  }
}

/** One head fit in the worker. */
export interface FitSession {
  epoch(): Promise<EpochReply>;
  finish(metadata: Record<string, string>): Promise<FitResult>;
  drop(): Promise<void>;
}
