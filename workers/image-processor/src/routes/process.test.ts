import { multipartForm, readData } from "@iris/kit/testing";
import { DOCUMENT_TYPES, type GeneratedDocument, generateDocument } from "@iris/models/corpus";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { processData } from "../contract";
import {
  aspectOf,
  compareWithScan,
  evalDir,
  startTestService,
  type TestService,
  TOKEN,
  tinyPdf,
} from "../testing";

let svc: TestService;
const docs = new Map<string, GeneratedDocument>();
beforeAll(async () => {
  svc = await startTestService();
  for (const type of DOCUMENT_TYPES)
    docs.set(type, await generateDocument(type, 5, 0, { roster: 1 }));
}, 120_000);
afterAll(() => svc.close());

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

function doc(type: string): GeneratedDocument {
  return docs.get(type) as GeneratedDocument;
}

/** POST /process on `service`; the answer's `data`, read with its contract (200 expected). */
async function processWith(
  service: TestService,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const res = await fetch(`${service.url}/process`, {
    method: "POST",
    headers: { authorization: `Bearer ${TOKEN}` },
    body: multipartForm([{ name, bytes }], fields),
  });
  return readData(res, processData);
}

async function processPhoto(name: string, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const data = await processWith(svc, name, bytes, fields);
  return { ...data, png: Buffer.from(data.processed_image, "base64") };
}

/** The processed page has the scan's shape and reads the same way up. */
async function expectLikeScan(page: Uint8Array, scan: Uint8Array) {
  const [got, want] = [await aspectOf(page), await aspectOf(scan)];
  expect(Math.abs(got / want - 1)).toBeLessThan(0.06);
  const similarity = await compareWithScan(page, scan);
  expect(similarity.upright).toBeGreaterThan(0.4);
  expect(similarity.upright).toBeGreaterThan(similarity.turned + 0.15);
}

describe("POST /process on camera photos", () => {
  it.each(DOCUMENT_TYPES)(
    "turns a %s photo into an upright page like its flat scan",
    async (type) => {
      const { truth, photo, scan } = doc(type);
      const out = await processPhoto(`${truth.id}.jpg`, photo);
      expect(out.perspective_corrected).toBe(true);
      expect(out.processed_image_data).toBe(out.processed_image);
      expect(out.output_dimensions).toEqual([
        (await sharp(out.png).metadata()).width,
        (await sharp(out.png).metadata()).height,
      ]);
      await expectLikeScan(out.png, scan);
    },
    60_000,
  );

  it.each([90, 180, 270])(
    "puts a cédula photo turned by %i° back upright",
    async (degrees) => {
      const { photo, scan } = doc("cedula_identidad");
      const turned = await sharp(photo).rotate(degrees).jpeg({ quality: 90 }).toBuffer();
      const out = await processPhoto("turned.jpg", turned);
      await expectLikeScan(out.png, scan);
    },
    60_000,
  );

  it("turns over an invoice photographed upside down whose amount columns point the other way", async () => {
    // Turned over, the right-aligned amount columns are flush left: the alignment cue says
    // upright (+0.1) against the ascenders (−0.7), and the page was left upside down.
    const { truth, photo, scan } = await generateDocument("factura", 3124, 2, { roster: 1 });
    const out = await processPhoto(`${truth.id}.jpg`, photo);
    expect(out.rotation_applied).toBe(180);
    await expectLikeScan(out.png, scan);
  }, 60_000);

  it("leaves no line of the table along the edges of a rectified photo", async () => {
    // Mean lightness of each side's outermost line and of the line 8 px inside it. The
    // outermost pixels lie on the document's edge; sampled as they are they carry a dark line
    // of the table, which tesseract read as "|" and "—" before every text line.
    const sideMeans = async (png: Uint8Array) => {
      const { data, info } = await sharp(png)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { width: w, height: h } = info;
      const row = (y: number) =>
        mean(Array.from({ length: w }, (_, x) => data[y * w + x] as number));
      const col = (x: number) =>
        mean(Array.from({ length: h }, (_, y) => data[y * w + x] as number));
      return [
        [row(0), row(8)],
        [col(w - 1), col(w - 9)],
        [row(h - 1), row(h - 9)],
        [col(0), col(8)],
      ];
    };
    const darkerEdges: string[] = [];
    for (const type of DOCUMENT_TYPES) {
      const { truth, photo } = doc(type);
      const out = await processPhoto(`${truth.id}.jpg`, photo);
      expect(out.perspective_corrected).toBe(true);
      for (const [side, [outer, inner]] of (await sideMeans(out.png)).entries()) {
        if ((outer as number) < (inner as number) - 12) darkerEdges.push(`${type} side ${side}`);
      }
    }
    expect(darkerEdges).toEqual([]);
  }, 120_000);

  it("answers the raw PNG to a client that accepts image/png", async () => {
    const { photo } = doc("pasaporte");
    const res = await svc.post<Uint8Array>(
      "/process",
      { name: "p.jpg", bytes: photo },
      { enhance_quality: "false" },
      { accept: "image/png" },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(res.body).metadata();
    expect(meta.format).toBe("png");
    expect(res.headers.get("x-output-dimensions")).toBe(`${meta.width}x${meta.height}`);
    expect(res.headers.get("x-enhancement-applied")).toBe("false");
    // The rest of the answer, as the JSON one says it, without the image.
    const summary = JSON.parse(
      Buffer.from(res.headers.get("x-iris-summary") ?? "", "base64url").toString(),
    );
    expect(summary.output_dimensions).toEqual([meta.width, meta.height]);
    expect(summary.enhancement_applied).toBe(false);
    expect(summary.corners.points).toHaveLength(4);
    expect(summary.quality.quality_score).toBeGreaterThan(0);
    expect(summary.processed_image).toBeUndefined();
  }, 60_000);

  it("answers in JSON the same page as in PNG, with the answer's length", async () => {
    const { photo } = doc("cedula_identidad");
    const ask = (accept: string) =>
      fetch(`${svc.url}/process`, {
        method: "POST",
        headers: { authorization: `Bearer ${TOKEN}`, accept },
        body: multipartForm([{ name: "c.jpg", bytes: photo }], {
          rendition: "256",
        }),
      });
    const [json, png] = await Promise.all([ask("application/json"), ask("image/png")]);
    expect(json.status).toBe(200);
    expect(json.headers.get("content-type")).toBe("application/json; charset=utf-8");
    const text = Buffer.from(await json.arrayBuffer());
    expect(text.length).toBe(Number(json.headers.get("content-length")));
    const body = processData.parse(JSON.parse(text.toString()).data);
    expect(body.filename).toBe("c.jpg");
    const summary = JSON.parse(
      Buffer.from(png.headers.get("x-iris-summary") ?? "", "base64url").toString(),
    );
    const bytes = Buffer.from(await png.arrayBuffer());
    const pageBytes = bytes.subarray(0, bytes.length - summary.rendition.bytes);
    expect(Buffer.from(body.processed_image, "base64").equals(pageBytes)).toBe(true);
    expect(body.processed_image_data).toBe(body.processed_image);
    expect(
      Buffer.from(body.rendition_image ?? "", "base64").equals(bytes.subarray(pageBytes.length)),
    ).toBe(true);
  }, 60_000);

  it("also answers a small copy of the page with rendition, after the page's PNG", async () => {
    const { photo } = doc("factura");
    const res = await svc.post<Uint8Array>(
      "/process",
      { name: "f.jpg", bytes: photo },
      { rendition: "512" },
      { accept: "image/png" },
    );
    expect(res.status).toBe(200);
    const summary = JSON.parse(
      Buffer.from(res.headers.get("x-iris-summary") ?? "", "base64url").toString(),
    );
    const body = Buffer.from(res.body);
    const pageBytes = body.subarray(0, body.length - summary.rendition.bytes);
    const small = body.subarray(body.length - summary.rendition.bytes);
    const page = await sharp(pageBytes).metadata();
    expect([page.width, page.height]).toEqual(summary.output_dimensions);
    const meta = await sharp(small).metadata();
    expect(meta.format).toBe("png");
    expect([meta.width, meta.height]).toEqual([summary.rendition.width, summary.rendition.height]);
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(512);
    // The page's shape, and its pixels as the layout models' own bilinear letterbox makes them
    // from the full page.
    expect(
      Math.abs((meta.width ?? 0) / (meta.height ?? 1) - (page.width ?? 0) / (page.height ?? 1)),
    ).toBeLessThan(0.01);
    const fit = { fit: "inside", kernel: "linear" } as const;
    const fromPage = await sharp(pageBytes).resize(512, 512, fit).raw().toBuffer();
    const fromCopy = await sharp(small).resize(512, 512, fit).raw().toBuffer();
    expect(fromCopy.equals(fromPage)).toBe(true);

    // In JSON, the copy is base64 beside the page.
    const json = await processPhoto("f.jpg", photo, { rendition: "256" });
    expect(json.rendition?.width).toBeLessThanOrEqual(256);
    const copy = await sharp(Buffer.from(json.rendition_image ?? "", "base64")).metadata();
    expect(Math.max(copy.width ?? 0, copy.height ?? 0)).toBe(256);
  }, 60_000);

  it("refuses a rendition size it cannot make", async () => {
    const res = await svc.post(
      "/process",
      { name: "f.jpg", bytes: doc("factura").photo },
      {
        rendition: "100000",
      },
    );
    expect(res.status).toBe(400);
  }, 60_000);

  it("scales the output with target_dpi and reports the resolution of a known format", async () => {
    const { photo } = doc("cedula_identidad");
    const low = await processPhoto("c.jpg", photo, { target_dpi: "150", enhance_quality: "false" });
    expect(low.document_format?.name).toBeDefined();
    expect(low.dpi).toBe(150);
    // An ID-1 card is 85.6 mm wide: 505 px at 150 dpi.
    expect(Math.abs(low.output_dimensions[0] - (85.6 / 25.4) * 150)).toBeLessThan(8);
    // The PNG itself says so too, for an OCR engine reading it (libvips' default would be
    // 25.4 dpi, which tesseract rejects).
    expect(Math.round((await sharp(low.png).metadata()).density ?? 0)).toBe(150);
  }, 60_000);

  it("makes a photographed page at 200 dpi and a card at 300 unless target_dpi says", async () => {
    const { photo } = doc("formulario");
    const page = await processPhoto("f.jpg", photo, { enhance_quality: "false" });
    expect(page.document_format?.name).toBe("a4");
    expect(page.dpi).toBe(200);
    expect(Math.round((await sharp(page.png).metadata()).density ?? 0)).toBe(200);
    const asked = await processPhoto("f.jpg", photo, {
      enhance_quality: "false",
      target_dpi: "300",
    });
    expect(asked.output_dimensions).toEqual([2480, 3508]);
    expect(asked.dpi).toBe(300);
    const card = await processPhoto("c.jpg", doc("cedula_identidad").photo, {
      enhance_quality: "false",
    });
    expect(card.dpi).toBe(300);
  }, 60_000);

  it("sizes a passport page whose slant misleads the aspect estimate by its MRZ", async () => {
    // Photographed at a slant, this data page measures 1.57 (ID-1 is 1.59, ID-3 1.42): by
    // aspect alone it became an ID-1 card, text squeezed and rendered at two thirds its size.
    const passport = await generateDocument("pasaporte", 503, 0, { roster: 1 });
    const out = await processPhoto("p.jpg", passport.photo, { enhance_quality: "false" });
    expect(out.orientation.mrz_band).toBe(true);
    expect(out.document_format?.name).toBe("passport");
    // 125 × 88 mm at 300 dpi.
    expect(out.output_dimensions).toEqual([1476, 1039]);
    // A card's front has no MRZ and stays an ID-1 card.
    const card = await processPhoto("c.jpg", doc("cedula_identidad").photo, {
      enhance_quality: "false",
    });
    expect(card.orientation.mrz_band).toBe(false);
    expect(card.document_format?.name).toBe("id1");
  }, 60_000);

  it("sizes a tilted A4 form whose aspect looks like a card's as A4, by its small text", async () => {
    // Photographed at a tilt, this ficha's page measures 1.53 in the photo, within 4 % of ID-1's
    // aspect (A4 is 1.41): by aspect alone it would come out as a 638 × 1011 card with its text a
    // quarter of its size.
    const ficha = await generateDocument("ficha_residencia", 2203, 7, { roster: 1 });
    const out = await processPhoto("f.jpg", ficha.photo, { enhance_quality: "false" });
    expect(out.orientation.text_height).toBeGreaterThan(0);
    expect(out.orientation.text_height).toBeLessThan(0.012);
    expect(out.document_format?.name).toBe("a4");
    // A photographed page is made at 200 dpi unless the request asks for more.
    expect(out.output_dimensions).toEqual([1654, 2339]);
    expect(out.dpi).toBe(200);
    // A card's text is larger for its size, and the card stays a card.
    const card = await processPhoto("c.jpg", doc("cedula_identidad").photo, {
      enhance_quality: "false",
    });
    expect(card.orientation.text_height).toBeGreaterThan(0.012);
    expect(card.document_format?.name).toBe("id1");
  }, 60_000);
});

describe("POST /process on scans and other formats", () => {
  it("keeps the full frame of a flat scan", async () => {
    const { scan } = doc("factura");
    const out = await processPhoto("scan.png", scan, { enhance_quality: "false" });
    expect(out.perspective_corrected).toBe(false);
    expect(out.corners.document_detected).toBe(false);
    expect(out.rotation_applied).toBe(0);
    await expectLikeScan(out.png, scan);
  }, 60_000);

  it("does not enlarge a flat JPEG that declares a camera's 72 dpi", async () => {
    const { scan } = doc("ficha_residencia");
    const jpeg = await sharp(scan).resize(1240).jpeg().withMetadata({ density: 72 }).toBuffer();
    const meta = await sharp(jpeg).metadata();
    const out = await processPhoto("flat.jpg", jpeg, { enhance_quality: "false" });
    expect(out.perspective_corrected).toBe(false);
    expect(out.output_dimensions).toEqual([meta.width, meta.height]);
    // Its size on paper is unknown: the PNG keeps the conventional 72 dpi.
    expect(out.dpi).toBeNull();
    expect(Math.round((await sharp(out.png).metadata()).density ?? 0)).toBe(72);
  }, 60_000);

  it("passes a level scan through pixel for pixel", async () => {
    // A real receipt scan (sroie_dev 130), upright and level: nothing to correct, so nothing
    // is resampled. Sized from the analysis view's rounded aspect, it came out a pixel wider,
    // every pixel interpolated, and through the pipeline OCR read its total as 63.8, not 63.60.
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const bytes = readFileSync(join(evalDir() ?? "shared/eval", "sroie_dev", "img", "130.jpg"));
    const out = await processPhoto("130.jpg", bytes, { enhance_quality: "false" });
    expect(out.corners.document_detected).toBe(false);
    const input = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const page = await sharp(out.png)
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(out.output_dimensions).toEqual([input.info.width, input.info.height]);
    expect(page.info.channels).toBe(input.info.channels);
    expect(Buffer.compare(page.data, input.data)).toBe(0);
  }, 60_000);

  it("honours the EXIF orientation of a JPEG", async () => {
    // A page without a printed frame round most of its text (such scans are still cropped to
    // the frame: a known gap, not this test's subject).
    const { scan } = doc("factura");
    // Pixels stored turned a quarter to the left, with the tag that turns them back.
    const stored = await sharp(scan).rotate(270).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const out = await processPhoto("exif.jpg", stored, { enhance_quality: "false" });
    expect(out.input.exif_orientation).toBe(6);
    expect(out.rotation_applied).toBe(0);
    await expectLikeScan(out.png, scan);
  }, 60_000);

  it("renders the first page of a PDF at target_dpi", async () => {
    const out = await processPhoto("doc.pdf", tinyPdf(), { target_dpi: "100" });
    expect(out.input.format).toBe("pdf");
    // A4 at 100 dpi: 827 × 1169.
    expect(Math.abs(out.input.width - 827)).toBeLessThanOrEqual(2);
    expect(Math.abs(out.input.height - 1169)).toBeLessThanOrEqual(2);
    expect(out.output_dimensions[1]).toBeGreaterThan(out.output_dimensions[0]);
  }, 60_000);

  it("decodes a bilevel CCITT G4 TIFF scan", async () => {
    const { readFileSync } = await import("node:fs");
    const { join } = await import("node:path");
    const eval_ = join(evalDir() ?? "shared/eval", "tesseract_testing");
    const bytes = readFileSync(join(eval_, "8087_054.3B.tif"));
    const meta = await sharp(bytes).metadata();
    const out = await processPhoto("fax.tif", bytes, { enhance_quality: "false" });
    expect(out.input).toMatchObject({ format: "tiff", width: meta.width, height: meta.height });
    expect(out.rotation_applied).toBe(0);
  }, 60_000);

  it("keeps the processed page within MAX_IMAGE_SIZE, so the next phase accepts it", async () => {
    const small = await startTestService({ MAX_IMAGE_SIZE: "1MB" });
    try {
      const { truth, photo } = doc("ficha_residencia");
      const data = await processWith(small, `${truth.id}.jpg`, photo, { target_dpi: "300" });
      const png = Buffer.from(data.processed_image, "base64");
      expect(png.length).toBeLessThanOrEqual(1024 * 1024);
      expect(data.encoding.bytes).toBe(png.length);
      const meta = await sharp(png).metadata();
      expect(data.output_dimensions).toEqual([meta.width, meta.height]);
      // An A4 page at 300 dpi is several MB in colour: something had to give, and it says what.
      expect(data.encoding.channels === 1 || data.encoding.scale < 1).toBe(true);
      // The PNG is what the report says: a grey page is one channel, not sRGB's three.
      expect(meta.channels).toBe(data.encoding.channels);
    } finally {
      await small.close();
    }
  }, 120_000);
});

describe("POST /process enhancement", () => {
  /**
   * A flat page: paper at 240 with a faint diagonal background pattern (a guilloche's
   * strokes, 18 levels darker) and black bars where text would be.
   */
  async function patternedPage(): Promise<Uint8Array> {
    const [width, height] = [1200, 1600];
    const data = new Uint8Array(width * height).fill(240);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        if ((x + y) % 14 < 3) data[y * width + x] = 222;
        // "Text": short bars in rows on the left half; the right half is background only.
        if (x > 100 && x < 560 && y > 100 && y % 60 < 18 && (x >> 4) % 3 !== 0)
          data[y * width + x] = 35;
      }
    return sharp(data, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
  }

  /** Share of mid-grey pixels (neither paper nor print): the pattern, and the print's rims. */
  async function greyShare(png: Uint8Array): Promise<number> {
    const { data } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    let grey = 0;
    for (const v of data) if (v >= 120 && v <= 235) grey++;
    return grey / data.length;
  }

  it("turns a faint background pattern into white paper and keeps the print dark", async () => {
    const page = await patternedPage();
    const enhanced = await processPhoto("pattern.png", page);
    const plain = await processPhoto("pattern.png", page, { enhance_quality: "false" });
    expect(enhanced.enhancement_applied).toBe(true);
    // Without enhancement the pattern is there; with it the background is clean paper.
    expect(await greyShare(plain.png)).toBeGreaterThan(0.1);
    expect(await greyShare(enhanced.png)).toBeLessThan(0.02);
    // The bars are still black: the darkest 1 % of the page stays dark.
    const { data } = await sharp(enhanced.png)
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sorted = Uint8Array.from(data).sort();
    expect(sorted[Math.floor(sorted.length * 0.01)] as number).toBeLessThan(60);
  }, 60_000);
});
