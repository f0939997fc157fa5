// The shared embedding backbone; its API is built by the ml-embeddings work (issue 4).
export {};
