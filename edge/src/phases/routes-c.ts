import { router } from "../openapi/app";
import { type Upstream, upstreamCall } from "../upstream";
import { phaseForwarders } from "./forward";
import { phaseRoute } from "./route-factory";
import { ClassifyForm, ClusterBody, EmbedForm, ExtractForm, PreprocessForm } from "./schemas";

const tag = "phases (set C)";
const multipart = "multipart/form-data" as const;

/** Route set C: one path per phase service, bodies as the services take them. */
export function phaseRoutesC(upstream: Upstream) {
  const forward = phaseForwarders(upstream);
  const extractJson = (path: string, summary: string) =>
    phaseRoute({ path, summary, tag, schema: ExtractForm, media: multipart });
  const app = router()
    .openapi(
      phaseRoute({
        path: "/image-processor/process",
        summary: "Phase 1 (image-processor /process)",
        tag,
        schema: PreprocessForm,
        media: multipart,
      }),
      async (c) => c.json((await forward.preprocess(c, c.req.valid("form"))) as never, 200),
    )
    .openapi(
      phaseRoute({
        path: "/ml-embeddings/embed",
        summary: "Phase 2 (ml-embeddings /embed)",
        tag,
        schema: EmbedForm,
        media: multipart,
        uploads: "many",
      }),
      async (c) => c.json((await forward.embed(c, c.req.valid("form"))) as never, 200),
    )
    .openapi(
      phaseRoute({
        path: "/ml-embeddings/cluster",
        summary: "Phase 2 (ml-embeddings /cluster)",
        tag,
        schema: ClusterBody,
        media: "application/json",
      }),
      async (c) =>
        c.json(
          (await upstream.phases.cluster(c.req.valid("json"), await upstreamCall(c))) as never,
          200,
        ),
    )
    .openapi(
      phaseRoute({
        path: "/ml-classifier/classify",
        summary: "Phases 3-4 (ml-classifier /classify)",
        tag,
        schema: ClassifyForm,
        media: multipart,
      }),
      async (c) => c.json((await forward.classify(c, c.req.valid("form"))) as never, 200),
    )
    .openapi(
      phaseRoute({
        path: "/ocr-extractor/extract",
        summary: "Phases 5-6 (ocr-extractor /extract)",
        tag,
        schema: ExtractForm,
        media: multipart,
      }),
      async (c) => c.json((await forward.ocr(c, c.req.valid("form"))) as never, 200),
    );
  for (const path of ["/ocr-extractor/extract_json", "/ocr-extractor/extract-json"]) {
    app.openapi(extractJson(path, "Phases 5-6 (ocr-extractor /extract_json)"), async (c) =>
      c.json((await forward.extractJson(c, c.req.valid("form"))) as never, 200),
    );
  }
  return app;
}
