# Snapforge in one image: `docker build -t snapforge .` then
#   docker run -p 3000:3000 -v snapforge-data:/data -e SNAPFORGE_ADMIN_EMAIL=you@example.com snapforge
# (embedded database in the volume), or scaled mode with compose.yaml. docs/operations.md, "Docker".
# The same steps run without Docker in scripts/production-build.sh, which CI runs on every change.

# Build: every dependency, so the Studio (Vite) and the service (esbuild) are compiled and Prisma's client generated.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund \
 && npm prune --omit=dev --no-audit --no-fund

# Runtime: the built app without devDependencies, Debian's Chromium for screenshots, Debian's ffmpeg (libx264: the
# faster MP4 encoder, docs/rendering.md "Animation"), a user without privileges.
FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium ffmpeg fonts-noto-core tini \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --uid 10001 --home-dir /app --shell /usr/sbin/nologin snapforge \
 && mkdir /data && chown snapforge /data && chmod 700 /data
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    CHROMIUM_PATH=/usr/bin/chromium \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app /app
USER snapforge
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
ENTRYPOINT ["/usr/bin/tini", "--", "node", "bin/snapforge.js"]
CMD ["serve"]
