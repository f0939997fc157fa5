import { type ErrorCode, IrisError, type IrisErrorOptions, requestSignal } from "@iris/kit";
import type { FastifyReply } from "fastify";

/** How a clustering request ended (the `outcome` label of `clustering_requests_total`). */
export type ClusteringOutcome =
  | "completed"
  | "over_budget"
  | "queue_full"
  | "deadline"
  | "client_gone"
  | "failed";

/** A clustering request refused or abandoned, with the outcome it is counted under. */
export class ClusteringStop extends IrisError {
  constructor(
    readonly outcome: Exclude<ClusteringOutcome, "completed" | "failed">,
    code: ErrorCode,
    message: string,
    options: IrisErrorOptions,
  ) {
    super(code, message, options);
  }
}

/** 413: the request asks for more work than CLUSTER_WORK_BUDGET allows. */
export function overBudget(details: string): ClusteringStop {
  return new ClusteringStop(
    "over_budget",
    "VALIDATION_ERROR",
    "the clustering request exceeds the compute budget",
    { status: 413, details },
  );
}

/** 503 with Retry-After: too many clustering jobs are waiting already. */
export function queueFull(waiting: number): ClusteringStop {
  return new ClusteringStop("queue_full", "SERVICE_UNAVAILABLE", "the clustering queue is full", {
    details: `${waiting} clustering jobs are waiting; retry later`,
    retryAfter: 5,
  });
}

/** 503 with Retry-After: the job did not finish (or start) within CLUSTER_TIMEOUT_MS. */
export function deadlinePassed(ms: number): ClusteringStop {
  return new ClusteringStop(
    "deadline",
    "SERVICE_UNAVAILABLE",
    "clustering did not finish within its time limit",
    {
      details: `stopped after ${ms} ms (CLUSTER_TIMEOUT_MS); the service is busy or the input is near the budget`,
      retryAfter: 10,
    },
  );
}

/** The client went away: the work stops; nobody reads this answer (logged, counted). */
export function clientGone(): ClusteringStop {
  return new ClusteringStop(
    "client_gone",
    "VALIDATION_ERROR",
    "the client closed the connection before the answer",
    { status: 499 },
  );
}

/** The outcome a clustering error is counted under. */
export function outcomeOf(error: unknown): ClusteringOutcome {
  return error instanceof ClusteringStop ? error.outcome : "failed";
}

/** The signal clustering work of one request runs under: client gone or CLUSTER_TIMEOUT_MS. */
export function clusteringSignal(reply: FastifyReply, timeoutMs: number): AbortSignal {
  return requestSignal(reply, {
    deadlineMs: timeoutMs,
    onDeadline: () => deadlinePassed(timeoutMs),
    onClientGone: clientGone,
  });
}
