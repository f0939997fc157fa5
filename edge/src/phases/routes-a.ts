import { router } from "../openapi/app";
import type { Upstream } from "../upstream";
import { phaseForwarders } from "./forward";
import { phaseRoute } from "./route-factory";
import { ClassifyForm, EmbedForm, ExtractForm, PreprocessForm } from "./schemas";

const tag = "phases (set A)";
const multipart = "multipart/form-data" as const;

/** Route set A: /api/v1/phases/*, multipart uploads. */
export function phaseRoutesA(upstream: Upstream) {
  const forward = phaseForwarders(upstream);
  return router()
    .openapi(
      phaseRoute({
        path: "/api/v1/phases/preprocess",
        summary: "Phase 1: preprocessing",
        tag,
        schema: PreprocessForm,
        media: multipart,
      }),
      async (c) => c.json((await forward.preprocess(c, c.req.valid("form"))) as never, 200),
    )
    .openapi(
      phaseRoute({
        path: "/api/v1/phases/embeddings",
        summary: "Phase 2: embeddings",
        tag,
        schema: EmbedForm,
        media: multipart,
        uploads: "many",
      }),
      async (c) => c.json((await forward.embed(c, c.req.valid("form"))) as never, 200),
    )
    .openapi(
      phaseRoute({
        path: "/api/v1/phases/classify",
        summary: "Phases 3-4: classification",
        tag,
        schema: ClassifyForm,
        media: multipart,
      }),
      async (c) => c.json((await forward.classify(c, c.req.valid("form"))) as never, 200),
    )
    .openapi(
      phaseRoute({
        path: "/api/v1/phases/extract",
        summary: "Phases 5-6: text extraction to JSON",
        tag,
        schema: ExtractForm,
        media: multipart,
      }),
      async (c) => c.json((await forward.extractJson(c, c.req.valid("form"))) as never, 200),
    );
}
