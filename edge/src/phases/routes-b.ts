import { router } from "../openapi/app";
import { checkImage } from "../schemas/uploads";
import { type Upstream, upstreamCall } from "../upstream";
import { phaseRoute } from "./route-factory";
import {
  Phase1Body,
  Phase2ClusterBody,
  Phase2EmbedBody,
  Phase3ClassifyBody,
  Phase3TrainBody,
  Phase4ExtractBody,
  Phase4OcrBody,
} from "./schemas";

const tag = "phases (set B)";
const media = "application/json" as const;

/** Route set B: /phaseN/*, JSON bodies with base64 images. */
export function phaseRoutesB(upstream: Upstream) {
  return router()
    .openapi(
      phaseRoute({
        path: "/phase1/process",
        summary: "Phase 1: preprocessing",
        tag,
        schema: Phase1Body,
        media,
      }),
      async (c) => {
        const { file, options } = c.req.valid("json");
        const image = await checkImage(file, "file", c.get("config").maxImageBytes);
        const input = {
          image,
          enhance_quality: options?.enhance,
          apply_unwarping: options?.unwarp,
        };
        return c.json(
          (await upstream.phases.preprocess(input, await upstreamCall(c))) as never,
          200,
        );
      },
    )
    .openapi(
      phaseRoute({
        path: "/phase2/embed",
        summary: "Phase 2: embedding of one image",
        tag,
        schema: Phase2EmbedBody,
        media,
      }),
      async (c) => {
        const image = await checkImage(
          c.req.valid("json").image,
          "image",
          c.get("config").maxImageBytes,
        );
        return c.json(
          (await upstream.phases.embed({ images: [image] }, await upstreamCall(c))) as never,
          200,
        );
      },
    )
    .openapi(
      phaseRoute({
        path: "/phase2/cluster",
        summary: "Phase 2: clustering",
        tag,
        schema: Phase2ClusterBody,
        media,
      }),
      async (c) => {
        const { embeddings, max_k } = c.req.valid("json");
        const input = { embeddings, max_clusters: max_k };
        return c.json((await upstream.phases.cluster(input, await upstreamCall(c))) as never, 200);
      },
    )
    .openapi(
      phaseRoute({
        path: "/phase3/classify",
        summary: "Phase 3: classification",
        tag,
        schema: Phase3ClassifyBody,
        media,
      }),
      async (c) => {
        const { image: file, model } = c.req.valid("json");
        const image = await checkImage(file, "image", c.get("config").maxImageBytes);
        return c.json(
          (await upstream.phases.classify({ image, model }, await upstreamCall(c))) as never,
          200,
        );
      },
    )
    .openapi(
      phaseRoute({
        path: "/phase3/train",
        summary: "Phase 3: train a classifier head",
        tag,
        schema: Phase3TrainBody,
        media,
      }),
      async (c) => {
        const { dataset_path, model_config } = c.req.valid("json");
        const input = { dataset_path, config: model_config ?? {} };
        return c.json((await upstream.phases.train(input, await upstreamCall(c))) as never, 200);
      },
    )
    .openapi(
      phaseRoute({
        path: "/phase4/ocr",
        summary: "Phase 4: OCR",
        tag,
        schema: Phase4OcrBody,
        media,
      }),
      async (c) => {
        const { image: file, ficha_type, language } = c.req.valid("json");
        const image = await checkImage(file, "image", c.get("config").maxImageBytes);
        const input = { image, document_type: ficha_type, language };
        return c.json((await upstream.phases.ocr(input, await upstreamCall(c))) as never, 200);
      },
    )
    .openapi(
      phaseRoute({
        path: "/phase4/extract",
        summary: "Phase 5: structured data from text",
        tag,
        schema: Phase4ExtractBody,
        media,
      }),
      async (c) =>
        c.json(
          (await upstream.phases.extractFromText(
            c.req.valid("json"),
            await upstreamCall(c),
          )) as never,
          200,
        ),
    );
}
