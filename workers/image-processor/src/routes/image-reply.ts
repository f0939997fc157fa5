import { Readable } from "node:stream";
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
 * read: a page and its copy need no multipart framing); in JSON it is `rendition_image`. A JSON
 * answer is streamed (jsonWithImages).
 */
export function replyWithImage<S extends { output_dimensions: [number, number] }>(
  request: FastifyRequest,
  reply: FastifyReply,
  result: { png: Uint8Array; rendition?: Uint8Array },
  summary: S,
  headers: Record<string, string>,
) {
  const { png, rendition } = result;
  if (wantsPng(request)) {
    reply.header("content-type", "image/png");
    reply.header("x-output-dimensions", summary.output_dimensions.join("x"));
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    const data = { image_format: "png" as const, ...summary };
    reply.header(SUMMARY_HEADER, Buffer.from(JSON.stringify(data)).toString("base64url"));
    const page = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    return reply.send(rendition ? Buffer.concat([page, rendition]) : page);
  }
  const images: Record<string, Uint8Array> = {
    processed_image: png,
    processed_image_data: png,
    ...(rendition ? { rendition_image: rendition } : {}),
  };
  // The envelope is checked and serialised by the route's contract with each image left
  // empty, then sent with the images spliced in as base64, a slice at a time (see jsonWithImages).
  const empty = Object.fromEntries(Object.keys(images).map((name) => [name, ""]));
  const text = reply.serialize(
    ok(request, { ...empty, image_format: "png" as const, ...summary }),
  ) as string;
  const body = jsonWithImages(text, images);
  reply.header("content-type", "application/json; charset=utf-8");
  reply.header("content-length", String(body.bytes));
  return reply.send(body.stream);
}

/** Bytes of the image encoded per slice: a multiple of 3, so slices' base64 joins up. */
const BASE64_SLICE = 3 * 256 * 1024;

/**
 * A serialised JSON answer whose image fields are empty strings (`"name":""`), as a stream
 * with each image's base64 in place, and its length. An A4 page at 300 dpi is 2–9 MB of PNG,
 * held twice under the spec's two names: built as one string, encoded, serialised and written
 * at once, it held the event loop 130–180 ms per answer. Slice by slice, the stream encodes
 * 768 KiB at a time as the socket takes it. A JSON string value escapes its quotes, so
 * `"name":""` can only be the field itself.
 */
export function jsonWithImages(
  text: string,
  images: Record<string, Uint8Array>,
): { stream: Readable; bytes: number } {
  const places = Object.entries(images)
    .map(([name, bytes]) => {
      const marker = `"${name}":""`;
      const at = text.indexOf(marker);
      if (at < 0) throw new Error(`the answer has no empty "${name}" to fill`);
      return { at: at + marker.length - 1, bytes };
    })
    .sort((a, b) => a.at - b.at);
  const pieces: (Buffer | Uint8Array)[] = [];
  let from = 0;
  for (const { at, bytes } of places) {
    pieces.push(Buffer.from(text.slice(from, at)), bytes);
    from = at;
  }
  pieces.push(Buffer.from(text.slice(from)));
  let total = 0;
  for (const [i, piece] of pieces.entries())
    total += i % 2 === 1 ? Math.ceil(piece.byteLength / 3) * 4 : piece.byteLength;
  async function* chunks() {
    for (const [i, piece] of pieces.entries()) {
      if (i % 2 === 0) {
        yield piece;
        continue;
      }
      const image = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      for (let at = 0; at < image.length; at += BASE64_SLICE)
        yield Buffer.from(image.subarray(at, at + BASE64_SLICE).toString("base64"), "latin1");
    }
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), bytes: total };
}
