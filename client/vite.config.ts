import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { prerenderCrisisPage } from './build/prerender-crisis.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

/** The voice detector's worklet, model and onnxruntime's wasm, served by the app itself at /vad/. */
function vadAssets(): Plugin {
  const require = createRequire(import.meta.url);
  const vadDist = path.dirname(require.resolve('@ricky0123/vad-web'));
  // onnxruntime-web does not export its package.json: resolve it the way vad-web does.
  const ortDist = path.dirname(createRequire(path.join(vadDist, 'index.js')).resolve('onnxruntime-web'));
  const files = new Map<string, string>(Object.entries({
    'vad.worklet.bundle.min.js': path.join(vadDist, 'vad.worklet.bundle.min.js'),
    'silero_vad_v5.onnx': path.join(vadDist, 'silero_vad_v5.onnx'),
    'ort-wasm-simd-threaded.wasm': path.join(ortDist, 'ort-wasm-simd-threaded.wasm'),
    'ort-wasm-simd-threaded.mjs': path.join(ortDist, 'ort-wasm-simd-threaded.mjs'),
  }));
  const types: Record<string, string> = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm' };
  return {
    name: 'solace-vad-assets',
    configureServer(server) {
      // Ahead of Vite's own middleware, which rewrites the .mjs import to `?import` and fails.
      server.middlewares.use('/vad', (req, res) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const file = files.get(name);
        if (!file) {
          res.statusCode = 404;
          res.end();
          return;
        }
        res.setHeader('content-type', types[path.extname(name)] ?? 'application/octet-stream');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [name, file] of files) {
        this.emitFile({ type: 'asset', fileName: `vad/${name}`, source: readFileSync(file) });
      }
    },
  };
}

// The build-time drawing of the crisis page (isSsrBuild) needs the page's code only: no assets, no compression.
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild
      ? []
      : [
          vadAssets(),
          // Brotli and gzip beside every text asset and the voice runtime, served as they are by the server (preCompressed).
          compression({ include: /\.(html|css|js|mjs|json|svg)$/, threshold: 1024 }),
          // The voice runtime (14 MB) at brotli 9: 2.6 MB in 1 s, where the best level gives 2.3 MB in 21 s of every build.
          compression({
            include: /\.(wasm|onnx)$/,
            algorithms: ['gzip', defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } })],
          }),
          prerenderCrisisPage(),
        ]),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@shared': fileURLToPath(new URL('../shared', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The icons, a few hundred bytes each, as one file rather than one request per icon and page.
      output: isSsrBuild
        ? {}
        : { codeSplitting: { groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/, includeDependenciesRecursively: false }] } },
    },
  },
}));
