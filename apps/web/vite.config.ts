import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at build time,
 * so the server sends compressed files without compressing on each request.
 */
function precompress() {
  return {
    name: 'ai-realty-precompress',
    apply: 'build' as const,
    closeBundle() {
      const dist = fileURLToPath(new URL('./dist', import.meta.url));
      for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the one font file the public pages' text needs (Inter, latin), so it arrives beside the
 * scripts and the first paint already uses it: text that swapped fonts later would re-wrap and push
 * the landing page's content down (layout shift).
 */
function preloadFont() {
  return {
    name: 'ai-realty-preload-font',
    apply: 'build' as const,
    transformIndexHtml: {
      order: 'post' as const,
      handler(_html: string, ctx: { bundle?: Record<string, { fileName: string }> }) {
        const font = Object.values(ctx.bundle ?? {}).find((f) =>
          /\/inter-latin-wght-normal-[\w-]+\.woff2$/.test(f.fileName),
        );
        if (!font) throw new Error('the Inter latin font is missing from the build: update preloadFont');
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `/${font.fileName}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress(), preloadFont()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 900 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Page tests render whole screens in jsdom; on a busy shared machine one can take several seconds.
    testTimeout: 20_000,
    css: false,
  },
});
