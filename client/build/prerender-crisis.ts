import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { DrawnPage } from '../src/prerender/crisis-page.tsx';

const ENTRY = 'src/prerender/crisis-page.tsx';

const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
const SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * index.html with the page drawn into its root, in the language's own words and direction. Made to be
 * read first on a slow phone network: its styles inside it (10 KB compressed, no second request before
 * the first paint), and the app's script asked for only once the page is painted (public/after-paint.js),
 * so it does not share the connection with the lines.
 */
function pageFrom(template: string, page: DrawnPage, outDir: string): string {
  const stylesheet = STYLESHEET.exec(template)?.[1];
  const app = APP_SCRIPT.exec(template)?.[1];
  if (!stylesheet || !app) throw new Error('index.html links no stylesheet or no app script for the crisis page');
  const css = readFileSync(path.join(outDir, stylesheet), 'utf8');
  const scripts = [`<script src="/after-paint.js" data-app="${app}" defer></script>`];
  return template
    .replace(SCRIPTS, '')
    .replace(STYLESHEET, () => `<style>${css}</style>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}" dir="${page.direction}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${scripts.join('\n    ')}`);
}

/**
 * After the client build: builds the crisis page for the server (Vite's SSR build, so the page's own
 * code and texts are used) and writes it drawn in every language, with its brotli and gzip, beside
 * index.html. The server sends it for /crisis-support, so the lines show before any script has run.
 */
export function prerenderCrisisPage(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'solace-prerender-crisis',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = path.join(config.root, '.prerender');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: { ssr: ENTRY, outDir: serverDir, emptyOutDir: true, copyPublicDir: false },
      });
      try {
        const { drawCrisisPages } = (await import(pathToFileURL(path.join(serverDir, 'crisis-page.js')).href)) as {
          drawCrisisPages: () => Promise<DrawnPage[]>;
        };
        const template = readFileSync(path.join(outDir, 'index.html'), 'utf8');
        mkdirSync(path.join(outDir, 'crisis-support'), { recursive: true });
        // Where the server looks for them: crisis-support/<language>.html (server/src/plugins/client.ts).
        for (const page of await drawCrisisPages()) {
          const html = pageFrom(template, page, outDir);
          const file = path.join(outDir, 'crisis-support', `${page.language}.html`);
          writeFileSync(file, html);
          writeFileSync(`${file}.br`, brotliCompressSync(html));
          writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
        }
      } finally {
        rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
