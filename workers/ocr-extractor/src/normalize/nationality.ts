import { distance } from "fastest-levenshtein";
import countries from "i18n-iso-countries";
import en from "i18n-iso-countries/langs/en.json" with { type: "json" };
import es from "i18n-iso-countries/langs/es.json" with { type: "json" };

/**
 * Country → ISO 3166-1 alpha-3 (and its alpha-2), keyed by Spanish demonym stems and country
 * names. A demonym stem matches its masculine and feminine forms ("venezolan" → venezolano,
 * venezolana).
 */
const COUNTRIES: [alpha3: string, alpha2: string, names: string[]][] = [
  ["VEN", "VE", ["venezolan", "venezuela"]],
  ["COL", "CO", ["colombian", "colombia"]],
  ["ESP", "ES", ["espanol", "espanola", "espana", "spain", "spanish"]],
  ["MEX", "MX", ["mexican", "mexico"]],
  ["ARG", "AR", ["argentin", "argentina"]],
  ["CHL", "CL", ["chilen", "chile"]],
  ["PER", "PE", ["peruan", "peru"]],
  ["ECU", "EC", ["ecuatorian", "ecuador"]],
  ["BOL", "BO", ["bolivian", "bolivia"]],
  ["PRY", "PY", ["paraguay"]],
  ["URY", "UY", ["urugua"]],
  ["BRA", "BR", ["brasilen", "brasil", "brazil"]],
  ["CUB", "CU", ["cuban", "cuba"]],
  ["DOM", "DO", ["dominican", "republica dominicana"]],
  ["PRI", "PR", ["puertorriquen", "puerto rico"]],
  ["PAN", "PA", ["panamen", "panama"]],
  ["CRI", "CR", ["costarricens", "costa rica"]],
  ["NIC", "NI", ["nicaraguens", "nicaragua"]],
  ["HND", "HN", ["hondure", "honduras"]],
  ["SLV", "SV", ["salvadoren", "el salvador"]],
  ["GTM", "GT", ["guatemaltec", "guatemala"]],
  ["USA", "US", ["estadounidens", "norteamerican", "estados unidos", "american", "united states"]],
  ["CAN", "CA", ["canadiens", "canada"]],
  ["PRT", "PT", ["portugues", "portugal"]],
  ["ITA", "IT", ["italian", "italia", "italy"]],
  ["FRA", "FR", ["frances", "francia", "france", "french"]],
  ["DEU", "DE", ["aleman", "alemania", "germany", "german"]],
  ["GBR", "GB", ["britanic", "reino unido", "ingles", "inglesa", "british"]],
  ["CHN", "CN", ["chin", "china"]],
  ["JPN", "JP", ["japones", "japon", "japan"]],
  ["LBN", "LB", ["liban", "libano"]],
  ["SYR", "SY", ["siri", "siria"]],
  ["TTO", "TT", ["trinitens", "trinidad"]],
  ["HTI", "HT", ["haitian", "haiti"]],
  ["GNQ", "GQ", ["ecuatoguinean", "guinea ecuatorial", "equatorial guinea"]],
];

countries.registerLocale(es);
countries.registerLocale(en);
/** Every ISO 3166-1 country's alpha-3 code, and its Spanish and English names folded. */
const ISO: [alpha3: string, names: string[]][] = Object.keys(countries.getAlpha3Codes()).map(
  (alpha3) => {
    const alpha2 = countries.alpha3ToAlpha2(alpha3) as string;
    const names: string[] = ["es", "en"].flatMap(
      (lang) => countries.getName(alpha2, lang, { select: "all" }) ?? [],
    );
    return [alpha3, [...new Set(names.map(fold).filter((n) => n.length >= 4))]];
  },
);

function fold(raw: string): string {
  return raw
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const ALPHA3 = new Set(COUNTRIES.map(([code]) => code));
const ALPHA2 = new Map(COUNTRIES.map(([alpha3, alpha2]) => [alpha3, alpha2]));

/** The ISO 3166-1 alpha-2 code of a nationality's alpha-3 code (as nationalityCode answers). */
export function alpha2Of(alpha3: string): string | undefined {
  return ALPHA2.get(alpha3) ?? countries.alpha3ToAlpha2(alpha3);
}

/**
 * Nationality as ISO 3166-1 alpha-3: from a Spanish (or English) demonym or country name, or
 * an alpha-3 code as printed; any other country by its name as ISO 3166 writes it in Spanish
 * or English (i18n-iso-countries); undefined when unknown.
 */
export function nationalityCode(raw: string): string | undefined {
  const text = fold(raw);
  if (!text) return undefined;
  const upper = text.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper) && (ALPHA3.has(upper) || ISO.some(([code]) => code === upper)))
    return upper;
  let best: { code: string; length: number } | undefined;
  for (const [code, , names] of COUNTRIES) {
    for (const name of names) {
      const words = text.split(" ");
      const hit = name.includes(" ")
        ? text.includes(name)
        : words.some((w) => w.startsWith(name) && w.length <= name.length + 2);
      if (hit && (!best || name.length > best.length)) best = { code, length: name.length };
    }
  }
  // Any other country by its name in full, as ISO 3166 writes it in Spanish or English.
  for (const [code, names] of best ? [] : ISO)
    if (names.some((name) => ` ${text} `.includes(` ${name} `))) return code;
  return best?.code ?? fuzzyDemonym(text);
}

/** A demonym with one or two misread letters ("venezqeana"): words of 7+ letters only. */
function fuzzyDemonym(text: string): string | undefined {
  for (const word of text.split(" ").filter((w) => w.length >= 7)) {
    for (const [code, , names] of COUNTRIES) {
      for (const name of names) {
        if (name.length < 6 || name.includes(" ")) continue;
        if (distance(word.slice(0, name.length + 1), name) <= 2) return code;
      }
    }
  }
  return undefined;
}

/**
 * A line or cell holding only a demonym ("VENEZOLANO"), for cards that print it without a
 * label, or whose label OCR garbled; a box's rules read as bars or brackets around it ("|
 * COLOMBIANO") are left out of the value.
 */
export const DEMONYM_LINE = new RegExp(
  `^[\\s|[\\]_—-]*(${COUNTRIES.flatMap(([, , names]) =>
    names.filter((n) => !n.includes(" ") && n.length > 5),
  )
    .map((n) => `${n}\\p{L}{0,2}`)
    .join("|")})[\\s|[\\]_—.-]*$`,
  "iu",
);
