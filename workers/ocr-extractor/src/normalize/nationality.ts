import { distance } from "fastest-levenshtein";

/**
 * Country → ISO 3166-1 alpha-3, keyed by Spanish demonym stems and country names. A demonym
 * stem matches its masculine and feminine forms ("venezolan" → venezolano, venezolana).
 */
const COUNTRIES: [alpha3: string, names: string[]][] = [
  ["VEN", ["venezolan", "venezuela"]],
  ["COL", ["colombian", "colombia"]],
  ["ESP", ["espanol", "espanola", "espana", "spain", "spanish"]],
  ["MEX", ["mexican", "mexico"]],
  ["ARG", ["argentin", "argentina"]],
  ["CHL", ["chilen", "chile"]],
  ["PER", ["peruan", "peru"]],
  ["ECU", ["ecuatorian", "ecuador"]],
  ["BOL", ["bolivian", "bolivia"]],
  ["PRY", ["paraguay"]],
  ["URY", ["urugua"]],
  ["BRA", ["brasilen", "brasil", "brazil"]],
  ["CUB", ["cuban", "cuba"]],
  ["DOM", ["dominican", "republica dominicana"]],
  ["PRI", ["puertorriquen", "puerto rico"]],
  ["PAN", ["panamen", "panama"]],
  ["CRI", ["costarricens", "costa rica"]],
  ["NIC", ["nicaraguens", "nicaragua"]],
  ["HND", ["hondure", "honduras"]],
  ["SLV", ["salvadoren", "el salvador"]],
  ["GTM", ["guatemaltec", "guatemala"]],
  ["USA", ["estadounidens", "norteamerican", "estados unidos", "american", "united states"]],
  ["CAN", ["canadiens", "canada"]],
  ["PRT", ["portugues", "portugal"]],
  ["ITA", ["italian", "italia", "italy"]],
  ["FRA", ["frances", "francia", "france", "french"]],
  ["DEU", ["aleman", "alemania", "germany", "german"]],
  ["GBR", ["britanic", "reino unido", "ingles", "inglesa", "british"]],
  ["CHN", ["chin", "china"]],
  ["JPN", ["japones", "japon", "japan"]],
  ["LBN", ["liban", "libano"]],
  ["SYR", ["siri", "siria"]],
  ["TTO", ["trinitens", "trinidad"]],
  ["HTI", ["haitian", "haiti"]],
];

const ALPHA3 = new Set(COUNTRIES.map(([code]) => code));

/**
 * Nationality as ISO 3166-1 alpha-3: from a Spanish (or English) demonym or country name, or
 * an alpha-3 code as printed; undefined when unknown.
 */
export function nationalityCode(raw: string): string | undefined {
  const text = raw
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z ]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return undefined;
  const upper = text.toUpperCase();
  if (/^[A-Z]{3}$/.test(upper) && ALPHA3.has(upper)) return upper;
  let best: { code: string; length: number } | undefined;
  for (const [code, names] of COUNTRIES) {
    for (const name of names) {
      const words = text.split(" ");
      const hit = name.includes(" ")
        ? text.includes(name)
        : words.some((w) => w.startsWith(name) && w.length <= name.length + 2);
      if (hit && (!best || name.length > best.length)) best = { code, length: name.length };
    }
  }
  return best?.code ?? fuzzyDemonym(text);
}

/** A demonym with one or two misread letters ("venezqeana"): words of 7+ letters only. */
function fuzzyDemonym(text: string): string | undefined {
  for (const word of text.split(" ").filter((w) => w.length >= 7)) {
    for (const [code, names] of COUNTRIES) {
      for (const name of names) {
        if (name.length < 6 || name.includes(" ")) continue;
        if (distance(word.slice(0, name.length + 1), name) <= 2) return code;
      }
    }
  }
  return undefined;
}

/** A line holding only a demonym ("VENEZOLANO"), for cards that print it without a label. */
export const DEMONYM_LINE = new RegExp(
  `^\\s*(?:${COUNTRIES.flatMap(([, names]) => names.filter((n) => !n.includes(" ") && n.length > 5))
    .map((n) => `${n}\\p{L}{0,2}`)
    .join("|")})\\s*$`,
  "iu",
);
