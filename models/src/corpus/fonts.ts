/**
 * Font registration. Only the TTFs bundled in node_modules (@expo-google-fonts) are used,
 * never system fonts, so rendering is identical on every machine with the same install.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { GlobalFonts } from "@napi-rs/canvas";

/** Body-text families of the original training designs (proportional). */
export const BODY_FONTS = ["Roboto", "Open Sans", "Lato", "PT Serif"] as const;
/** Monospace families, for typewriter-style values and the MRZ. */
export const MONO_FONTS = ["Roboto Mono", "IBM Plex Mono", "Courier Prime"] as const;
/** Further families that only training families use. */
export const TRAIN_FONTS = [
  "Noto Sans",
  "Source Sans 3",
  "Roboto Condensed",
  "Libre Baskerville",
  "Space Mono",
  "Montserrat",
  "Work Sans",
  "PT Sans",
] as const;
/** Handwriting faces for values filled in by hand on training forms. */
export const HAND_FONTS = ["Caveat", "Kalam"] as const;
/** Families that only held-out families use, so that held-out pages also test unseen type faces. */
export const HELDOUT_FONTS = [
  "Arimo",
  "Barlow",
  "Fira Sans",
  "Merriweather",
  "IBM Plex Sans",
  "Oswald",
  "Inconsolata",
  "Share Tech Mono",
  "Titillium Web",
  "Cabin",
  "Patrick Hand",
] as const;

export type BodyFont = (typeof BODY_FONTS)[number];
export type MonoFont = (typeof MONO_FONTS)[number];
export type FontFamily =
  | BodyFont
  | MonoFont
  | (typeof TRAIN_FONTS)[number]
  | (typeof HAND_FONTS)[number]
  | (typeof HELDOUT_FONTS)[number];

const weights = (pkg: string, stem: string, bold = true) => ({
  pkg,
  files: [`400Regular/${stem}_400Regular`, ...(bold ? [`700Bold/${stem}_700Bold`] : [])],
});

const FILES: Record<FontFamily, { pkg: string; files: string[] }> = {
  Roboto: weights("roboto", "Roboto"),
  "Open Sans": weights("open-sans", "OpenSans"),
  Lato: weights("lato", "Lato"),
  "PT Serif": weights("pt-serif", "PTSerif"),
  "Roboto Mono": weights("roboto-mono", "RobotoMono"),
  "IBM Plex Mono": weights("ibm-plex-mono", "IBMPlexMono"),
  "Courier Prime": weights("courier-prime", "CourierPrime"),
  "Noto Sans": weights("noto-sans", "NotoSans"),
  "Source Sans 3": weights("source-sans-3", "SourceSans3"),
  "Roboto Condensed": weights("roboto-condensed", "RobotoCondensed"),
  "Libre Baskerville": weights("libre-baskerville", "LibreBaskerville"),
  "Space Mono": weights("space-mono", "SpaceMono"),
  Arimo: weights("arimo", "Arimo"),
  Barlow: weights("barlow", "Barlow"),
  "Fira Sans": weights("fira-sans", "FiraSans"),
  Merriweather: weights("merriweather", "Merriweather"),
  "IBM Plex Sans": weights("ibm-plex-sans", "IBMPlexSans"),
  Oswald: weights("oswald", "Oswald"),
  Inconsolata: weights("inconsolata", "Inconsolata"),
  // Share Tech Mono has one weight; bold runs are drawn with it as well.
  "Share Tech Mono": weights("share-tech-mono", "ShareTechMono", false),
  Montserrat: weights("montserrat", "Montserrat"),
  "Work Sans": weights("work-sans", "WorkSans"),
  "PT Sans": weights("pt-sans", "PTSans"),
  Caveat: weights("caveat", "Caveat"),
  Kalam: weights("kalam", "Kalam"),
  "Titillium Web": weights("titillium-web", "TitilliumWeb"),
  Cabin: weights("cabin", "Cabin"),
  "Patrick Hand": weights("patrick-hand", "PatrickHand", false),
};

let registered = false;

/** Registers every corpus font with the canvas once; later calls are no-ops. */
export function registerFonts(): void {
  if (registered) return;
  const require = createRequire(import.meta.url);
  for (const [family, { pkg, files }] of Object.entries(FILES)) {
    const root = dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
    for (const file of files) {
      const key = GlobalFonts.registerFromPath(join(root, `${file}.ttf`), family);
      if (!key) throw new Error(`corpus: cannot register font ${family} (${file})`);
    }
  }
  registered = true;
}

/** A CSS font shorthand for the canvas, e.g. `bold 32px "Open Sans"`. */
export function cssFont(family: FontFamily, size: number, bold = false): string {
  return `${bold ? "bold " : ""}${size.toFixed(1)}px "${family}"`;
}
