# syntax=docker/dockerfile:1
#
# One image recipe for the five frontends: the shell (host) and the four remotes, each built with
# rspack and served by unprivileged nginx. Build from the repository root:
#
#   docker build -f infra/docker/static.Dockerfile \
#     --build-arg APP=mfe-scheduling --build-arg SITE=remote --build-arg AREA=scheduling \
#     --build-arg RELEASE=2026.11.22-1 \
#     --build-arg PREVIOUS_IMAGE=registry.example.com/studio/mfe-scheduling:2026.11.20-3 \
#     -t registry.example.com/studio/mfe-scheduling:2026.11.22-1 .
#
# A remote is served under /remotes/<AREA>/<RELEASE>/ (what the shell's remotes.json names) and,
# for a plain `docker compose up`, also under /remotes/<AREA>/. PREVIOUS_IMAGE (optional: the image
# in production now) carries the older releases' files into the new image, so a browser tab that
# loaded the previous release can still fetch its lazy chunks after the switch.
# The shell (SITE=shell, APP=shell) serves /remotes.json from /etc/studio/runtime/ when a file is
# mounted there (the Kubernetes ConfigMap), else the one it was built with.

ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine
ARG PREVIOUS_IMAGE=no-previous-release
ARG SITE=remote

FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec sh -c 'mkdir -p "/manifests/$(dirname "$1")" && cp "$1" "/manifests/$1"' _ {} \;

FROM ${NODE_IMAGE} AS build
ARG APP
ARG SITE
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The shell's site carries the public pages prerendered from mfe-public at the same commit, so
# its build includes mfe-public's and the prerender (and mfe-staff's, for the prerendered /login);
# a remote builds alone.
RUN test -f "${APP}/package.json" \
 && if [ "${SITE}" = shell ]; then npm run build:shell-site; else npm run build --workspace "${APP}"; fi

# Stands in for PREVIOUS_IMAGE when there is none: an empty web root.
FROM scratch AS no-previous-release
WORKDIR /usr/share/nginx/html/remotes

FROM ${PREVIOUS_IMAGE} AS previous-release

FROM ${NGINX_IMAGE} AS site
ENV NGINX_ENTRYPOINT_QUIET_LOGS=1
COPY infra/docker/nginx/snippets/ /etc/nginx/snippets/

FROM site AS site-shell
COPY --from=previous-release /usr/share/nginx/html/ /usr/share/nginx/html/
# The build writes the pages' headers (CSP with its inline scripts' hashes) to dist/.nginx/:
# an nginx include, not a file to serve.
COPY --from=build --exclude=.nginx /repo/shell/dist/ /usr/share/nginx/html/
COPY --from=build /repo/shell/dist/.nginx/ /etc/nginx/snippets/
COPY infra/docker/nginx/shell.conf /etc/nginx/conf.d/default.conf

FROM site AS site-remote
ARG APP
ARG AREA
ARG RELEASE
COPY --from=previous-release /usr/share/nginx/html/remotes/ /usr/share/nginx/html/remotes/
COPY --from=build /repo/${APP}/dist/ /usr/share/nginx/html/remotes/${AREA}/${RELEASE}/
COPY --from=build /repo/${APP}/dist/ /usr/share/nginx/html/remotes/${AREA}/
COPY infra/docker/nginx/remote.conf /etc/nginx/conf.d/default.conf

# hadolint ignore=DL3006
FROM site-${SITE} AS runtime
# uid 101 is the image's nginx user; nginx-unprivileged writes only to /tmp (pid, temp files).
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
