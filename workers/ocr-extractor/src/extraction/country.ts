import type { IdCountry } from "../normalize/identity";
import { fold, type TextLine } from "./text-lines";

/**
 * What a page prints that says which country issued it, with a weight: the state's own name
 * (the heading of identity documents and official forms), the agencies that issue identity
 * and tax numbers, the names of those numbers, currencies and dialling codes. Real
 * conventions of each country, not any one design's wording. Patterns run on folded text
 * (lower case, no accents).
 */
const COUNTRY_CUES: [IdCountry, number, RegExp][] = [
  // The state's name: strongest, a heading names one country.
  ["VE", 4, /republica\s+bolivariana\s+de\s+venezuela/],
  ["CO", 4, /republica\s+de\s+colombia/],
  ["ES", 4, /reino\s+de\s+espana|gobierno\s+de\s+espana/],
  ["MX", 4, /estados\s+unidos\s+mexicanos/],
  ["AR", 4, /republica\s+argentina/],
  ["CL", 4, /republica\s+de\s+chile/],
  ["PE", 4, /republica\s+del\s+peru/],
  ["EC", 4, /republica\s+del\s+ecuador/],
  // Identity and tax agencies.
  ["VE", 3, /\b(?:seniat|saime)\b/],
  ["CO", 3, /\b(?:dian|registraduria)\b/],
  ["ES", 3, /agencia\s+tributaria|\baeat\b/],
  ["MX", 3, /\bsat\b|\bcfdi\b|instituto\s+nacional\s+electoral/],
  ["AR", 3, /\b(?:afip|arca|renaper|anses)\b/],
  ["CL", 3, /\bsii\b|servicio\s+de\s+impuestos\s+internos|registro\s+civil\s+e\s+identificacion/],
  ["PE", 3, /\b(?:reniec|sunat)\b/],
  ["EC", 3, /\bsri\b|servicio\s+de\s+rentas\s+internas/],
  // Names of the numbers.
  ["VE", 2, /(?<![a-z])r\.?\s?i\.?\s?f(?![a-z])/],
  ["CO", 2, /(?<![a-z])n\.?\s?i\.?\s?t(?![a-z])|cedula\s+de\s+ciudadania|\bnuip\b/],
  ["ES", 2, /(?<![a-z])(?:n\.?\s?i\.?\s?e|c\.?\s?i\.?\s?f)(?![a-z])/],
  ["MX", 2, /(?<![a-z])(?:r\.?\s?f\.?\s?c|curp)(?![a-z])/],
  ["AR", 2, /(?<![a-z])(?:c\.?\s?u\.?\s?i\.?\s?[tl])(?![a-z])/],
  ["CL", 2, /(?<![a-z])(?:r\.?\s?u\.?\s?[tn])(?![a-z])/],
  ["PE", 2, /(?<![a-z])(?:i\.?\s?g\.?\s?v)(?![a-z])|\bcui\b/],
  ["PE", 1, /(?<![a-z])r\.?\s?u\.?\s?c(?![a-z])/],
  ["EC", 1, /(?<![a-z])r\.?\s?u\.?\s?c(?![a-z])/],
  // Currencies and dialling codes.
  ["VE", 1, /(?<![a-z])bs\.?\s?[sfd]?\.?\s?\d|\+\s?58\b/],
  ["CO", 1, /\bcop\b|\+\s?57\b/],
  ["ES", 1, /€|\beur\b|\+\s?34\b/],
  ["MX", 1, /\bmxn\b|\+\s?52\b/],
  ["AR", 1, /\bars\b|\+\s?54\b/],
  ["CL", 1, /\bclp\b|\+\s?56\b/],
  ["PE", 1, /(?<![a-z])s\/\s?\.?\s?\d|\bpen\b|\+\s?51\b/],
  ["EC", 1, /\+\s?593\b/],
  // The state's short name alone (a heading "ESPAÑA", "CHILE"): weaker, it is also a word.
  ["VE", 1, /\bvenezuela\b/],
  ["CO", 1, /\bcolombia\b/],
  ["ES", 1, /\bespana\b/],
  ["MX", 1, /\bmexico\b/],
  ["AR", 1, /\bargentina\b/],
  ["CL", 1, /\bchile\b/],
  ["PE", 1, /\bperu\b/],
  ["EC", 1, /\becuador\b/],
];

/** The least evidence (sum of weights) for a country, and its lead over the next one. */
const MIN_SCORE = 2;
const MIN_LEAD = 1;

/**
 * The country a document comes from, from what its text prints (see COUNTRY_CUES): each cue
 * counts once; the best-scoring country wins with at least {@link MIN_SCORE} and a lead of
 * {@link MIN_LEAD}; undefined when the page does not say.
 */
export function documentCountry(lines: TextLine[]): IdCountry | undefined {
  const text = lines.map((l) => fold(l.text)).join("\n");
  const scores = new Map<IdCountry, number>();
  for (const [country, weight, cue] of COUNTRY_CUES)
    if (cue.test(text)) scores.set(country, (scores.get(country) ?? 0) + weight);
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  if (!best || best[1] < MIN_SCORE || (next && best[1] - next[1] < MIN_LEAD)) return undefined;
  return best[0];
}
