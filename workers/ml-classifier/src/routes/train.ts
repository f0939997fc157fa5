import { IrisError, ok } from "@iris/kit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ClassifierDeps } from "../deps";
import {
  optimizeRequestSchema,
  type PreparedOptimization,
  parseBody,
  planTrials,
  runOptimizationJob,
  runTrainingJob,
  trainRequestSchema,
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
  app.post("/train", async (request, reply) => {
    const body = parseBody(trainRequestSchema, request.body);
    const job = await prepareTraining(deps, body);
    const record = await deps.jobs.submit("training", jobRequest(job), (ctx) =>
      runTrainingJob(deps, ctx, job),
    );
    return accepted(request, reply, record.training_id, {
      status: record.status,
      status_url: `/train/status/${record.training_id}`,
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

  app.post("/optimize", async (request, reply) => {
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
    return accepted(request, reply, record.training_id, {
      optimization_id: record.training_id,
      status: record.status,
      status_url: `/optimize/status/${record.training_id}`,
      strategy: body.search.strategy,
      trials,
      dataset: { classes: job.scanned.classes, images: job.scanned.items.length },
      ignored_config_keys: unknownConfigKeys(request.body),
    });
  });

  const status = async (request: FastifyRequest<{ Params: { id: string } }>) =>
    ok(request, await deps.jobs.get(jobId(request.params.id)));
  app.get<{ Params: { id: string } }>("/train/status/:id", status);
  app.get<{ Params: { id: string } }>("/optimize/status/:id", status);

  app.post<{ Params: { id: string } }>("/train/:id/cancel", async (request, reply) => {
    const record = await deps.jobs.cancel(jobId(request.params.id));
    reply.status(record.status === "cancelled" ? 200 : 202);
    return ok(request, record);
  });

  app.get("/train", async (request) => {
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

function accepted(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  data: Record<string, unknown>,
) {
  reply.status(202).header("location", data.status_url as string);
  return ok(request, { training_id: id, ...data });
}

function jobId(id: string): string {
  if (!JOB_ID.test(id)) throw new IrisError("NOT_FOUND", `unknown training id "${id}"`);
  return id;
}
