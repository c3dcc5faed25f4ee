# syntax=docker/dockerfile:1
# Production image: `docker build -t processormatch .` then run with DATABASE_URL, PUBLIC_URL, a payment
# gateway (Stripe keys or PAYMENT_GATEWAY=sandbox) and mail (SMTP_URL, or MAIL_TRANSPORT=outbox on purpose)
# set: NODE_ENV=production refuses to start without them (see README, Production). The runtime stage starts the server exactly as the end-to-end suite does.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
# Browser-only libraries are already bundled into dist/: production dependencies only.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "dist/server/main.js"]
