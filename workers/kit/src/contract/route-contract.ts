import type { z } from "zod";

/** A file part a multipart route reads. */
export interface FilePart {
  name: string;
  description: string;
  /** True when the part may repeat (several images). */
  multiple?: boolean;
  required?: boolean;
}

/**
 * What one route promises: its request (multipart text fields and files, or a JSON body) and
 * the `data` of its success envelope. Every failure answers the shared error envelope with
 * the statuses listed in `errors`.
 */
export interface RouteContract<Data extends z.ZodType = z.ZodType> {
  method: "GET" | "POST" | "DELETE";
  /** Fastify's path syntax: `/models/:id`. */
  path: string;
  /** Other paths serving the same route (spec spellings such as /extract_json). */
  aliases?: readonly string[];
  summary: string;
  /** Multipart text fields, parsed by kit's parseFields with this schema. */
  form?: z.ZodObject;
  files?: readonly FilePart[];
  /** A JSON request body. */
  json?: z.ZodType;
  /** Path parameters (`:id` in `path`). */
  params?: z.ZodObject;
  /** Query-string parameters. */
  query?: z.ZodObject;
  /** The success status, 200 unless the route only accepts work (202). */
  status?: 200 | 202;
  /** The `data` of the success answer. */
  data: Data;
  /** Error statuses the route documents, each answering the error envelope. */
  errors: readonly number[];
}

/** Declares a route contract, keeping the exact types of its schemas. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** The `data` a route answers with, as its clients see it. */
export type DataOf<C extends RouteContract> = z.output<C["data"]>;

/** What a route's handler reads once the contract validated it (body, params, query). */
export interface RequestOf<C extends RouteContract> {
  Body: C["json"] extends z.ZodType ? z.output<C["json"]> : unknown;
  Params: C["params"] extends z.ZodType ? z.output<C["params"]> : unknown;
  Querystring: C["query"] extends z.ZodType ? z.output<C["query"]> : unknown;
}
