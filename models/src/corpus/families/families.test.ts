import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { corpusPlan, generateDocument } from "../generate.ts";
import { expectFieldsConsistent, expectInvoiceArithmetic } from "../truth-checks.ts";
import { DOCUMENT_TYPES } from "../types.ts";
import { listFamilies } from "./registry.ts";

describe("layout families", () => {
  it("give every type at least ten families, four or more of them held out", () => {
    for (const type of DOCUMENT_TYPES) {
      expect(listFamilies(type).length, type).toBeGreaterThanOrEqual(10);
      expect(listFamilies(type, "heldout").length, type).toBeGreaterThanOrEqual(4);
      expect(listFamilies(type, "train").length, type).toBeGreaterThanOrEqual(3);
      expect(listFamilies(type).length, type).toBe(
        listFamilies(type, "train").length + listFamilies(type, "heldout").length,
      );
    }
    const names = listFamilies().map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("keep every held-out design in a file marked as held out", () => {
    const dir = join(import.meta.dirname, "heldout");
    const files = readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) =>
      f.endsWith(".ts"),
    );
    expect(files.length).toBeGreaterThan(listFamilies(undefined, "heldout").length);
    for (const file of files)
      expect(readFileSync(join(dir, file), "utf8").slice(0, 40), file).toMatch(
        /^\/\*\n \* HELD OUT\./,
      );
  });

  describe.each(listFamilies())("$name ($split)", ({ name, type, split }) => {
    it("prints every field verbatim, consistent with its normalised form", async () => {
      for (const index of [0, 5]) {
        const { truth } = await generateDocument(type, 31, index, {
          family: name,
          scansOnly: true,
        });
        expect([truth.family, truth.split, truth.type]).toEqual([name, split, type]);
        expectFieldsConsistent(truth);
        if (type === "factura") expectInvoiceArithmetic(truth);
        for (const [label, state] of Object.entries(truth.checkboxes ?? {})) {
          expect(typeof state, label).toBe("boolean");
          expect(
            truth.lines.some((l) => l.text.includes(label)),
            label,
          ).toBe(true);
        }
      }
    });
  });
});

describe("splits", () => {
  it("draw from the training families by default and from held-out ones when asked", async () => {
    const train = await generateDocument("pasaporte", 7, 2, { scansOnly: true });
    const heldout = await generateDocument("pasaporte", 7, 2, {
      split: "heldout",
      scansOnly: true,
    });
    expect(train.truth.split).toBe("train");
    expect(train.truth.id).toBe("pasaporte-7-2");
    expect(heldout.truth.split).toBe("heldout");
    expect(heldout.truth.id).toBe(`pasaporte-7-2-heldout-${heldout.truth.family}`);
    expect(listFamilies("pasaporte", "heldout").map((f) => f.name)).toContain(heldout.truth.family);
  });

  it("give each family of a split its turn, the same for the same seed", () => {
    for (const split of ["train", "heldout", "all"] as const) {
      const turns = 6;
      // Every type's families take equal turns when its document count is a multiple of
      // its family count: types may have different numbers of families.
      const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
      const lcm = DOCUMENT_TYPES.map((t) => listFamilies(t, split).length).reduce(
        (a, b) => (a * b) / gcd(a, b),
      );
      const n = DOCUMENT_TYPES.length * turns * lcm;
      const plan = corpusPlan({ n, seed: 3, split });
      expect(corpusPlan({ n, seed: 3, split })).toEqual(plan);
      for (const type of DOCUMENT_TYPES) {
        const families = listFamilies(type, split).map((f) => f.name);
        const counts = new Map<string, number>();
        for (const item of plan.filter((p) => p.type === type))
          counts.set(item.family, (counts.get(item.family) ?? 0) + 1);
        expect([...counts.keys()].sort(), `${split} ${type}`).toEqual([...families].sort());
        const sizes = [...counts.values()];
        expect(Math.max(...sizes) - Math.min(...sizes), `${split} ${type}`).toBe(0);
      }
    }
  });

  it("name the same document by (type, seed, index) whichever types a plan asks for", () => {
    const all = corpusPlan({ n: 50, seed: 4, split: "heldout" });
    const some = corpusPlan({ n: 10, seed: 4, split: "heldout", types: ["factura"] });
    for (const item of some)
      expect(all.find((a) => a.index === item.index && a.type === item.type) ?? item).toEqual(item);
    expect(some.every((p) => p.type === "factura")).toBe(true);
  });

  it("keep the documents of an earlier roster when later families join", async () => {
    const types = DOCUMENT_TYPES;
    const early = new Set(
      types
        .flatMap((t) => listFamilies(t, "train"))
        .filter((f) => (f.roster ?? 1) === 1)
        .map((f) => f.name),
    );
    const plan = corpusPlan({ n: 200, seed: 6, roster: 1 });
    expect(plan.every((p) => early.has(p.family))).toBe(true);
    // Where both rosters give a document the same family, it is the same document.
    const latest = corpusPlan({ n: 200, seed: 6 });
    const same = latest.find((p, i) => p.family === plan[i]?.family);
    expect(same).toBeDefined();
    const { type, index } = same as (typeof latest)[number];
    const a = await generateDocument(type, 6, index, { scansOnly: true });
    const b = await generateDocument(type, 6, index, { scansOnly: true, roster: 1 });
    expect(b.truth.id).toBe(`${a.truth.id}-r1`);
    expect(b.scan.equals(a.scan)).toBe(true);
  });

  it("plan a single family when one is named", () => {
    const plan = corpusPlan({ n: 4, seed: 1, family: "factura-ve-banda" });
    expect(plan.map((p) => [p.type, p.family])).toEqual(
      Array(4).fill(["factura", "factura-ve-banda"]),
    );
  });

  it("are byte-identical for the same seed, split and index", async () => {
    const a = await generateDocument("ficha_residencia", 9, 1, { split: "heldout" });
    const b = await generateDocument("ficha_residencia", 9, 1, { split: "heldout" });
    expect(b.scan.equals(a.scan)).toBe(true);
    expect(b.photo.equals(a.photo)).toBe(true);
    expect(b.truth).toEqual(a.truth);
  });
});
