import { describe, expect, it } from "vitest";
import { Rng } from "../../rng.ts";
import { domCedulaCheck, rncCheck } from "./dom.ts";
import { cuiCheck, gtNitCheck } from "./gtm.ts";
import {
  BOLIVIA,
  COSTA_RICA,
  CUBA,
  DOMINICAN_REPUBLIC,
  EL_SALVADOR,
  GUATEMALA,
  HONDURAS,
  NICARAGUA,
  PANAMA,
  PARAGUAY,
  PUERTO_RICO,
  URUGUAY,
} from "./index.ts";
import { nicCedulaLetter } from "./nic.ts";
import { rucCheck } from "./pry.ts";
import { duiCheck } from "./slv.ts";
import { uyCedulaCheck } from "./ury.ts";

describe("country conventions", () => {
  it("compute the published check digits", () => {
    // The examples the issuing offices' own validators are usually shown with.
    expect(uyCedulaCheck("1234567")).toBe(2);
    expect(duiCheck("00016297")).toBe(5);
    expect(gtNitCheck("576937")).toBe("K");
  });

  it("print identity numbers whose check digits hold", () => {
    const rng = new Rng("countries");
    for (let i = 0; i < 200; i++) {
      const birth = { year: rng.int(1945, 2006), month: rng.int(1, 12), day: rng.int(1, 28) };
      const dom = DOMINICAN_REPUBLIC.nationalId(rng, birth.year).normalized as string;
      expect(dom).toMatch(/^\d{11}$/);
      expect(domCedulaCheck(dom.slice(0, 10))).toBe(Number(dom[10]));
      const rnc = DOMINICAN_REPUBLIC.companyTaxId(rng).normalized as string;
      expect(rncCheck(rnc.slice(0, 8))).toBe(Number(rnc[8]));
      const cui = GUATEMALA.nationalId(rng, birth.year).normalized as string;
      expect(cui).toMatch(/^\d{13}$/);
      expect(cuiCheck(cui.slice(0, 8))).toBe(Number(cui[8]));
      const nit = GUATEMALA.companyTaxId(rng).normalized as string;
      expect(gtNitCheck(nit.slice(0, -1))).toBe(nit.slice(-1));
      const dui = EL_SALVADOR.nationalId(rng, birth.year).normalized as string;
      expect(duiCheck(dui.slice(0, 8))).toBe(Number(dui[8]));
      const uy = URUGUAY.nationalId(rng, birth.year).normalized as string;
      expect(uyCedulaCheck(uy.slice(0, -1))).toBe(Number(uy.slice(-1)));
      const ruc = PARAGUAY.companyTaxId(rng).normalized as string;
      expect(rucCheck(ruc.slice(0, -1))).toBe(Number(ruc.slice(-1)));
      const nic = NICARAGUA.nationalId(rng, birth.year, birth).normalized as string;
      expect(nic).toMatch(/^\d{13}[A-Y]$/);
      expect(nicCedulaLetter(nic.slice(0, 13))).toBe(nic[13]);
      expect(nic.slice(3, 9)).toBe(
        `${String(birth.day).padStart(2, "0")}${String(birth.month).padStart(2, "0")}${String(birth.year % 100).padStart(2, "0")}`,
      );
      expect(CUBA.nationalId(rng, birth.year, birth).normalized).toMatch(/^\d{11}$/);
      expect(HONDURAS.nationalId(rng, birth.year).normalized).toMatch(
        new RegExp(`^\\d{4}${birth.year}\\d{5}$`),
      );
      expect(COSTA_RICA.nationalId(rng, birth.year).normalized).toMatch(/^[1-7]\d{8}$/);
      expect(PANAMA.nationalId(rng, birth.year).normalized).toMatch(/^\d{8,9}$/);
      expect(BOLIVIA.nationalId(rng, birth.year).normalized).toMatch(/^\d{6,8}([A-Z]{2})?$/);
      expect(PUERTO_RICO.nationalId(rng, birth.year).normalized).toMatch(/^(?!000|666)\d{9}$/);
    }
  });

  it("print phone numbers whose E.164 form keeps the printed digits", () => {
    const rng = new Rng("phones");
    const place = { name: "X", state: "X", areaCode: "2" };
    for (const country of [
      BOLIVIA,
      DOMINICAN_REPUBLIC,
      GUATEMALA,
      HONDURAS,
      COSTA_RICA,
      EL_SALVADOR,
      NICARAGUA,
      PANAMA,
    ]) {
      for (let i = 0; i < 50; i++) {
        const { printed, normalized } = country.phone(rng, place);
        expect(normalized).toMatch(new RegExp(`^\\+${country.dial}\\d{7,11}$`));
        expect(printed.replace(/\D/g, "")).toContain(String(normalized).slice(-7));
      }
    }
  });
});
