import { contractRoute, IrisError, ok } from "@iris/kit";
import type { FastifyInstance, FastifyReply } from "fastify";
import {
  cancelJobContract,
  jobStatusContract,
  listJobsContract,
  optimizeContract,
  optimizeRequestSchema,
  trainContract,
  trainRequestSchema,
} from "../contract";
import type { ClassifierDeps } from "../deps";
import {
  type PreparedOptimization,
  parseBody,
  planTrials,
  runOptimizationJob,
  runTrainingJob,
  unknownConfigKeys,
} from "../training";
import { prepareTraining } from "./prepare";

const JOB_ID = /^(train|opt)_[0-9a-f-]{36}$/;

/**
 * POST /train and POST /optimize queue a job and answer 202 with its id at once;
 * GET /train/status/{id} (also /optimize/status/{id}) reports it; POST /train/{id}/cancel
 * stops it; GET /train lists recent jobs.
 */
export function trainingRoutes(app: FastifyInstance, deps: ClassifierDeps): void {
  contractRoute(app, trainContract, async (request, reply) => {
    // The contract keeps unknown config keys so that they can be reported; the job runs
    // on the known ones.
    const body = parseBody(trainRequestSchema, request.body);
    const job = await prepareTraining(deps, body);
    const record = await deps.jobs.submit("training", jobRequest(job), (ctx) =>
      runTrainingJob(deps, ctx, job),
    );
    const statusUrl = `/train/status/${record.training_id}`;
    accepted(reply, statusUrl);
    return ok(request, {
      training_id: record.training_id,
      status: record.status,
      status_url: statusUrl,
      dataset: {
        classes: job.scanned.classes,
        images: job.scanned.items.length,
        empty_classes: job.scanned.empty_classes,
      },
      backbone: job.backbone,
      config: body.config,
      ignored_config_keys: unknownConfigKeys(request.body),
    });
  });

  contractRoute(app, optimizeContract, async (request, reply) => {
    const body = parseBody(optimizeRequestSchema, request.body);
    if (body.validation_split === 0) {
      throw new IrisError("VALIDATION_ERROR", "optimisation needs a validation split", {
        details: "trials are compared on validation accuracy: set validation_split above 0",
      });
    }
    const trials = planTrials(body.search, body.config.seed);
    const job: PreparedOptimization = {
      ...(await prepareTraining(deps, body)),
      request: body,
      trials,
    };
    const record = await deps.jobs.submit(
      "optimization",
      { ...jobRequest(job), search: body.search, trials },
      (ctx) => runOptimizationJob(deps, ctx, job),
    );
    const statusUrl = `/optimize/status/${record.training_id}`;
    accepted(reply, statusUrl);
    return ok(request, {
      training_id: record.training_id,
      optimization_id: record.training_id,
      status: record.status,
      status_url: statusUrl,
      strategy: body.search.strategy,
      trials,
      dataset: { classes: job.scanned.classes, images: job.scanned.items.length },
      ignored_config_keys: unknownConfigKeys(request.body),
    });
  });

  contractRoute(app, jobStatusContract, async (request) =>
    ok(request, await deps.jobs.get(jobId(request.params.id))),
  );

  contractRoute(app, cancelJobContract, async (request, reply) => {
    const record = await deps.jobs.cancel(jobId(request.params.id));
    reply.status(record.status === "cancelled" ? 200 : 202);
    return ok(request, record);
  });

  contractRoute(app, listJobsContract, async (request) => {
    const jobs = await deps.jobs.list(50);
    return ok(request, { jobs, total: jobs.length });
  });
}

function jobRequest(job: Awaited<ReturnType<typeof prepareTraining>>): Record<string, unknown> {
  return {
    dataset_path: job.request.dataset_path,
    validation_split: job.request.validation_split,
    config: {
      ...job.request.config,
      backbone: job.backbone,
      augmentation_copies: job.augmentCopies,
    },
    model_id: job.request.model_id ?? null,
  };
}

/** 202 Accepted, pointing at where to follow the job. */
function accepted(reply: FastifyReply, statusUrl: string): void {
  reply.status(202).header("location", statusUrl);
}

function jobId(id: string): string {
  if (!JOB_ID.test(id)) throw new IrisError("NOT_FOUND", `unknown training id "${id}"`);
  return id;
}
