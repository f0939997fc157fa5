/**
 * The ml-embeddings contract (phase 2): each route's request and the `data` of its answer,
 * as zod schemas. Pure (zod and kit's contract only) so the gateway's Worker bundle imports
 * the types; the routes register with these schemas and /openapi.json is built from them.
 */
import { booleanString, type DataOf, defineRoute } from "@iris/kit/contract";
import { z } from "zod";

/**
 * The /embed form's control fields (the image parts aside). With `store=true` every other
 * text field is stored as metadata beside the embedding.
 */
export const embedForm = z.object({
  model: z.string().min(1).optional().describe("an embedding model (default: the current one)"),
  store: booleanString
    .default(false)
    .describe("keep the embeddings in the similarity index (default false)"),
  metadata: z
    .string()
    .optional()
    .describe("with store: a flat JSON object stored beside each embedding"),
});

/** One embedding record of spec §2.8. */
export const embeddingRecord = z.object({
  filename: z.string(),
  /** L2-normalised. */
  embedding: z.array(z.number()),
  embedding_dim: z.number().int(),
  model_version: z.string(),
});

/** POST /embed: a §2.8 record per image; the single-image form also carries `embedding`. */
export const embedData = z.object({
  embeddings: z.array(embeddingRecord),
  total_processed: z.number().int(),
  /** Single-image uploads only: that image's embedding. */
  embedding: z.array(z.number()).optional(),
  embedding_dim: z.number().int().optional(),
  model: z.string(),
  model_version: z.string(),
  /** How many of the images were answered from the embedding cache. */
  cached: z.number().int(),
  stored: z.boolean(),
  /** With `store=true`: the index id of each image's entry, in upload order. */
  stored_ids: z.array(z.string()).optional(),
});

/** POST /embed. */
export const embedContract = defineRoute({
  method: "POST",
  path: "/embed",
  summary: "Phase 2: the embedding of one image (`file`) or several (`files`)",
  form: embedForm,
  files: [
    { name: "file", description: "one JPEG, PNG, TIFF or WebP image" },
    { name: "files", description: "several images", multiple: true },
  ],
  data: embedData,
  errors: [400, 404, 409, 413, 415, 422, 503],
});

/** What POST /embed answers under `data`. */
export type EmbedData = DataOf<typeof embedContract>;
/** One §2.8 embedding record. */
export type EmbeddingRecord = z.output<typeof embeddingRecord>;

const modelStatus = z.enum(["loaded", "available", "unavailable"]);

/** One embedding model of the manifest, as GET /models lists it. */
export const embeddingModelSchema = z.object({
  name: z.string(),
  embedding_dim: z.number().int(),
  description: z.string(),
  pretrained: z.string(),
  /** loaded | available | unavailable (then `problem` says why). */
  status: modelStatus,
  problem: z.string().optional(),
  /** Shipped inside the repository (the fallback when the default is not installed). */
  embedded: z.boolean(),
  file: z.string(),
  /** The model's input, [height, width]. */
  input_size: z.tuple([z.number(), z.number()]),
});

/** GET /models: every embedding model and the one serving requests. */
export const modelsContract = defineRoute({
  method: "GET",
  path: "/models",
  summary: "The embedding models of the manifest and the current one",
  data: z.object({
    available_models: z.array(embeddingModelSchema),
    current_model: z.string(),
    current_model_version: z.string().nullable(),
    /** DEFAULT_MODEL, which `current_model` differs from only after a fallback or a switch. */
    configured_default: z.string(),
    /** Why the configured default is not current (it is not installed). */
    fallback_reason: z.string().optional(),
    execution_provider: z.string(),
  }),
  errors: [],
});

/** POST /switch_model: loads a model, then makes it current. */
export const switchModelContract = defineRoute({
  method: "POST",
  path: "/switch_model",
  summary: "Load an embedding model and make it current (running requests finish on the old one)",
  json: z.object({
    model_name: z
      .string({ error: "model_name (a model name from /models) is required" })
      .min(1, "model_name (a model name from /models) is required"),
  }),
  data: z.object({
    previous_model: z.string(),
    current_model: z.string(),
    model_version: z.string().nullable(),
    embedding_dim: z.number().int().nullable(),
    status: z.literal("loaded"),
  }),
  errors: [400, 404, 409, 503],
});

const interpretation = z.enum(["excellent", "good", "moderate", "poor"]);
const perCluster = <T extends z.ZodType>(value: T) => z.record(z.string(), value);

/** The clustering result of spec §2.9, plus centroids, spread and silhouette per cluster. */
export const clusteringSchema = z.object({
  clustering_results: z.object({
    optimal_k: z.number().int(),
    best_silhouette_score: z.number(),
    interpretation,
    /** The cluster of each embedding, in request order. */
    cluster_assignments: z.array(z.number().int()),
    /** Silhouette score of each k tried. */
    silhouette_scores: z.record(z.string(), z.number()),
  }),
  cluster_analysis: z.object({
    n_clusters: z.number().int(),
    cluster_sizes: perCluster(z.number().int()),
    representative_images: perCluster(
      z.object({
        image_path: z.string(),
        index: z.number().int(),
        distance_to_centroid: z.number(),
      }),
    ),
    centroids: perCluster(z.array(z.number())),
    cluster_spread: perCluster(
      z.object({ mean_distance: z.number(), std_distance: z.number(), max_distance: z.number() }),
    ),
    silhouette_per_cluster: perCluster(z.number().nullable()),
  }),
  parameters: z.object({
    min_clusters: z.number().int(),
    max_clusters: z.number().int(),
    candidate_k: z.array(z.number().int()),
    n_init: z.number().int(),
    n_samples: z.number().int(),
    embedding_dim: z.number().int(),
    silhouette_sample_size: z.number().int(),
    random_state: z.number().int(),
    iterations: z.number().int(),
  }),
});

/** The /cluster JSON body: the §2.9 sweep, a fixed `k`, or `auto_k` (see the route). */
export const clusterRequest = z.object({
  embeddings: z.array(z.array(z.number()), {
    error: "embeddings must be an array of number arrays",
  }),
  min_clusters: z.number().int().min(2).optional(),
  max_clusters: z.number().int().min(2).optional(),
  image_paths: z.array(z.string()).optional().describe("one name per embedding"),
  k: z.number().int().min(2).optional().describe("cluster with exactly this k"),
  method: z.string().optional().describe("kmeans (the only method)"),
  auto_k: z.boolean().optional().describe("true: choose k and answer `clusters`"),
});

/** /cluster with `k`: one labelling. */
export const fixedClusteringSchema = z.object({
  method: z.literal("kmeans"),
  k: z.number().int(),
  cluster_labels: z.array(z.number().int()),
  silhouette_score: z.number(),
  interpretation,
  cluster_sizes: perCluster(z.number().int()),
});

/** /cluster with `auto_k` (or `method`) and no `k`: the chosen k and its labelling. */
export const autoClusteringSchema = z.object({
  method: z.literal("kmeans"),
  auto_k: z.literal(true),
  clusters: z.array(z.number().int()),
  optimal_k: z.number().int(),
  silhouette_score: z.number(),
  silhouette_scores: z.record(z.string(), z.number()),
  interpretation,
  cluster_sizes: perCluster(z.number().int()),
});

/** POST /cluster: k-means over given embeddings, in one of three request shapes. */
export const clusterContract = defineRoute({
  method: "POST",
  path: "/cluster",
  summary: "Phase 2: k-means over embeddings (k swept by silhouette, fixed, or auto)",
  json: clusterRequest,
  data: z.union([clusteringSchema, fixedClusteringSchema, autoClusteringSchema]),
  errors: [400, 413, 503],
});

/** The /embed_and_cluster form fields (the image parts aside); defaults are configured. */
export const embedAndClusterForm = z.object({
  min_clusters: z.coerce.number().int().min(2).optional().describe("default DEFAULT_MIN_CLUSTERS"),
  max_clusters: z.coerce.number().int().min(2).optional().describe("default DEFAULT_MAX_CLUSTERS"),
  model: z.string().min(1).optional().describe("an embedding model (default: the current one)"),
  include_embeddings: booleanString.default(true).describe("answer the records too (default true)"),
});

/** POST /embed_and_cluster: the images' embeddings and their clustering. */
export const embedAndClusterContract = defineRoute({
  method: "POST",
  path: "/embed_and_cluster",
  summary: "Phase 2: embed a set of images and cluster them, filenames as image paths",
  form: embedAndClusterForm,
  files: [
    { name: "files", description: "the images", multiple: true },
    { name: "file", description: "one more image" },
  ],
  data: clusteringSchema.extend({
    embeddings: z.array(embeddingRecord).optional(),
    total_processed: z.number().int(),
    model: z.string(),
    model_version: z.string(),
    embedding_dimension: z.number().int(),
  }),
  errors: [400, 404, 409, 413, 415, 422, 503],
});

const metadataValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** The JSON form of /find-similar (the multipart form sends an image instead). */
export const findSimilarJson = z.object({
  embedding: z.array(z.number()).min(1),
  top_k: z.number().int().min(1).max(1000).default(5),
  filters: z.record(z.string(), metadataValue).default({}).describe("metadata key → value"),
});

/** The multipart form of /find-similar (the `file` part aside). */
export const findSimilarForm = z.object({
  top_k: z.coerce.number().int().min(1).max(1000).default(5),
  filters: z.string().optional().describe("a flat JSON object: metadata key → value"),
  model: z.string().optional(),
});

/** One stored entry found similar; its metadata also sits at the top level. */
export const similarEntry = z
  .object({
    id: z.string(),
    metadata: z.record(z.string(), z.unknown()),
    /** Cosine similarity. */
    similarity_score: z.number(),
    /** From 1. */
    rank: z.number().int(),
    created_at: z.string(),
  })
  .catchall(z.unknown());

/** POST /find-similar: the stored entries nearest a query embedding or image. */
export const findSimilarContract = defineRoute({
  method: "POST",
  path: "/find-similar",
  summary: "Stored entries most similar to an embedding (JSON) or an image (multipart `file`)",
  // Nullish: a multipart request reaches validation with a null body.
  json: findSimilarJson.nullish(),
  form: findSimilarForm,
  files: [{ name: "file", description: "an image to embed and look up" }],
  data: z.object({
    results: z.array(similarEntry),
    total_results: z.number().int(),
    total_indexed: z.number().int(),
    top_k: z.number().int(),
    filters: z.record(z.string(), metadataValue),
    model_version: z.string(),
  }),
  errors: [400, 404, 409, 413, 415, 422, 503],
});

/** GET /cluster-stats: the stored corpus of the current model and its clustering. */
export const clusterStatsContract = defineRoute({
  method: "GET",
  path: "/cluster-stats",
  summary: "The stored embeddings of the current model and how they cluster",
  data: z.object({
    model_version: z.string(),
    index_backend: z.string(),
    count: z.number().int(),
    total_entries_all_models: z.number().int(),
    /** Null (with `note`) below the minimum count or past the clustering budget. */
    clusters: z
      .object({
        n_clusters: z.number().int(),
        cluster_sizes: perCluster(z.number().int()),
        silhouette_score: z.number(),
        interpretation,
        silhouette_scores: z.record(z.string(), z.number()),
        representative_ids: perCluster(z.string()),
        silhouette_per_cluster: perCluster(z.number().nullable()),
        cluster_spread: perCluster(
          z.object({
            mean_distance: z.number(),
            std_distance: z.number(),
            max_distance: z.number(),
          }),
        ),
      })
      .nullable(),
    note: z.string().optional(),
  }),
  errors: [503],
});

/** Every ml-embeddings route contract, as /openapi.json lists them. */
export const ROUTE_CONTRACTS = [
  embedContract,
  embedAndClusterContract,
  clusterContract,
  findSimilarContract,
  clusterStatsContract,
  modelsContract,
  switchModelContract,
] as const;

/** What GET /models answers under `data`. */
export type EmbeddingModelsData = DataOf<typeof modelsContract>;
/** The §2.9 clustering result (POST /cluster without `k` or `auto_k`). */
export type ClusteringData = z.output<typeof clusteringSchema>;
/** What POST /cluster answers under `data` (one of three shapes). */
export type ClusterData = DataOf<typeof clusterContract>;
/** The JSON body of POST /cluster, as the gateway sends it. */
export type ClusterRequest = z.input<typeof clusterRequest>;
/** What POST /embed_and_cluster answers under `data`. */
export type EmbedAndClusterData = DataOf<typeof embedAndClusterContract>;
/** What POST /find-similar answers under `data`. */
export type FindSimilarData = DataOf<typeof findSimilarContract>;
/** What GET /cluster-stats answers under `data`. */
export type ClusterStatsData = DataOf<typeof clusterStatsContract>;
