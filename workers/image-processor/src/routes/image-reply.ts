import { ok } from "@iris/kit";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * True when the client asked for the image itself (`Accept: image/png`) rather than JSON. A
 * client accepting both with JSON first, or anything (*\/*), gets JSON.
 */
export function wantsPng(request: FastifyRequest): boolean {
  const accept = (request.headers.accept ?? "").toLowerCase();
  if (!accept.includes("image/png")) return false;
  const json = accept.indexOf("application/json");
  return json < 0 || accept.indexOf("image/png") < json;
}

/** Header of a PNG answer holding the JSON answer's `data` without the image (base64url). */
export const SUMMARY_HEADER = "x-iris-summary";

/**
 * Answers an image result: raw PNG bytes with the key facts in X-* headers when the client
 * wants PNG — and everything the JSON answer says besides the image in `X-Iris-Summary`
 * (base64url JSON), so that a client such as the gateway gets the whole answer without a
 * base64 image in JSON (a 300 dpi A4 page is 2–9 MB of PNG) — else the JSON envelope with the
 * image base64-encoded under both names the spec uses (`processed_image_data`,
 * `processed_image`). A rendition (a small copy of the page) follows the page's PNG in the
 * body of a PNG answer, the summary's `rendition.bytes` saying how long it is (one body, one
 * read: a page and its copy need no multipart framing); in JSON it is `rendition_image`.
 */
export function replyWithImage<S extends { output_dimensions: [number, number] }>(
  request: FastifyRequest,
  reply: FastifyReply,
  images: { png: Uint8Array; rendition?: Uint8Array },
  summary: S,
  headers: Record<string, string>,
) {
  const { png, rendition } = images;
  if (wantsPng(request)) {
    reply.header("content-type", "image/png");
    reply.header("x-output-dimensions", summary.output_dimensions.join("x"));
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    const data = { image_format: "png" as const, ...summary };
    reply.header(SUMMARY_HEADER, Buffer.from(JSON.stringify(data)).toString("base64url"));
    const page = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    return reply.send(rendition ? Buffer.concat([page, rendition]) : page);
  }
  const base64 = Buffer.from(png.buffer, png.byteOffset, png.byteLength).toString("base64");
  return ok(request, {
    processed_image: base64,
    processed_image_data: base64,
    image_format: "png" as const,
    ...summary,
    ...(rendition ? { rendition_image: Buffer.from(rendition).toString("base64") } : {}),
  });
}
