import { distance } from "fastest-levenshtein";
import { z } from "zod";
import { foldLower } from "./case";
import { CONFUSABLE, LETTER_FOR, LOWER_DIGIT_FOR } from "./lookalikes";
import { isKnownName } from "./person-name";

const emailSchema = z.email();

/**
 * Mail providers: the international ones, and the national ones of the Spanish-speaking
 * countries (their telecoms' and portals' domains), anchors for repairing a misread "@" and a
 * domain misread by a letter. A provider's country variant ("yahoo.com.ar") is handled apart.
 */
const COMMON_DOMAINS = [
  "gmail.com",
  "hotmail.com",
  "hotmail.es",
  "outlook.com",
  "outlook.es",
  "yahoo.com",
  "yahoo.es",
  "live.com",
  "icloud.com",
  "msn.com",
  "aol.com",
  "protonmail.com",
  // Spain; Venezuela; Colombia; Mexico; Argentina; Chile; Peru; Ecuador; Uruguay; Cuba;
  // the Dominican Republic; Central America; Puerto Rico.
  "telefonica.net",
  "movistar.es",
  "euskaltel.net",
  "terra.es",
  "cantv.net",
  "une.net.co",
  "etb.net.co",
  "prodigy.net.mx",
  "fibertel.com.ar",
  "arnet.com.ar",
  "speedy.com.ar",
  "vtr.net",
  "terra.cl",
  "speedy.com.pe",
  "andinanet.net",
  "netlife.ec",
  "adinet.com.uy",
  "nauta.cu",
  "claro.net.do",
  "hondutel.hn",
  "cableonda.net",
  "racsa.co.cr",
  "prtc.net",
];

/**
 * An e-mail address validated and lower-cased. OCR damage is undone first: spaces around
 * "@" and dots removed, a space inside the local part read as "_", an "@" misread as
 * "0", "Q", "(O" or "©" found by matching the end against common providers' domains (within
 * two character edits), and a domain one character away from a common provider's (no such
 * mailbox exists: "outiook.com", "antv.net") taken as that provider's, as mail forms'
 * spelling suggestions do. Undefined when what is left is not an address.
 */
export function parseEmail(raw: string): string | undefined {
  let text = raw
    .trim()
    // A frame stroke before the address read as a letter of its own ("j adiaz@cantv.net").
    .replace(/^[jli|\]]{1,2}\s+(?=\S+@)/i, "")
    // …and the frame's other side after it ("ramon_garcia99@hotmail.com ]").
    .replace(/\s+[|\][)}]{1,2}$/, "")
    .toLowerCase()
    .replace(/\s*@\s*/g, "@")
    .replace(/\s*\.\s*/g, ".")
    .replace(/[,;:]+$/, "")
    .replace(/,/g, ".");
  if (!text.includes("@")) text = text.replace(/\s*(?:\(\s*[a-z0-9]|[©®]|\(at\))\s*/, "@");
  if (!text.includes("@")) {
    // A provider's country domain ("live.com.mx", "yahoo.com.ar"): the provider's domain is
    // repaired and the country code kept.
    const cc = /\.(?:com|net)(\.[a-z]{2})$/.exec(text)?.[1] ?? "";
    const repaired = repairAt(cc ? text.slice(0, -cc.length) : text);
    text = repaired ? `${repaired}${cc}` : text;
  }
  text = text
    // "1" read as "l" or "i" beside digits ("bolivar8l@") is a digit.
    .replace(/(?<=\d)[li|](?=\d|@)/g, "1")
    .replace(/\s*([_.@-])\s*/g, "$1")
    .replace(/@\./, "@")
    .replace(/\s+/g, "_");
  if (!emailSchema.safeParse(text).success) return undefined;
  return nearestProvider(withCountryDot(text));
}

/**
 * Country codes of the Spanish-speaking countries' second-level domains ("com.mx", "net.co",
 * "gob.ve") and a few neighbours' mail is often under.
 */
const COUNTRY_CODES = "ar|bo|br|cl|co|cr|cu|do|ec|es|gt|hn|mx|ni|pa|pe|pr|py|sv|us|uy|ve";
const JOINED_COUNTRY = new RegExp(`\\.(com|net|org|edu|gob)(${COUNTRY_CODES})$`);

/**
 * The dot OCR lost before a domain's country code ("live.commx"): no top-level domain is a
 * generic one run into a country's ("commx", "netco"), so the address cannot be meant so.
 */
function withCountryDot(email: string): string {
  return email.replace(JOINED_COUNTRY, ".$1.$2");
}

/** Shortest domain repaired to a provider's: shorter ones are too often a real other domain. */
const MIN_REPAIRED_DOMAIN = 7;

function nearestProvider(email: string): string {
  const at = email.lastIndexOf("@");
  const domain = email.slice(at + 1);
  if (domain.length < MIN_REPAIRED_DOMAIN || COMMON_DOMAINS.includes(domain)) return email;
  const cc = /^(.*\.(?:com|net))(\.[a-z]{2})$/.exec(domain);
  if (cc && COMMON_DOMAINS.includes(cc[1] as string)) return email;
  const near = COMMON_DOMAINS.filter((d) => ocrDistance(domain, d) <= 1);
  // Two providers equally close ("hotmail.co" → .com or .es): leave it as read.
  return near.length === 1 ? `${email.slice(0, at)}@${near[0]}` : email;
}

/**
 * Edit distance where a substitution between characters OCR confuses (CONFUSABLE) costs half:
 * "outicok" is one edit from "outlook", as "outiook" is.
 */
function ocrDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1] as string;
      const y = b[j - 1] as string;
      const swap = x === y ? 0 : CONFUSABLE.some((g) => g.includes(x) && g.includes(y)) ? 0.5 : 1;
      row.push(
        Math.min(
          (previous[j] as number) + 1,
          (row[j - 1] as number) + 1,
          (previous[j - 1] as number) + swap,
        ),
      );
    }
    previous = row;
  }
  return previous[b.length] as number;
}

/** A mailbox name this short beside a repaired "@" is a scrap, not an address. */
const MIN_REPAIRED_LOCAL = 3;

function repairAt(text: string): string | undefined {
  // A provider's domain with at most a scrap before it ("photmail.com"): the mailbox was lost.
  if (COMMON_DOMAINS.some((d) => text.endsWith(d) && text.length - d.length < MIN_REPAIRED_LOCAL))
    return undefined;
  let best: { email: string; cost: number } | undefined;
  for (const domain of COMMON_DOMAINS) {
    for (let k = domain.length - 1; k <= domain.length + 2 && k < text.length; k++) {
      // The character before the tail is the misread "@" (one or two characters wide); a
      // space is no reading of it, so the "@" read as "O" between spaces is the "O".
      for (const width of [1, 2]) {
        const end = text.length - k - width;
        if (end < MIN_REPAIRED_LOCAL) continue;
        if (!/\S/.test(text.slice(end, text.length - k))) continue;
        const local = text.slice(0, end).trimEnd();
        // Ties go to the tail closest in length to the domain.
        const cost =
          distance(text.slice(text.length - k), domain) + 0.1 * Math.abs(k - domain.length);
        if (cost <= 2.3 && (!best || cost < best.cost))
          best = { email: `${local}@${domain}`, cost };
      }
    }
  }
  return best?.email;
}

/** The shortest name word a mailbox is compared with: shorter ones match by chance. */
const MIN_NAME_WORD = 5;

/**
 * A mailbox OCR misread where it spells its holder's name ("mguintero@…" for María Quintero,
 * "iarqueta@…" for Inés Argueta): mailboxes are very often made of their holder's names. A
 * run of the mailbox's letters that begins or ends with a piece as long as a name word of five
 * letters or more, differing from it by one substituted letter (two for words of eight letters
 * or more), is spelled as the name. Only substitutions count, as OCR makes them: a mailbox
 * that shortens or lengthens a name ("gabriel" for Gabriela) is the holder's choice; a name word
 * spelled right stays, and the letters around it are looked at in turn ("cinhoasalazar"). Of
 * two readings of one name, a piece that is a name the lexicon knows is not respelled as a
 * word it does not know: the name was misread then, not the mailbox ("veronica" for a name
 * read "VERENICA").
 */
export function mailboxFromName(email: string, name: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  const words = [
    ...new Set(
      foldLower(name)
        .split(/[^a-z]+/)
        .filter((w) => w.length >= MIN_NAME_WORD),
    ),
  ];
  if (!words.length) return email;
  const spell = (run: string): string => {
    // A name word already spelled stays; the letters before and after it are looked at.
    const held = words.find((w) => run.includes(w));
    if (held) {
      const i = run.indexOf(held);
      return spell(run.slice(0, i)) + held + spell(run.slice(i + held.length));
    }
    let best: { start: number; word: string; edits: number } | undefined;
    for (const word of words) {
      if (word.length > run.length) continue;
      for (const start of new Set([0, run.length - word.length])) {
        const piece = run.slice(start, start + word.length);
        const edits = substitutions(piece, word);
        if (edits === 0 || edits > (word.length >= 8 ? 2 : 1)) continue;
        if (isKnownName(piece) && !isKnownName(word)) continue;
        if (!best || edits < best.edits) best = { start, word, edits };
      }
    }
    if (!best) return run;
    return run.slice(0, best.start) + best.word + run.slice(best.start + best.word.length);
  };
  const spelled = digitsSpellingName(email.slice(0, at), words).replace(/[a-z]+/g, spell);
  return `${initialOfName(digitsAfterName(spelled, words), words, name)}${email.slice(at)}`;
}

/**
 * A digit OCR read for a letter of a name the mailbox spells ("2uleima.salgado" for Zuleima):
 * a piece of the mailbox as long as a name word, spelling it but for one digit (two in words of
 * eight letters or more) that is the lookalike of the word's letter there, is the word. Digits
 * that spell no name (a year, a number after the name) stay.
 */
function digitsSpellingName(local: string, words: string[]): string {
  let out = local;
  for (const word of words) {
    const most = word.length >= 8 ? 2 : 1;
    for (let start = 0; start + word.length <= out.length; start++) {
      let digits = 0;
      let fits = true;
      for (let i = 0; i < word.length && fits; i++) {
        const c = out[start + i] as string;
        if (c === word[i]) continue;
        digits++;
        fits = /[0-9]/.test(c) && LETTER_FOR[c]?.toLowerCase() === word[i] && digits <= most;
      }
      if (fits && digits > 0) {
        out = out.slice(0, start) + word + out.slice(start + word.length);
        break;
      }
    }
  }
  return out;
}

/** Initials OCR confuses at the start of a mailbox: "l" read as "I", lower-cased to "i". */
const LOOKALIKE_INITIALS = ["i", "l"];

/**
 * A mailbox made of an initial and a surname ("lmunoz", "jsuarez"), its initial one of two
 * letters OCR confuses (an "l" is read as "I", which lower-cases to "i"): the initial is the
 * one a word of the holder's name begins with, when only one of the two does.
 */
function initialOfName(local: string, words: string[], name: string): string {
  const first = local[0] ?? "";
  if (!LOOKALIKE_INITIALS.includes(first)) return local;
  if (!words.some((w) => local.startsWith(w, 1))) return local;
  const initials = new Set(
    foldLower(name)
      .split(/[^a-z]+/)
      .filter((w) => w.length >= 2)
      .map((w) => w[0]),
  );
  const fits = LOOKALIKE_INITIALS.filter((c) => initials.has(c));
  return fits.length === 1 ? `${fits[0]}${local.slice(1)}` : local;
}

/** Up to four digits or digit look-alikes ending a mailbox. */
const DIGIT_TAIL = new RegExp(`[0-9${Object.keys(LOWER_DIGIT_FOR).join("")}]{1,4}$`);

/**
 * The characters after the holder's last name word at the end of a mailbox, where people add
 * a number ("montano61", "guzman13"): when they are all digits or letters that look like
 * digits, with a digit among them or two of them at least ("guzmani3", "montanobl"), they are
 * read as the digits. A single letter after the name ("perezo") may be the holder's.
 */
function digitsAfterName(local: string, words: string[]): string {
  const tail = DIGIT_TAIL.exec(local);
  if (!tail || /^\d+$/.test(tail[0])) return local;
  // The longest tail whose start is right after a name word (the name may end in a look-alike).
  for (let start = tail.index; start < local.length; start++) {
    const rest = local.slice(start);
    if (!words.some((w) => local.slice(0, start).endsWith(w))) continue;
    if (!/\d/.test(rest) && rest.length < 2) return local;
    return local.slice(0, start) + [...rest].map((c) => LOWER_DIGIT_FOR[c] ?? c).join("");
  }
  return local;
}

/** Places where two strings of one length differ. */
function substitutions(a: string, b: string): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) n += 1;
  return n;
}
