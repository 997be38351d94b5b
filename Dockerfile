# The production image: the API server, which also serves the prerendered site, with only what it
# needs at run time (about 120 MB of files on top of the Node image, where the whole workspace is 1 GB).
# apps/api/test/image-layout.test.ts runs the deploy and the copies below without Docker and starts
# the result.
#
# Node 24: an LTS line, supported until April 2028 (Node 20 reached its end of life in April 2026; the
# code still runs on Node 20.19+, package.json "engines", which the development machines have). Node 24
# still bundles corepack, which installs the pnpm that package.json pins (with its hash); from Node 25
# on it must be installed first. bookworm-slim (Debian 12, glibc) for both stages: the node_modules
# the build stage installs run unchanged in the runtime stage, and Debian ships the security fixes.

FROM node:24-bookworm-slim AS build
ENV COREPACK_ENABLE_DOWNLOAD_PROMPT=0
WORKDIR /app
RUN corepack enable
# The lockfile alone first: `pnpm fetch` downloads every package into the store, and this layer is
# reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml package.json ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile && pnpm build
# The server's own package with its production dependencies only, the workspace packages copied in
# (their dist/), in a node_modules of its own. pnpm 10 deploys without --legacy only from a workspace
# with inject-workspace-packages=true, which would make every workspace package a copy in development
# too; --legacy installs the same versions, from the same lockfile.
RUN pnpm --filter @spt/api deploy --prod --legacy /out

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# The repository's layout, so the server finds its migrations (apps/api/drizzle) and the site
# (apps/web/dist) where it looks for them in a checkout; the files belong to root, read-only for the
# server's user.
COPY --from=build /out/package.json apps/api/package.json
COPY --from=build /out/node_modules apps/api/node_modules
COPY --from=build /out/dist apps/api/dist
COPY --from=build /out/drizzle apps/api/drizzle
COPY --from=build /out/fonts apps/api/fonts
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "apps/api/dist/server.js"]
