import { router } from "../openapi/app";
import { checkImage } from "../schemas/uploads";
import { type Upstream, upstreamCall } from "../upstream";
import { phaseRoute } from "./route-factory";
import { ClassifyForm, EmbedForm, ExtractForm, PreprocessForm } from "./schemas";

const tag = "phases (set A)";
const multipart = "multipart/form-data" as const;

/** Route set A: /api/v1/phases/*, multipart uploads. */
export function phaseRoutesA(upstream: Upstream) {
  return router()
    .openapi(
      phaseRoute({
        path: "/api/v1/phases/preprocess",
        summary: "Phase 1: preprocessing",
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
        path: "/api/v1/phases/embeddings",
        summary: "Phase 2: embeddings",
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
        path: "/api/v1/phases/classify",
        summary: "Phases 3-4: classification",
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
        path: "/api/v1/phases/extract",
        summary: "Phases 5-6: text extraction to JSON",
        tag,
        schema: ExtractForm,
        media: multipart,
      }),
      async (c) => {
        const { file, ...options } = c.req.valid("form");
        const image = await checkImage(file, "file", c.get("config").maxImageBytes);
        return c.json(
          (await upstream.phases.extractJson(
            { image, ...options },
            await upstreamCall(c),
          )) as never,
          200,
        );
      },
    );
}
