# syntax=docker/dockerfile:1
# The festival app: build the client (and the server's page renderer), then a small runtime with production dependencies only.
# docker build -t festival . ; see compose.yaml for PostgreSQL, two processes and nginx.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The client, then the server's page renderer made for it (vite.ssr.config.ts).
RUN npx vite build && npx vite build -c vite.ssr.config.ts

FROM node:20-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

# compose.yaml's nginx (target proxy): serves the hashed assets itself.
FROM nginx:1.27 AS proxy
COPY deploy/compose/nginx.conf /etc/nginx/conf.d/default.conf
COPY deploy/nginx/festival-locations.conf /etc/nginx/snippets/festival-locations.conf
COPY --from=build /app/dist/client /srv/festival/dist/client

# The app (the default target).
FROM node:20-slim AS app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 CLIENT_DIR=/app/dist/client DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
COPY contract ./contract
COPY server ./server
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Draining answers 503 here too, so an orchestrator stops routing before the process exits.
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "server/main.ts"]
