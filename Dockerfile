# syntax=docker/dockerfile:1
# Custom Fit in a container (ADR 0081): one Node.js process serving the web app and the API on PORT, over PostgreSQL
# (DATABASE_URL) or the embedded PGlite in /data. Three stages: production dependencies, the web build, and a slim
# runtime that holds only what the server reads. Every setting comes from the environment (docs/configuration.md).

# Debian slim, not Alpine: Node's glibc Linux builds are its tier-1 platform, musl ones are "experimental"
# (nodejs/node BUILDING.md), and esbuild (tsx) and PGlite ship and test glibc builds first.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json ./
COPY public ./public
COPY scripts ./scripts
COPY src ./src
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
# The server runs its TypeScript through tsx (a production dependency), as `npm start` does, without the build check.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json ./
COPY drizzle ./drizzle
COPY content ./content
COPY src/server ./src/server
COPY src/contracts ./src/contracts
COPY src/domain ./src/domain
# The image's own user (uid 1000 in the node images), owning only the data directory.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Node's own fetch: the slim image has no curl. The health route answers without the database's help, so a slow
# migration at first start is covered by the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=1", "--import", "tsx", "src/server/main.ts"]
