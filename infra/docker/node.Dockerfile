# syntax=docker/dockerfile:1
#
# One image recipe for every Node deployable: the BFF, the four services and the mail worker.
# Build from the repository root (the workspace lockfile is the only source of versions):
#
#   docker build -f infra/docker/node.Dockerfile \
#     --build-arg WORKSPACE=services/payment --build-arg ENTRY=dist/server.js \
#     -t registry.example.com/studio/payment:1.4.0 .
#
# WORKSPACE is the workspace folder; ENTRY is what its `start` script runs (dist/worker.js for the
# mailer). Services also ship `dist/migrate.js`, run by the migration Job: `node dist/migrate.js`.

ARG NODE_IMAGE=node:22-bookworm-slim

# Every workspace's package.json plus the lockfile: `npm ci` needs all of them to check the lock,
# and copying only these keeps the dependency layers cached while source files change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec sh -c 'mkdir -p "/manifests/$(dirname "$1")" && cp "$1" "/manifests/$1"' _ {} \;

# Compile the workspace and the workspaces it references (tsc -b follows the references).
FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /repo
COPY --from=manifests /manifests/ ./
# Scripts are not needed to compile; native modules are installed with their scripts below.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN test -f "${WORKSPACE}/package.json" \
 && npx tsc -b "${WORKSPACE}/tsconfig.json" \
 && mkdir /out \
 && for dir in services/* bff; do \
      if [ -d "$dir/dist" ]; then mkdir -p "/out/$dir" && cp -R "$dir/dist" "$dir/package.json" "/out/$dir/"; fi; \
    done

# Production dependencies of this one workspace only: no dev dependencies, no other deployable's.
FROM ${NODE_IMAGE} AS deps
ARG WORKSPACE
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --workspace="${WORKSPACE}" --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ARG WORKSPACE
ARG ENTRY=dist/server.js
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    STUDIO_ENTRY=${ENTRY}
WORKDIR /app
# Files stay owned by root: the process can read its code but never change it.
COPY --from=deps /app/ ./
COPY --from=build /out/ ./
WORKDIR /app/${WORKSPACE}
# The `node` user (uid 1000) of the official image; numeric so runAsNonRoot can verify it.
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node becomes PID 1 and receives SIGTERM itself for the graceful shutdown.
CMD ["sh", "-c", "exec node \"$STUDIO_ENTRY\""]
