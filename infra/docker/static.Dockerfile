# syntax=docker/dockerfile:1
#
# One image recipe for the five frontends: the shell (host) and the four remotes, each built with
# rspack and served by nginx as an unprivileged user. Build from the repository root:
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
#
# nginx is Debian's (nginx-light), copied with only the libraries it loads onto an empty image: no
# shell, no package manager, about 12 MB. `--target prebuilt` is for `npm run images`
# (infra/images): its build context holds site.tar, what the same assemble-site.mjs made from the
# machine's own `npm run build`, so nothing is installed or built inside that build; the default
# (last) target builds the site from the repository.

ARG NODE_IMAGE=node:22-bookworm-slim
ARG DEBIAN_IMAGE=debian:bookworm-slim
ARG PREVIOUS_IMAGE=no-previous-release

# Debian's nginx and the shared libraries it loads (ldd), to be copied onto an empty image.
FROM ${DEBIAN_IMAGE} AS nginx
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx-light busybox-static \
 && mkdir -p /rootfs/tmp /rootfs/usr/share/nginx/html /rootfs/etc/studio/runtime \
 && cp -a --parents /usr/sbin/nginx /bin/busybox /etc/nginx/mime.types /etc/ld.so.cache /rootfs/ \
 && ldd /usr/sbin/nginx | awk '$2 == "=>" { print $3 } $1 ~ /^\// { print $1 }' \
      | xargs -I{} cp -L --parents {} /rootfs/ \
 && chmod 1777 /rootfs/tmp \
 && rm -rf /var/lib/apt/lists/*

# Stands in for PREVIOUS_IMAGE when there is none: an empty web root.
FROM ${DEBIAN_IMAGE} AS no-previous-release
RUN mkdir -p /usr/share/nginx/html

FROM ${PREVIOUS_IMAGE} AS previous-release

# What every static image is, whichever way its site is made.
FROM scratch AS site-base
COPY --from=nginx /rootfs/ /
COPY infra/docker/nginx/nginx.conf infra/docker/nginx/listen.conf /etc/nginx/
COPY infra/docker/nginx/snippets/ /etc/nginx/snippets/
COPY --from=previous-release /usr/share/nginx/html/ /usr/share/nginx/html/
# uid 101 as in the nginx images; nginx writes only to /tmp (pid, temp files) and logs to stdout.
USER 101:101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=5s --retries=3 \
  CMD ["/bin/busybox", "wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["/usr/sbin/nginx", "-e", "stderr", "-g", "daemon off;"]

FROM site-base AS prebuilt
ADD site.tar /

FROM ${NODE_IMAGE} AS manifests
WORKDIR /repo
COPY . .
RUN mkdir /manifests \
 && cp package.json package-lock.json .npmrc /manifests/ \
 && find . -name package.json -not -path '*/node_modules/*' -not -path './package.json' \
      -exec sh -c 'mkdir -p "/manifests/$(dirname "$1")" && cp "$1" "/manifests/$1"' _ {} \;

FROM ${NODE_IMAGE} AS build
ARG APP
ARG SITE=remote
ARG AREA
ARG RELEASE
WORKDIR /repo
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm npm ci --ignore-scripts --no-audit --no-fund
COPY . .
# The shell's site carries the public pages prerendered from mfe-public at the same commit, so
# its build includes mfe-public's and the prerender (and mfe-staff's, for the prerendered /login);
# a remote builds alone.
RUN test -f "${APP}/package.json" \
 && if [ "${SITE}" = shell ]; then npm run build:shell-site; else npm run build --workspace "${APP}"; fi \
 && node infra/docker/assemble-site.mjs "${SITE}" site "${APP}" "${AREA}" "${RELEASE}"

FROM site-base AS runtime
COPY --from=build /repo/site/ /
