# syntax=docker/dockerfile:1
#
# The customer portal's production image: the built SPA (dist/), the server bundle (dist-server/main.mjs),
# the server's own static files (server/static/) and the production dependencies, run by node as the
# unprivileged user `node`, with its data (the SQLite database, or uploads with PostgreSQL) on the volume /data.
#
#   docker build -t msp-customer-portal .
#   deploy/compose.yaml runs it behind Caddy (TLS); docs/deploying.md, "Deploying with Docker".
#
# Three stages: `build` (every dependency, `npm run build`), `deps` (the production dependencies the server
# bundle loads, with better-sqlite3's native addon, fetched prebuilt or compiled with the full image's
# toolchain) and the runtime stage on the slim image, which gets no compiler, no dev dependency, no source.

# Node.js 22 LTS ("Jod"): security fixes until 2027-04-30, inside package.json's engines (>=20 <23) that every
# dependency and the tests were chosen for. Node 20 is past its end of life (2026-04-30); Node 24 (security fixes
# until 2028-04-30) is the next step, once engines and the test machines move to it. Both stages use the same
# major: the deps stage builds better-sqlite3's addon for the Node it runs, which must be the runtime's.
ARG NODE_BUILD_IMAGE=node:22-bookworm
ARG NODE_RUNTIME_IMAGE=node:22-bookworm-slim

# --- build: dist/ and dist-server/ ------------------------------------------------------------------
FROM ${NODE_BUILD_IMAGE} AS build
WORKDIR /src
# The lockfile's one local package (the linter's TypeScript 6 API) must be there for `npm ci`.
COPY package.json package-lock.json ./
COPY scripts/lint/typescript-6/package.json scripts/lint/typescript-6/
# No install scripts: the build needs none (esbuild's binary comes as an optional dependency, the server
# bundle leaves better-sqlite3 external), whatever npm version the image brings.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# --- deps: the production node_modules the server loads ---------------------------------------------
FROM ${NODE_BUILD_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# node-gyp, when there is no prebuilt binary, builds against the image's own Node headers (no download).
ENV npm_config_nodedir=/usr/local
# Only better-sqlite3 runs its install script (as package.json's allowScripts says); then everything the
# loaded addon does not need goes: the SQLite sources and the compiler's intermediate files.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3 \
 && cd node_modules/better-sqlite3 \
 && test -f build/Release/better_sqlite3.node \
 && find build -mindepth 1 -not -path build/Release -not -path build/Release/better_sqlite3.node -delete \
 && rm -rf deps src \
 && npm cache clean --force
# `dependencies` also hold the browser's packages, already bundled into dist/: keep only what the server
# bundle imports (its esbuild metafile says), and what those packages need (about 40 MB instead of about 250 MB).
COPY deploy/prune-node-modules.mjs /tmp/prune-node-modules.mjs
COPY --from=build /src/dist-server/meta.json /tmp/server-meta.json
RUN node /tmp/prune-node-modules.mjs /tmp/server-meta.json /app

# --- runtime ----------------------------------------------------------------------------------------
FROM ${NODE_RUNTIME_IMAGE} AS runtime
# DATA_DIR: the server's files go to the volume: the SQLite database (/data/portal.sqlite), and the uploads
# (/data/files) on SQLite and on PostgreSQL alike.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# Owned by root: the server cannot change its own code. It reads dist/ (the SPA, index.html per request),
# server/static/ (/static: the sign-in page's styles, logos) and writes only under DATA_DIR.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /src/package.json ./package.json
COPY --from=build /src/dist ./dist
COPY --from=build /src/dist-server ./dist-server
COPY --from=build /src/server/static ./server/static
# The volume's mount point, the node user's only (a named volume takes this ownership on first use).
RUN install -d -o node -g node -m 700 /data
VOLUME ["/data"]
USER node
EXPOSE 8080
# /healthz: 200 while the server and its database answer; answered under any host name (the check asks by
# address), where every other path keeps PUBLIC_ORIGIN's Host rule (API 421, pages 308).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself, not npm: it gets SIGTERM and closes the server and the database.
CMD ["node", "dist-server/main.mjs"]
