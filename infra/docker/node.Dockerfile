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
#
# `--target prebuilt` is for `npm run images` (infra/images): its build context is a folder holding
# app.tar, the /app that the same assemble-node-app.mjs made from the build machine's own `npm ci`
# and `npm run build`, so nothing is installed or compiled inside that build. Both targets share
# `runtime-base`; the default (last) target compiles from the repository.

ARG NODE_IMAGE=node:22-bookworm-slim

# What every Node image is, whichever way its /app is made.
FROM ${NODE_IMAGE} AS runtime-base
# Two malloc arenas: glibc's default (8 per core) keeps what libvips' threads freed, and the
# customer service grew 25-50 MB over 50 photo uploads. The local runner sets the same
# (infra/local/src/process-environments.ts).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    MALLOC_ARENA_MAX=2
# The `node` user (uid 1000) of the official image; numeric so runAsNonRoot can verify it. Files
# stay owned by root: the process can read its code but never change it.
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node becomes PID 1 and receives SIGTERM itself for the graceful shutdown.
CMD ["sh", "-c", "exec node \"$STUDIO_ENTRY\""]

# The workspace's own settings come after its files in both targets: buildah 1.28 keys its layer
# cache on an instruction's unexpanded text, so a WORKDIR /app/${WORKSPACE} before them would be
# reused from another workspace's build.
FROM runtime-base AS prebuilt
ADD app.tar /app/
ARG WORKSPACE
ARG ENTRY=dist/server.js
ENV STUDIO_ENTRY=${ENTRY}
WORKDIR /app/${WORKSPACE}

# Every workspace's package.json plus the lockfile: `npm ci` needs all of them to check the lock,
# and copying only these keeps the dependency layers cached while source files change.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec sh -c 'mkdir -p "/manifests/$(dirname "$1")" && cp "$1" "/manifests/$1"' _ {} \;

# Compile the workspace and the workspaces it references (tsc -b follows the references), then
# assemble /repo/app: production dependencies of this one workspace and the compiled code.
FROM ${NODE_IMAGE} AS build
ARG WORKSPACE
WORKDIR /repo
COPY --from=manifests /manifests/ ./
# Scripts are not needed: the native packages ship their binaries (prebuilds) in the package.
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN test -f "${WORKSPACE}/package.json" \
 && npx tsc -b "${WORKSPACE}/tsconfig.json" \
 && node infra/docker/assemble-node-app.mjs "${WORKSPACE}" app

FROM runtime-base AS runtime
COPY --from=build /repo/app/ /app/
ARG WORKSPACE
ARG ENTRY=dist/server.js
ENV STUDIO_ENTRY=${ENTRY}
WORKDIR /app/${WORKSPACE}
