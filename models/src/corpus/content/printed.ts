/** A value as printed on the page together with its normalised form. */
export interface PrintedValue<T extends string | number | boolean = string> {
  printed: string;
  normalized: T;
}
