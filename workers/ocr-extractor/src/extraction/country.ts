import { GRID_STREET, US_STATE_ZIP } from "../normalize";
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
  ["BO", 4, /estado\s+plurinacional\s+de\s+bolivia|republica\s+de\s+bolivia/],
  ["PY", 4, /republica\s+del\s+paraguay/],
  ["UY", 4, /republica\s+oriental\s+del\s+uruguay/],
  ["CR", 4, /republica\s+de\s+costa\s+rica/],
  ["PA", 4, /republica\s+de\s+panama/],
  ["GT", 4, /republica\s+de\s+guatemala/],
  ["HN", 4, /republica\s+de\s+honduras/],
  ["SV", 4, /republica\s+de\s+el\s+salvador/],
  ["NI", 4, /republica\s+de\s+nicaragua/],
  ["DO", 4, /republica\s+dominicana/],
  ["CU", 4, /republica\s+de\s+cuba/],
  ["PR", 4, /estado\s+libre\s+asociado\s+de\s+puerto\s+rico|commonwealth\s+of\s+puerto\s+rico/],
  ["US", 4, /united\s+states\s+of\s+america|estados\s+unidos\s+de\s+america/],
  // Identity and tax agencies.
  ["VE", 3, /\b(?:seniat|saime)\b/],
  ["CO", 3, /\b(?:dian|registraduria)\b/],
  ["ES", 3, /agencia\s+tributaria|\baeat\b|direccion\s+general\s+de\s+la\s+policia/],
  // Spain's autonomous communities, whose governments issue forms and certificates, and its
  // town halls in Catalan, Galician and Basque ("Ayuntamiento" is the Dominican one's too).
  [
    "ES",
    3,
    /generalitat\s+(?:de\s+catalunya|valenciana)|xunta\s+de\s+galicia|eusko\s+jaurlaritza|gobierno\s+vasco|comunidad\s+de\s+madrid|junta\s+de\s+(?:andalucia|extremadura|castilla|galicia|comunidades)|principado\s+de\s+asturias|region\s+de\s+murcia|gobierno\s+de\s+(?:aragon|canarias|cantabria|navarra|la\s+rioja)|govern\s+de\s+les\s+illes\s+balears/,
  ],
  ["ES", 2, /\bajuntament\b|\bconcello\b|\budala\b/],
  ["MX", 3, /\bsat\b|\bcfdi\b|instituto\s+nacional\s+electoral/],
  ["AR", 3, /\b(?:afip|arca|renaper|anses)\b/],
  ["CL", 3, /\bsii\b|servicio\s+de\s+impuestos\s+internos|registro\s+civil\s+e\s+identificacion/],
  ["PE", 3, /\b(?:reniec|sunat)\b/],
  ["EC", 3, /\bsri\b|servicio\s+de\s+rentas\s+internas/],
  ["BO", 3, /\bsegip\b|servicio\s+de\s+impuestos\s+nacionales/],
  ["PY", 3, /\bdnit\b|subsecretaria\s+de\s+estado\s+de\s+tributacion/],
  ["UY", 3, /\bdnic\b|direccion\s+nacional\s+de\s+identificacion\s+civil/],
  ["CR", 3, /tribunal\s+supremo\s+de\s+elecciones/],
  ["PA", 3, /tribunal\s+electoral(?!\s+de)/],
  ["GT", 3, /\brenap\b|superintendencia\s+de\s+administracion\s+tributaria/],
  ["HN", 3, /\brnp\b|registro\s+nacional\s+de\s+las\s+personas(?!\s+naturales)/],
  ["HN", 2, /\bsar\b/],
  ["SV", 3, /\brnpn\b|registro\s+nacional\s+de\s+las\s+personas\s+naturales/],
  ["NI", 3, /consejo\s+supremo\s+electoral/],
  ["DO", 3, /\bjce\b|junta\s+central\s+electoral|\bdgii\b/],
  ["US", 3, /social\s+security|internal\s+revenue\s+service/],
  ["US", 2, /(?<![a-z])state\s+of\s+[a-z]+/],
  // Names of the numbers.
  ["VE", 2, /(?<![a-z])r\.?\s?i\.?\s?f(?![a-z])/],
  // "Cédula de ciudadanía" as OCR reads it too ("Céduta", "Céduls de ciudadanía"), and its
  // initials as the number's caption ("C.C. No.", "C.C. #"; a "C.C." before a name is a
  // centro comercial).
  [
    "CO",
    2,
    /(?<![a-z])n\.?\s?i\.?\s?t(?![a-z])|ced[a-z]{2,3}\s+de\s+ciudadan[il]a|\bnuip\b|(?<![a-z.])c\.\s?c\.\s*(?:n\s?(?:[°º.o*]|ro)|#)/,
  ],
  ["ES", 2, /(?<![a-z])(?:n\.?\s?i\.?\s?e|c\.?\s?i\.?\s?f)(?![a-z])/],
  ["MX", 2, /(?<![a-z])(?:r\.?\s?f\.?\s?c|curp)(?![a-z])/],
  ["AR", 2, /(?<![a-z])(?:c\.?\s?u\.?\s?i\.?\s?[tl])(?![a-z])/],
  ["CL", 2, /(?<![a-z])(?:r\.?\s?u\.?\s?[tn])(?![a-z])/],
  ["PE", 2, /(?<![a-z])(?:i\.?\s?g\.?\s?v)(?![a-z])|\bcui\b/],
  ["PE", 1, /(?<![a-z])r\.?\s?u\.?\s?c(?![a-z])/],
  ["EC", 1, /(?<![a-z])r\.?\s?u\.?\s?c(?![a-z])/],
  ["PY", 1, /(?<![a-z])r\.?\s?u\.?\s?c(?![a-z])/],
  ["PA", 1, /(?<![a-z])r\.?\s?u\.?\s?c(?![a-z])/],
  ["GT", 2, /(?<![a-z])(?:d\.?\s?p\.?\s?i|fel)(?![a-z])/],
  ["HN", 2, /(?<![a-z])(?:r\.?\s?t\.?\s?n|i\.?\s?s\.?\s?v)(?![a-z])/],
  ["SV", 2, /(?<![a-z])(?:d\.?\s?u\.?\s?i|n\.?\s?r\.?\s?c)(?![a-z])/],
  ["DO", 2, /(?<![a-z])(?:r\.?\s?n\.?\s?c|n\.?\s?c\.?\s?f|itbis)(?![a-z])/],
  ["PA", 2, /(?<![a-z])itbms(?![a-z])/],
  ["CR", 2, /cedula\s+juridica/],
  ["PR", 2, /(?<![a-z])i\.?\s?v\.?\s?u(?![a-z])/],
  ["US", 2, /(?<![a-z])(?:ssn|ein)(?![a-z])/],
  // Addresses: Colombia's grid ("Calle 45 # 23-15", "Cra. 131 No. 28-61": the street, then
  // the crossing street and the metres from it; OCR reads the "N°"'s ring as "*").
  [
    "CO",
    2,
    new RegExp(
      String.raw`\b(?:${GRID_STREET})\.?\s+\d{1,3}\s?[a-z]?\s*(?:#|no\.?|n\s?[°º*])\s*\d{1,3}\s?[a-z]?\s?-\s?\d{1,3}\b`,
    ),
  ],
  // Currencies and dialling codes.
  ["VE", 1, /(?<![a-z])bs\.?\s?[sfd]?\.?\s?\d|(?:\+\s?|\(\s?\+?\s?)58\b/],
  ["CO", 1, /\bcop\b|(?:\+\s?|\(\s?\+?\s?)57\b/],
  ["ES", 1, /€|\beur\b|(?:\+\s?|\(\s?\+?\s?)34\b/],
  ["MX", 1, /\bmxn\b|(?:\+\s?|\(\s?\+?\s?)52\b/],
  ["AR", 1, /\bars\b|(?:\+\s?|\(\s?\+?\s?)54\b/],
  ["CL", 1, /\bclp\b|(?:\+\s?|\(\s?\+?\s?)56\b/],
  ["PE", 1, /(?<![a-z])s\/\s?\.?\s?\d|\bpen\b|(?:\+\s?|\(\s?\+?\s?)51\b/],
  ["EC", 1, /(?:\+\s?|\(\s?\+?\s?)593\b/],
  ["BO", 1, /\bbob\b|(?:\+\s?|\(\s?\+?\s?)591\b/],
  ["PY", 1, /(?<![a-z])gs\.?\s?\d|\bpyg\b|(?:\+\s?|\(\s?\+?\s?)595\b/],
  ["UY", 1, /\buyu\b|(?:\+\s?|\(\s?\+?\s?)598\b/],
  ["CR", 1, /₡|\bcrc\b|(?:\+\s?|\(\s?\+?\s?)506\b/],
  ["PA", 1, /(?<![a-z])b\/\.|\bpab\b|(?:\+\s?|\(\s?\+?\s?)507\b/],
  ["GT", 1, /\bgtq\b|(?:\+\s?|\(\s?\+?\s?)502\b/],
  ["HN", 1, /(?<![a-z])lps?\.?\s?\d|\bhnl\b|(?:\+\s?|\(\s?\+?\s?)504\b/],
  ["SV", 1, /(?:\+\s?|\(\s?\+?\s?)503\b/],
  ["NI", 1, /(?<![a-z])c\$|\bnio\b|(?:\+\s?|\(\s?\+?\s?)505\b/],
  ["DO", 1, /rd\$|\bdop\b|\+\s?1[\s-]?\(?8[024]9\)?/],
  ["CU", 1, /\bcup\b|(?:\+\s?|\(\s?\+?\s?)53\b/],
  ["PR", 1, /\+\s?1[\s-]?\(?(?:787|939)\)?|,\s*pr\s+00[6-9]\d\d\b/],
  ["US", 1, US_STATE_ZIP],
  // The state's short name alone (a heading "ESPAÑA", "CHILE"): weaker, it is also a word.
  ["VE", 1, /\bvenezuela\b/],
  ["CO", 1, /\bcolombia\b/],
  ["ES", 1, /\bespana\b/],
  ["MX", 1, /\bmexico\b/],
  ["AR", 1, /\bargentina\b/],
  ["CL", 1, /\bchile\b/],
  ["PE", 1, /\bperu\b/],
  ["EC", 1, /\becuador\b/],
  ["BO", 1, /\bbolivia\b/],
  ["PY", 1, /\bparaguay\b/],
  ["UY", 1, /\buruguay\b/],
  ["CR", 1, /\bcosta\s+rica\b/],
  ["PA", 1, /\bpanama\b/],
  ["GT", 1, /\bguatemala\b/],
  ["HN", 1, /\bhonduras\b/],
  ["SV", 1, /\bel\s+salvador\b/],
  ["NI", 1, /\bnicaragua\b/],
  ["DO", 1, /\bdominicana\b/],
  ["CU", 1, /\bcuba\b/],
  ["PR", 1, /\bpuerto\s+rico\b/],
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
