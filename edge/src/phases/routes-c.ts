import { router } from "../openapi/app";
import { checkImage } from "../schemas/uploads";
import { type Upstream, upstreamCall } from "../upstream";
import { phaseRoute } from "./route-factory";
import { ClassifyForm, ClusterBody, EmbedForm, ExtractForm, PreprocessForm } from "./schemas";

const tag = "phases (set C)";
const multipart = "multipart/form-data" as const;

/** Route set C: one path per phase service, bodies as the services take them. */
export function phaseRoutesC(upstream: Upstream) {
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
      async (c) => {
        const { file, ...options } = c.req.valid("form");
        const image = await checkImage(file, "file", c.get("config").maxImageBytes);
        return c.json(
          (await upstream.phases.preprocess({ image, ...options }, await upstreamCall(c))) as never,
          200,
        );
      },
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
      async (c) => {
        const { file, files } = c.req.valid("form");
        const max = c.get("config").maxImageBytes;
        const list = [...(file ? [file] : []), ...(files ?? [])];
        const images = await Promise.all(list.map((f, i) => checkImage(f, `files[${i}]`, max)));
        return c.json(
          (await upstream.phases.embed({ images }, await upstreamCall(c))) as never,
          200,
        );
      },
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
      async (c) => {
        const { file, model } = c.req.valid("form");
        const image = await checkImage(file, "file", c.get("config").maxImageBytes);
        return c.json(
          (await upstream.phases.classify({ image, model }, await upstreamCall(c))) as never,
          200,
        );
      },
    )
    .openapi(
      phaseRoute({
        path: "/ocr-extractor/extract",
        summary: "Phases 5-6 (ocr-extractor /extract)",
        tag,
        schema: ExtractForm,
        media: multipart,
      }),
      async (c) => {
        const { file, ...options } = c.req.valid("form");
        const image = await checkImage(file, "file", c.get("config").maxImageBytes);
        return c.json(
          (await upstream.phases.ocr({ image, ...options }, await upstreamCall(c))) as never,
          200,
        );
      },
    );
  for (const path of ["/ocr-extractor/extract_json", "/ocr-extractor/extract-json"]) {
    app.openapi(extractJson(path, "Phases 5-6 (ocr-extractor /extract_json)"), async (c) => {
      const { file, ...options } = c.req.valid("form");
      const image = await checkImage(file, "file", c.get("config").maxImageBytes);
      return c.json(
        (await upstream.phases.extractJson({ image, ...options }, await upstreamCall(c))) as never,
        200,
      );
    });
  }
  return app;
}
