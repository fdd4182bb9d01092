import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // Several builds side by side (parallel test runs) need their own output folders.
  // biome-ignore lint/style/noProcessEnv: build-time setting, read before the app's env module exists
  distDir: process.env.FORECOURT_DIST_DIR || '.next',
  // Internal packages ship TypeScript source (no build step of their own).
  transpilePackages: ['@forecourt/core', '@forecourt/db', '@forecourt/search'],
  // tsconfig.json is the app's project in `tsc -b`, which reads the other workspaces' emitted
  // declarations; the build checks the app from source instead.
  typescript: { tsconfigPath: 'tsconfig.next.json' },
  // PGlite loads its WASM and data files relative to its own module: it must not be bundled.
  // prom-client: the one copy the edge server loads too, so the app's metrics share its registry.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'prom-client', 'sharp'],
  poweredByHeader: false,
  experimental: {
    // Back, forward and repeated searches come from the browser's router cache for 30 s
    // (spec 1 §4: results of recent searches are cached) instead of a new server render.
    staleTimes: { dynamic: 30 },
  },
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/media/**' }],
    formats: ['image/avif', 'image/webp'],
    qualities: [60, 75],
    deviceSizes: [384, 640, 828, 1080, 1280, 1920],
    imageSizes: [96, 160, 256, 320],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
};

export default nextConfig;
