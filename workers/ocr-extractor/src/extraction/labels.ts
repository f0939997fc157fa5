import { distance } from "fastest-levenshtein";
import { type Segment, segmentConfidence, segmentLines } from "./segments";
import { fold, lineCore, type TextLine } from "./text-lines";

/** A whole cell holding a phone number, an e-mail address or a date. */
const OTHER_VALUE =
  /^(?:\(?\+?[\d\s().-]{9,}|\S+@\S+|\S+\(\S*\.(?:com|net|es|org)\S*|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})$/i;

/**
 * A numbered section's heading: a Roman or Arabic numeral (II read as "ll" too), a period or
 * bracket, then capitals only ("II. BENEFICIARIOS", "2. INFORMACIÓN DEL CARGO"). A wrapped
 * address goes on with digits or commas ("5. ESK., 48097 BILBAO").
 */
const SECTION_HEADING = /^(?:[IVXl]{1,4}|\d{1,2})[.)]\s+[\p{Lu}][\p{Lu} ]{3,}$/u;

/** Where a labelled value was read. */
export interface LabelHit {
  /** The value text as read (trimmed). */
  raw: string;
  /** Mean OCR confidence of its words. */
  confidence: number;
  line: number;
  /** Left edge of the value on the page (absent without boxes). */
  x0?: number;
  /** Left edge of its label, when the value follows the label on its line. */
  labelX0?: number;
  /** Taken only when it passes the field's check: never the value read by default. */
  ifValid?: boolean;
}

/** A page prepared for label look-ups: lines, their column cells, and every label's regex. */
export class LabelledText {
  readonly segments: Segment[][];

  constructor(
    readonly lines: TextLine[],
    /** Every label of the document type: a value stops where another label starts. */
    private readonly allLabels: RegExp[],
    /** The labels the type prints (lower case, no accents), to know one OCR garbled. */
    private readonly printed: string[] = [],
  ) {
    this.segments = segmentLines(lines);
  }

  /**
   * The value written after (or under) a label. `label` is matched on lower-cased text
   * without accents and must be followed by a separator or the value; the value runs to the
   * next label or the end of its column cell. When the label stands alone, the value is the
   * next cell on its line, or the cell below that overlaps it horizontally (or the next line
   * without boxes). `accept` picks among those candidates (the first that normalises).
   */
  find(
    label: RegExp,
    options: {
      below?: boolean;
      short?: boolean;
      accept?: (raw: string) => boolean;
      /** A value that passes its check outright (a calendar date), for a value above a caption. */
      valid?: (raw: string) => boolean;
    } = {},
  ): LabelHit | undefined {
    let first: LabelHit | undefined;
    // Each place the label is printed in turn: the first whose value passes the check wins
    // ("Responsable de IVA" in a header before "IVA 19 %  859.187"), else the first value.
    for (const group of this.candidates(label, options)) {
      const candidates = group.flatMap((c) => {
        const raw = this.clean(c.raw);
        return raw && !isScrap(raw, options.short ?? false) ? [{ ...c, raw }] : [];
      });
      first ??= candidates.find((c) => !c.ifValid);
      const accept = options.accept;
      if (!accept) {
        if (first) return first;
        continue;
      }
      const hit = candidates.find((c) => (c.ifValid ? options.valid?.(c.raw) : accept(c.raw)));
      if (hit) return hit;
    }
    return first;
  }

  private *candidates(
    label: RegExp,
    options: { below?: boolean; short?: boolean; valid?: (raw: string) => boolean },
  ): Generator<LabelHit[]> {
    const below = options.below ?? true;
    const scrap = (text: string) => isScrap(text, options.short ?? false);
    for (const row of this.segments) {
      for (const seg of row) {
        const folded = fold(seg.text);
        const m = new RegExp(tolerant(label), "g").exec(folded);
        if (!m) continue;
        // A label word in a sentence ("reside en la dirección arriba indicada") is no label.
        if (/\b(?:la|el|los|las|su|sus)\s+$/.test(folded.slice(0, m.index))) continue;
        let start = m.index + m[0].length;
        start += BRACKETED_ENDING.exec(folded.slice(start))?.[0].length ?? 0;
        start += labelNote(seg.text.slice(start));
        // The label's translation after a slash ("FECHA DE EXPEDICIÓN / DATE OF ISSUE"), as
        // bilingual documents (ICAO 9303 passports, many cards) print it, is still the label.
        const gloss = GLOSS.exec(folded.slice(start));
        if (gloss) start += gloss[0].length;
        else start += otherGloss(seg.text.slice(start));
        start += NUMBER_SIGN.exec(folded.slice(start))?.[0].length ?? 0;
        while (start < folded.length && /[\s:;.\-_=>|]/.test(folded[start] as string)) start += 1;
        const end = this.valueEnd(folded, start);
        const raw = seg.text.slice(start, end).trim();
        const colon = folded.slice(m.index + m[0].length, start).includes(":");
        const found: LabelHit[] = [];
        // A scrap of one or two characters after a label is noise (a guilloche, a stroke).
        if (raw && !scrap(raw)) {
          const span = { line: seg.line, start: seg.start + start, end: seg.start + end };
          const words = this.lines[seg.line]?.words ?? [];
          const word = words.find((w) => w.end > span.start);
          const labelWord = words.find((w) => w.end > seg.start + m.index);
          found.push({
            raw,
            confidence: segmentConfidence(this.lines, span),
            line: seg.line,
            x0: word?.x0,
            ...(labelWord?.x0 !== undefined ? { labelX0: labelWord.x0 } : {}),
          });
        }
        // Another label follows on the cell: the value, if any, was the text between them.
        if (end < folded.length) {
          if (found.length) yield found;
          continue;
        }
        // The label's own words, not the whole cell: a rule or mark OCR ran into it is left out.
        // A translation matched behind its slash or bar ("… / Place of birth", the Spanish
        // half garbled; "Home address | Domicilio") heads the column from where the cell
        // starts: the value sits under both.
        const ownStart = /[/|]\s*$/.test(folded.slice(0, m.index)) ? 0 : m.index;
        const own = this.subSegment(seg, ownStart, m.index + m[0].length);
        const right = this.cellRight(own, scrap) ?? this.cellRightOnRow(own, scrap);
        if (right) found.push(right);
        // A page that prints each value above its label (Colombian and other cards) has the
        // value above; the cell below is the next field's.
        const above = below && !colon && this.valuesAbove() ? this.cellsAbove(own, scrap) : [];
        if (above.length) {
          yield [...above, ...found];
          continue;
        }
        // A label that ends a line of running text ("… con Tarjeta de Identidad No." /
        // "0501198800456, reside en …"): the value opens the next line.
        if (below && !right && !raw) {
          const wrapped = this.openingOfNextLine(seg, m.index, scrap);
          if (wrapped) found.push(wrapped);
        }
        const under = below ? this.cellsBelow(own, scrap) : [];
        // A header row ("NOMBRES    APELLIDOS" over the values): a single word beside a label
        // without a colon that is within 45 % of its letters of a printed label is the next
        // column's label, garbled ("Apeibdos"); the values under the label come first.
        const beside = found[0]?.raw;
        if (!colon && under.length && beside && this.garbledLabel(beside)) {
          yield [...under, ...found];
          continue;
        }
        found.push(...under);
        // A caption under the line a value is written on, last on its row ("Signature / Firma
        // Date / Fecha" at a form's foot): the value may sit above it, anywhere from the
        // caption's left edge to the right; taken only as a value that passes its check
        // outright (a date; not a name, which any line above may look like).
        if (below && !colon && !right && options.valid)
          found.push(
            ...this.cellsAbove(this.toRightEdge(own), scrap).map((h) => ({ ...h, ifValid: true })),
          );
        if (found.length) yield found;
      }
    }
  }

  /** A single word whose letters are near a printed label's (up to 45 % of them edited). */
  private garbledLabel(text: string): boolean {
    const word = text.replace(BRACKETED_ENDING_AT_END, "");
    if (!/^[\p{L}'’]+$/u.test(word)) return false;
    const letters = fold(word).replace(/[^a-z]/g, "");
    return this.printed.some((label) => {
      const target = label.replace(/[^a-z]/g, "");
      return target.length >= 6 && distance(letters, target) <= Math.floor(target.length * 0.45);
    });
  }

  /**
   * A value that wraps onto following lines (a long address): each next line whose first
   * cell starts where the value started (±3 characters), or where its label started when it
   * is set closely under it, holds no label and is not followed by a gap, is appended;
   * without boxes, any next line without a label or colon is.
   */
  continued(hit: LabelHit, maxLines = 2): LabelHit {
    let { raw, confidence } = hit;
    let last = hit.line;
    for (let next = hit.line + 1; next <= hit.line + maxLines; next++) {
      const row = this.segments[next];
      // A speck left of the line ("4", "_": a photo's grain, a box's corner) is no cell of it.
      const lead = row?.findIndex((c) => !isScrap(stripFrame(c.text).trim(), false)) ?? -1;
      const cells = lead >= 0 ? row?.slice(lead) : undefined;
      const cell = cells?.[0];
      if (
        !row ||
        !cells ||
        !cell ||
        row.some((c) => this.isLabel(stripFrame(c.text)) || /:/.test(c.text))
      )
        break;
      // A line that is only a phone number, e-mail or date is the next field's value (its
      // label read elsewhere or not at all), not more of an address; a numbered section's
      // heading ("II. BENEFICIARIOS") starts the next part of the form.
      const following = stripFrame(cell.text).trim();
      if (OTHER_VALUE.test(following) || SECTION_HEADING.test(following)) break;
      if (hit.x0 !== undefined && cell.x1 > cell.x0) {
        const line = this.lines[next];
        const chars = line ? line.text.length : 1;
        const charWidth = (cell.x1 - cell.x0) / Math.max(1, cell.text.length || chars);
        const underValue = Math.abs(cell.x0 - hit.x0) <= 3 * charWidth;
        // "Dirección: Calle …" wrapped back to the margin, under its label: only a line set
        // as close as the text's own spacing (a heading or the next section sits farther).
        const underLabel =
          hit.labelX0 !== undefined &&
          Math.abs(cell.x0 - hit.labelX0) <= 3 * charWidth &&
          this.closeBelow(last, next);
        if (!(underValue || underLabel) || cells.length > 1) break;
      }
      raw = `${raw} ${cell.text.trim()}`;
      confidence = (confidence + segmentConfidence(this.lines, cell)) / 2;
      last = next;
    }
    return { ...hit, raw, confidence, line: last };
  }

  /** Whether line `below` starts within half a line height under line `above`. */
  private closeBelow(above: number, below: number): boolean {
    const a = this.lines[above] && lineCore(this.lines[above] as TextLine);
    const b = this.lines[below] && lineCore(this.lines[below] as TextLine);
    if (!a || !b) return false;
    const gap = b.y0 - a.y1;
    return gap >= -0.2 * (a.y1 - a.y0) && gap <= WRAPPED_LINE_GAP * (a.y1 - a.y0);
  }

  /**
   * A candidate value without what OCR made of the form's drawing: leading and trailing
   * frame strokes and box corners read as `|`, `[`, `]`, `{`, `}`, `_`, `—` or `»`, a dash
   * and a space or a lone lower-case `l`/`f` or `I` before the value ("- JUBILADO", "l Núñez
   * Petit", "] f APELLIDOS"), and
   * anything from another label of the type on ("] f APELLIDOS" is no value).
   */
  private clean(raw: string): string {
    const text = stripFrame(raw);
    return text.slice(0, this.valueEnd(fold(text), 0)).trim();
  }

  /** True when a cell's text starts with any label of the type. */
  isLabel(text: string): boolean {
    const folded = fold(text).trim();
    const starts = (t: string) =>
      this.allLabels.some((re) => new RegExp(`^(?:${re.source})`).test(t));
    return starts(folded) || starts(folded.slice(leadingGloss(folded, starts)));
  }

  private valueEnd(folded: string, start: number): number {
    let end = folded.length;
    for (const re of this.allLabels) {
      const g = new RegExp(`(?:^|[\\s|])(?:${tolerant(re)})\\s*(?:[:.]|\\/|$)`, "g");
      g.lastIndex = start;
      const m = g.exec(folded);
      if (m && m.index >= start && m.index < end) end = m.index;
    }
    return end;
  }

  /** The next cell on the label's own line ("Subtotal:        48.750,00"), unless it is a label. */
  private cellRight(label: Segment, scrap: (text: string) => boolean): LabelHit | undefined {
    const row = this.segments[label.line] ?? [];
    // The label may be a part of its cell: the next cell is the first one starting after it.
    const next = row.find((c) => c.x0 >= label.x1 && c.start >= label.end);
    if (!next || this.isLabel(next.text)) return undefined;
    const raw = next.text.trim();
    // A lone rule or bar ("|") beside the label is not its value (a capital V may be, for a
    // field of one-letter values).
    if (!raw || scrap(raw)) return undefined;
    return { raw, confidence: segmentConfidence(this.lines, next), line: next.line, x0: next.x0 };
  }

  /**
   * The nearest cell right of the label on another OCR line of the same row: OCR may read a
   * form's row as separate lines ("Teléfono" and "+58-416-4484686" side by side), so the
   * value sits on a line of its own at the label's height. Not a label, not a scrap.
   */
  private cellRightOnRow(label: Segment, scrap: (text: string) => boolean): LabelHit | undefined {
    const core = this.lines[label.line] && lineCore(this.lines[label.line] as TextLine);
    if (!core || label.x1 <= label.x0) return undefined;
    let best: Segment | undefined;
    this.lines.forEach((line, i) => {
      if (i === label.line) return;
      const c = lineCore(line);
      if (!c) return;
      const overlap = Math.min(c.y1, core.y1) - Math.max(c.y0, core.y0);
      if (overlap < 0.5 * Math.min(c.y1 - c.y0, core.y1 - core.y0)) return;
      for (const cell of this.segments[i] ?? []) {
        if (cell.x0 < label.x1) continue;
        if (!best || cell.x0 < best.x0) best = cell;
      }
    });
    if (!best || this.isLabel(best.text)) return undefined;
    const raw = best.text.trim();
    if (!raw || scrap(raw)) return undefined;
    return { raw, confidence: segmentConfidence(this.lines, best), line: best.line, x0: best.x0 };
  }

  /**
   * The words of `cell` from the label's column on: text to the left of the label that OCR
   * ran into the same cell is dropped when it is another column's (the label's line prints
   * something over it) or less than what stays (a caption under a photo, a stray mark). A
   * value written from the left edge of a wide box whose caption is centred under it ("AVENIDA
   * 84A # 71-15, BARRIO CEDRITOS, SANTA MARTA" over "Dirección de residencia") runs past the
   * caption's left edge on its own: it is kept whole.
   */
  private trimToColumn(cell: Segment, label: Segment): Segment {
    const line = this.lines[cell.line];
    if (!line) return cell;
    const slack = (label.x1 - label.x0) / Math.max(1, label.text.length);
    const words = line.words.filter(
      (w) => w.start >= cell.start && w.end <= cell.end && (w.x1 ?? 0) > label.x0 - 2 * slack,
    );
    const first = words[0];
    const last = words.at(-1);
    if (!first || !last || first.start === cell.start) return cell;
    const firstX0 = first.x0 ?? cell.x0;
    const otherColumn = (this.lines[label.line]?.words ?? []).some(
      (w) =>
        (w.x1 ?? Number.POSITIVE_INFINITY) <= label.x0 &&
        (w.x1 ?? 0) > cell.x0 &&
        (w.x0 ?? 0) < firstX0,
    );
    const dropped = alphanumerics(line.text.slice(cell.start, first.start));
    if (!otherColumn && dropped > alphanumerics(line.text.slice(first.start, cell.end)))
      return cell;
    return {
      line: cell.line,
      start: first.start,
      end: last.end,
      text: line.text.slice(first.start, last.end),
      x0: first.x0 ?? cell.x0,
      x1: last.x1 ?? cell.x1,
    };
  }

  private subSegment(seg: Segment, start: number, end: number): Segment {
    const line = this.lines[seg.line];
    const words =
      line?.words.filter((w) => w.end > seg.start + start && w.start < seg.start + end) ?? [];
    const first = words[0];
    const last = words.at(-1);
    if (!line || !first || !last || first.x0 === undefined || last.x1 === undefined) return seg;
    return {
      line: seg.line,
      start: first.start,
      end: last.end,
      text: line.text.slice(first.start, last.end),
      x0: first.x0,
      x1: last.x1,
    };
  }

  /**
   * The lines under line `index`, nearest first: by position on the page when lines have
   * boxes (OCR's reading order may visit another column block first), else the next two.
   */
  private linesBelow(index: number): number[] {
    const box = this.lines[index] && lineCore(this.lines[index]);
    if (!box) return [index + 1, index + 2].filter((i) => i < this.lines.length);
    const height = box.y1 - box.y0;
    return this.lines
      .map((l, i) => ({ i, c: lineCore(l) }))
      .filter(
        ({ i, c }) =>
          i !== index &&
          c !== undefined &&
          c.y0 >= box.y0 + height * 0.6 &&
          // In the larger of the two sizes: a small caption over a value in large type.
          c.y0 - box.y1 < Math.max(height, c.y1 - c.y0) * 2.5,
      )
      .sort((a, b) => (a.c?.y0 ?? 0) - (b.c?.y0 ?? 0))
      .map(({ i }) => i);
  }

  private valueAbove?: boolean;
  /** Labels standing alone on their line, whose value may be above or below them. */
  private alone = 0;

  /** The same page with values paired the other way (above their labels, or below). */
  flipped(): LabelledText {
    const other = new LabelledText(this.lines, this.allLabels, this.printed);
    other.valueAbove = !this.valuesAbove();
    other.alone = this.alone;
    return other;
  }

  /** The same labels and pairing on other lines (the page with some cells left out). */
  withLines(lines: TextLine[]): LabelledText {
    const other = new LabelledText(lines, this.allLabels, this.printed);
    other.valueAbove = this.valuesAbove();
    return other;
  }

  /** How many labels stand alone on their line (see valuesAbove). */
  labelsAlone(): number {
    this.valuesAbove();
    return this.alone;
  }

  /**
   * Whether the page prints values above their labels: most labels standing alone on their
   * line (no colon, nothing after them) have the nearest text of their column above them,
   * closer than the nearest below — a caption under its value. At least three such labels.
   */
  valuesAbove(): boolean {
    if (this.valueAbove !== undefined) return this.valueAbove;
    let above = 0;
    let under = 0;
    for (const row of this.segments) {
      const captions = row.filter((seg) => this.bareLabel(seg));
      // A row with a value for each label (each label in the cell left of its value) is no
      // row of captions, however its lines are spaced; a garbled caption or a speck beside
      // captions does not count against them.
      const values = row.filter(
        (seg) => !captions.includes(seg) && !isScrap(seg.text, false),
      ).length;
      if (values >= captions.length) continue;
      for (const seg of captions) {
        // A caption centred under a wide field is measured to the cell starting left of it.
        const gapUp = this.gap(seg, -1);
        const gapDown = this.gap(seg, 1);
        if (gapUp === undefined && gapDown === undefined) continue;
        this.alone += 1;
        // Only a clear difference votes: evenly spaced rows say nothing.
        if (gapUp !== undefined && (gapDown === undefined || gapUp < CLEARLY_NEARER * gapDown))
          above += 1;
        else if (gapDown !== undefined && (gapUp === undefined || gapDown < CLEARLY_NEARER * gapUp))
          under += 1;
      }
    }
    this.valueAbove = above >= 3 && above > 2 * under;
    return this.valueAbove;
  }

  /** Whether a cell holds a label alone: no colon, no value, nothing but a translation after it. */
  private bareLabel(seg: Segment): boolean {
    const caption = fold(stripFrame(seg.text)).trim();
    const text = caption.slice(leadingGloss(caption, (t) => this.isLabel(t)));
    if (!text || /:/.test(text) || seg.x1 <= seg.x0) return false;
    if (this.valueEnd(text, 0) !== 0 || !this.isLabel(text)) return false;
    const rest = text.replace(
      new RegExp(`^(?:${this.allLabels.map((r) => `(?:${r.source})`).join("|")})`),
      "",
    );
    return rest.replace(GLOSS, "").replace(/[\s.:;|/-]+/g, "") === "";
  }

  /** Pixels between a cell and the nearest cell of another line over its column (up or down). */
  private gap(seg: Segment, direction: 1 | -1): number | undefined {
    const core = this.lines[seg.line] && lineCore(this.lines[seg.line] as TextLine);
    if (!core) return undefined;
    let best: number | undefined;
    this.lines.forEach((line, i) => {
      if (i === seg.line) return;
      const c = lineCore(line);
      if (!c) return;
      const d = direction > 0 ? c.y0 - core.y1 : core.y0 - c.y1;
      if (d < -0.3 * (core.y1 - core.y0)) return;
      if (!columnCells(this.segments[i] ?? [], seg).length) return;
      if (best === undefined || d < best) best = d;
    });
    return best;
  }

  /** A segment widened to the right edge of the page's text. */
  private toRightEdge(seg: Segment): Segment {
    const right = Math.max(seg.x1, ...this.segments.flat().map((c) => c.x1));
    return { ...seg, x1: right };
  }

  /** The value cells right above a label, on the nearest line over its column (not a label). */
  private cellsAbove(label: Segment, scrap: (text: string) => boolean): LabelHit[] {
    const box = this.lines[label.line] && lineCore(this.lines[label.line] as TextLine);
    if (!box || label.x1 <= label.x0) return [];
    const height = box.y1 - box.y0;
    const lines = this.lines
      .map((l, i) => ({ i, c: lineCore(l) }))
      .filter(
        ({ i, c }) =>
          i !== label.line &&
          c !== undefined &&
          c.y1 <= box.y0 + height * 0.4 &&
          box.y0 - c.y1 < Math.max(height, c.y1 - c.y0) * 2,
      )
      .sort((a, b) => (b.c?.y1 ?? 0) - (a.c?.y1 ?? 0));
    for (const { i } of lines) {
      const cells = columnCells(this.segments[i] ?? [], label);
      if (!cells.length) continue;
      const hits: LabelHit[] = [];
      for (const cell of cells) {
        if (this.isLabel(cell.text)) return [];
        const trimmed = overlap(cell, label) > 0 ? this.trimToColumn(cell, label) : cell;
        const raw = trimmed.text.trim();
        if (!raw || scrap(raw)) continue;
        hits.push({
          raw,
          confidence: segmentConfidence(this.lines, trimmed),
          line: trimmed.line,
          x0: trimmed.x0,
        });
      }
      return hits;
    }
    return [];
  }

  /**
   * The words that open the line after `seg` up to its first comma or semicolon, when both
   * lines are running text: three or more words before the label at `labelAt`, with no box's
   * rule or translation's slash among them (a row of captions is no sentence);
   * the next line starting where `seg` does, as a paragraph's lines do, and going on after
   * the value's comma with words.
   */
  private openingOfNextLine(
    seg: Segment,
    labelAt: number,
    scrap: (text: string) => boolean,
  ): LabelHit | undefined {
    const before = seg.text.slice(0, labelAt);
    const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
    if (words(before) < 3 || /[|/]/.test(before)) return undefined;
    const next = this.linesBelow(seg.line)[0];
    const first = next === undefined ? undefined : this.segments[next]?.[0];
    if (!first) return undefined;
    const core = this.lines[seg.line] && lineCore(this.lines[seg.line] as TextLine);
    const height = core ? Math.max(8, core.y1 - core.y0) : 16;
    if (Math.abs(first.x0 - seg.x0) > height * 1.5) return undefined;
    const cut = /[,;]/.exec(first.text)?.index;
    if (cut === undefined || words(first.text.slice(cut + 1)) < 2) return undefined;
    const raw = first.text.slice(0, cut).trim();
    if (!raw || raw.length > 40 || scrap(raw) || this.isLabel(raw)) return undefined;
    const span = { line: first.line, start: first.start, end: first.start + cut };
    return {
      raw,
      confidence: segmentConfidence(this.lines, span),
      line: first.line,
      x0: first.x0,
    };
  }

  /**
   * The value cells under a label: on the nearest line below with a cell in the label's
   * column, every such cell, left to right (a passport's holder signature and the issue date
   * share the space under "Fecha de expedición / Date of issue"; `accept` picks the date).
   */
  private cellsBelow(label: Segment, scrap: (text: string) => boolean): LabelHit[] {
    let tried = 0;
    for (const next of this.linesBelow(label.line)) {
      if (tried >= 2) break;
      const row = this.segments[next] ?? [];
      const boxed = label.x1 > label.x0;
      const cells = boxed
        ? row.filter((c) => overlap(c, label) > 0 || (c.x0 >= label.x0 - 5 && c.x0 < label.x1))
        : row.slice(0, 1);
      if (!cells.length) continue;
      tried += 1;
      if (this.isLabel((cells[0] as Segment).text)) return [];
      const hits: LabelHit[] = [];
      for (const cell of cells) {
        if (this.isLabel(cell.text)) break;
        const trimmed = boxed ? this.trimToColumn(cell, label) : cell;
        const raw = trimmed.text.trim();
        if (!raw || scrap(raw)) continue;
        hits.push({
          raw,
          confidence: segmentConfidence(this.lines, trimmed),
          line: trimmed.line,
          x0: trimmed.x0,
        });
      }
      if (hits.length) return hits;
    }
    return [];
  }
}

/**
 * A label's translation printed after it behind a slash or bar, in English or French (ICAO
 * 9303 passports print three languages; cards often two): "/ DATE OF BIRTH", "/ Surname /
 * Nom". On folded text, anchored at the end of the Spanish label.
 */
const GLOSS_WORDS = [
  "date\\s*of\\s*(?:birth|issue|expiry|expiration)",
  "place\\s*of\\s*birth",
  "given\\s*names?",
  "surnames?",
  "first\\s*names?",
  "last\\s*names?",
  "names?",
  "nationality",
  "sex",
  "issue",
  "expiry",
  "valid\\s*until",
  "(?:home\\s*)?address",
  // French (and English) for domicilio.
  "domicile",
  "occupation",
  "profession",
  "(?:marital|civil)\\s*status",
  "signature",
  "(?:personal|document|passport|id)\\s*(?:no|number)\\.?",
  // A card's title as its caption ("CÉDULA DE IDENTIDAD / IDENTITY CARD" over the number).
  "(?:national\\s*)?(?:identity|id)\\s*(?:card|document)",
  "authority",
  "type",
  "code",
  "noms?",
  "prenoms?",
  "nationalite",
  "sexe",
  "date\\s*de\\s*(?:naissance|delivrance|d'?expiration)",
  "lieu\\s*de\\s*naissance",
  "e-?mail",
  "(?:tele)?phone",
  // Invoices' English labels after the Spanish ones.
  "(?:issue\\s*|invoice\\s*)?date",
  "invoice\\s*(?:no|number|#)?\\.?",
  "customer",
  "client",
  "bill\\s*to",
  "(?:tax|vat)\\s*(?:id|no|number)\\.?",
  "sub\\s*-?\\s*total",
  "total(?:\\s*(?:amount|due))?",
  "(?:sales\\s*)?tax",
  "vat",
  "mobile",
  "full\\s*name",
  "place\\s*and\\s*date",
  // Last: "date" alone ("Fecha / Date"), after every "date of …".
  "date",
];
const GLOSS = new RegExp(`^(?:\\s*[/|7]\\s*(?:${GLOSS_WORDS.join("|")})(?:\\(s\\))?(?![a-z]))+`);

/**
 * A label's plural or gender ending in brackets, as forms print them ("Nombre(s)",
 * "Apellido(s)", "Interesado(a)"): part of the label, not its value.
 */
const BRACKETED_ENDING = /^\((?:s|es|as|os|a|o)\)/;
const BRACKETED_ENDING_AT_END = /\((?:s|es|as|os|a|o)\)$/i;

/**
 * A number sign after a label ("Tarjeta de Identidad No.", "Documento N°", "Nro.", "Núm.",
 * "#"): part of the label. "No" without a point or degree sign is a value (an answer).
 */
const NUMBER_SIGN = /^\s*(?:n\s?[°º]|no\.|nro\.?|num\.|numero\b|#)/;

/** A date's format as forms print it: "(dd/mm/aaaa)", "(DD-MM-AA)", "(día/mes/año)". */
const DATE_MASK =
  /^\s*\(\s*(?:(?:d[di]?a?|m[me]?s?|a{2,4}|y{2,4}|año)\s*[/.-]\s*){2}(?:d[di]?a?|m[me]?s?|a{2,4}|y{2,4}|año)\s*\)/iu;
/** A note in brackets, in words: no digit, mostly lower case ("(calle, número, piso)"). */
const NOTE = /^\s*\(([^()\d]{2,60})\)/u;

/**
 * The length of a note printed in brackets right after a label, as forms explain what to
 * write ("Fecha de nacimiento (dd/mm/aaaa)", "Domicilio (calle, número, piso)", "Teléfono (con
 * código de área)"): part of the label, not its value. A value in brackets holds digits or
 * is one word in capitals ("(0212) 555-1234", "(SOLTERO)").
 */
function labelNote(text: string): number {
  const mask = DATE_MASK.exec(text);
  if (mask) return mask[0].length;
  const note = NOTE.exec(text);
  if (!note) return 0;
  const letters = (note[1] as string).match(/\p{L}/gu) ?? [];
  const lower = letters.filter((c) => c === c.toLowerCase() && c !== c.toUpperCase()).length;
  // In the label's own capitals, a list of parts ("(CALLE, NO., SECTOR, MUNICIPIO)") is a note
  // too: a value in brackets is one word or number, not three.
  const parts = (note[1] as string).split(",").length;
  return letters.length >= 3 && (lower * 2 > letters.length || parts >= 3) ? note[0].length : 0;
}

/**
 * The length of a label's translation into a language GLOSS does not list, printed behind a
 * slash ("Apellidos y nombres / Sobrenome e nome", "Domicilio / Endereço"): a value does not
 * start with a slash. The translation runs to a colon a few words on; without one, over the
 * words printed as captions are, not in capitals and without digits, so a value in capitals
 * or a number after it on the line is kept.
 */
function otherGloss(text: string): number {
  // Not a bar: "Nombres | Juan" is a value behind a box's rule.
  const slash = /^\s*\/\s*/.exec(text);
  if (!slash) return 0;
  const colon = /^[^:\d]*?(?=:)/.exec(text);
  if (colon && colon[0].trim().split(/\s+/).length <= 5) return colon[0].length;
  let end = slash[0].length;
  for (const w of text.slice(end).matchAll(/\S+/g)) {
    if (/\d/.test(w[0]) || /^\p{Lu}{2,}/u.test(w[0])) break;
    end = slash[0].length + (w.index ?? 0) + w[0].length;
  }
  return end;
}

/**
 * A caption's translation printed before its Spanish label behind a slash, as the bilingual
 * forms of Spain's regions (Catalan, Galician, Basque) and English-first forms print them
 * ("Adreça / Dirección", "Nom i cognoms / Nombre y apellidos", "Phone / Teléfono"): up to
 * three words without digits. Its length in folded `text` when a label (`isLabel`) follows,
 * else 0.
 */
function leadingGloss(text: string, isLabel: (text: string) => boolean): number {
  const m = /^(?:[^\s\d/:|]+\s+){0,2}[^\s\d/:|]+\s*\/\s*/.exec(text);
  return m && isLabel(text.slice(m[0].length)) ? m[0].length : 0;
}

/** `text` without the frame strokes OCR read around it (see LabelledText.clean). */
function stripFrame(text: string): string {
  return text
    .replace(/^(?:[|[\]{}_—–~«»]+\s*|-\s+|[lfI](?=\s+\S))+/u, "")
    .replace(/(?:\s+[|[\]{}_—–~«»]+)+$/u, "")
    .trim();
}

/**
 * The cells of a row in a label's column: those overlapping it, else the one starting
 * nearest left of it (a caption centred under a wide field whose value starts at its left
 * edge: "Simón Martín Restrepo Gómez" over "Nombres y apellidos").
 */
function columnCells(row: Segment[], label: Segment): Segment[] {
  const over = row.filter(
    (c) => overlap(c, label) > 0 || (c.x0 >= label.x0 - 5 && c.x0 < label.x1),
  );
  if (over.length) return over;
  const left = row.filter((c) => c.x1 <= label.x0).sort((a, b) => b.x0 - a.x0)[0];
  return left ? [left] : [];
}

/** Letters and digits in `text`. */
function alphanumerics(text: string): number {
  return text.match(/[\p{L}\d]/gu)?.length ?? 0;
}

function overlap(a: Segment, b: Segment): number {
  return Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
}

/** The widest gap (in the line's heights) between a wrapped value's lines. */
const WRAPPED_LINE_GAP = 0.8;

/** A gap this share of the other direction's, or less, is clearly the nearer one. */
const CLEARLY_NEARER = 0.7;

/** Bilingual separators ("Nombres / Given names") survive OCR reading "/" as 7, |, 1 or l. */
function tolerant(label: RegExp): string {
  return label.source.replaceAll("\\s*\\/\\s*", "\\s*[\\/7|1l]?\\s*");
}

/**
 * One or two characters with at most one letter or digit: OCR noise, not a value — unless
 * the field takes one-letter values (`short`: sex, document type) and it is a letter (a small
 * "v" below "NACIONALIDAD" is the V).
 */
function isScrap(text: string, short: boolean): boolean {
  if (short && /^[A-Za-z]$/.test(text)) return false;
  return text.length <= 2 && (text.match(/[\p{L}\d]/gu)?.length ?? 0) <= 1;
}
