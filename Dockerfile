# Matchpost as a container image: build stage (all dependencies, web app and server bundle),
# runtime stage (production dependencies, the build, migrations and fonts; runs as `node`).
# See docs/deployment.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# MALLOC_MMAP_THRESHOLD_: glibc gives large buffers (a post's pixels, a decoded photo) their own
# mapping, returned when freed, instead of keeping them in its heaps: about a third less resident
# memory under load for the same posts/s (docs/export.md, Figures).
# MIMALLOC_PURGE_DELAY: resvg brings its own allocator (mimalloc, inside its binary), which keeps
# freed pages for a while and the pages of an ended render thread: purged at once instead
# (docs/export.md, 'What is kept, and within what').
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    MALLOC_MMAP_THRESHOLD_=65536 \
    MIMALLOC_PURGE_DELAY=0
WORKDIR /app
# The server reads package.json, the SQL migrations and the font files at run time.
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/src ./src
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# Only used with the embedded defaults (PGlite, disk storage); production sets DATABASE_URL and S3_*.
VOLUME ["/app/data"]
# Liveness; a load balancer should use /api/ready (database and storage reachable).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm) so SIGTERM reaches the server and it shuts down gracefully.
CMD ["node", "dist/server/main.js"]
