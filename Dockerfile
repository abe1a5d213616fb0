# One image definition for the three services; docker-compose picks the target.
FROM node:24-bookworm-slim AS base
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY collections/package.json collections/
COPY api/package.json api/
COPY cms/package.json cms/
COPY remix-app/package.json remix-app/
COPY seed/package.json seed/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .

FROM base AS api
# The services run as the image's unprivileged `node` user. Each directory one writes to is made
# here and given to it; a named volume mounted there starts with the same owner.
RUN npm run build -w @driftway/api \
  && mkdir -p /data/media /data/private-files /data/search-index && chown -R node:node /data
USER node
ENV NODE_ENV=production PORT=4000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://127.0.0.1:4000/ready').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Reference lists only: production never gets the demo marketplace or its demo accounts
# (`npm run create-admin` makes the first administrator).
# `exec`: the API itself is PID 1's successor and gets `docker stop`'s SIGTERM (a shell would not pass
# it on), so it drains instead of being killed after the grace period.
CMD ["sh", "-c", "npx tsx seed/src/cli.ts --catalog && exec node --enable-source-maps api/dist/main.js"]

FROM base AS cms
# Next.js writes its caches under .next at run time.
RUN npm run build -w @driftway/cms \
  && mkdir -p /data/media /data/private-files && chown -R node:node /data cms/.next
USER node
ENV NODE_ENV=production PORT=3001
EXPOSE 3001
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://127.0.0.1:3001/admin/login').then(r=>process.exit(r.status<500?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "run", "start", "-w", "@driftway/cms"]

FROM base AS site
RUN npm run build -w @driftway/site
USER node
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=12 CMD node -e "fetch('http://127.0.0.1:3000/').then(r=>process.exit(r.status<500?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "run", "start", "-w", "@driftway/site"]
