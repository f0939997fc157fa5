#!/bin/sh
# Entrypoint of the gateway image: the iris gateway Worker under `wrangler dev` (workerd with
# local D1, KV and Durable Objects kept in /state) for one host that does not use Cloudflare.
# It runs wrangler.toml's production environment (GATEWAY_ENV), so credentials are required
# and plan tiers apply; the phase-service URLs, hosts and origins come from the environment.
# Secrets (the names in that environment's `secrets.required`) are read from the process
# environment by wrangler and never written to disk or to the command line.
set -eu

: "${JWT_ACCESS_SECRET:?set JWT_ACCESS_SECRET (32 or more random characters)}"
: "${JWT_REFRESH_SECRET:?set JWT_REFRESH_SECRET (32 or more random characters)}"
: "${SERVICE_TOKEN:?set SERVICE_TOKEN (the token the phase services require)}"

env_name="${GATEWAY_ENV:-production}"
state="${GATEWAY_STATE_DIR:-/state}"

# Idempotent: applies only the migrations this database has not seen.
CI=1 wrangler d1 migrations apply DB --local --env "$env_name" --persist-to "$state"

exec wrangler dev --env "$env_name" --ip 0.0.0.0 --port "${PORT:-8000}" \
  --persist-to "$state" --show-interactive-dev-session=false \
  --var "IMAGE_PROCESSOR_URL:${IMAGE_PROCESSOR_URL:-http://image-processor:8001}" \
  --var "ML_EMBEDDINGS_URL:${ML_EMBEDDINGS_URL:-http://ml-embeddings:8002}" \
  --var "ML_CLASSIFIER_URL:${ML_CLASSIFIER_URL:-http://ml-classifier:8003}" \
  --var "OCR_EXTRACTOR_URL:${OCR_EXTRACTOR_URL:-http://ocr-extractor:8004}" \
  --var "CORS_ORIGINS:${CORS_ORIGINS:-}" \
  --var "ALLOWED_HOSTS:${ALLOWED_HOSTS:-}"
