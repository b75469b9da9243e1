import { readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';
import { chunkOf, entryChunk, firstPageChunks, staticClosure } from './build/first-page-chunks.ts';
import type { PrerenderKind } from './src/app/prerender/render.tsx';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Writes `.gz` and `.br` twins of the text assets at build time, so that the server can send
 * them precompressed (@fastify/static `preCompressed`) instead of compressing on every request.
 */
function precompress(): Plugin {
  return {
    name: 'amal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((name) => /\.(js|mjs|css|html|svg|json|txt)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const path = join(outDir, name);
          const source = await readFile(path);
          if (source.byteLength < 1024) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * The pages the server answers instead of the bare index.html (server/src/app.ts, `pageFile`), with
 * module preloads of the route's lazy chunks, so that they download beside the entry instead of
 * after it. A visitor's `/login` and `/` are prerendered whole (decisions 0011 and 0029).
 */
const PAGES: { file: string; path: string; body: Exclude<PrerenderKind, 'frame'>; modules: string[] }[] = [
  { file: 'login.html', path: '/login', body: 'page', modules: ['src/app/routes/login.tsx'] },
  // The foundation's name is in it as a slot the server fills in when it starts (decision 0029).
  { file: 'home.html', path: '/', body: 'page', modules: ['src/app/routes/home.tsx'] },
  // The member's greeting is in it, with a slot the server fills with their name (decision 0013).
  {
    file: 'home-member.html',
    path: '/',
    body: 'member',
    modules: ['src/app/routes/home.tsx', 'src/app/routes/home-member.tsx'],
  },
];

/**
 * Mantine's `useId` is `src/lib/mantine-use-id.ts` in the build: Mantine's own draws every input a
 * second time right after it mounts (decision 0019). A Mantine release that moves it fails the build
 * here rather than bringing the second render back unseen. The prerender (Node) and the dev server's
 * pre-bundled Mantine keep Mantine's own: on a server it gives the same id as ours.
 */
function stableIds(): Plugin {
  const replacement = resolve(import.meta.dirname, 'src/lib/mantine-use-id.ts');
  let replaced = false;
  return {
    name: 'amal:stable-ids',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './use-id/use-id.mjs' || !importer) return null;
      if (!/@mantine[\\/]hooks[\\/]esm[\\/]index\.mjs$/.test(importer)) return null;
      replaced = true;
      return replacement;
    },
    buildEnd() {
      if (!replaced) this.error("stable-ids: @mantine/hooks no longer imports './use-id/use-id.mjs'");
    },
  };
}

type Bundle = Rolldown.OutputBundle;

/** `<link rel="modulepreload">` for what the modules' chunks need beyond what the entry loads. */
function preloadLinks(bundle: Bundle, root: string, modules: string[]): string {
  const loaded = staticClosure(bundle, entryChunk(bundle));
  const files = new Set<string>();
  for (const module of modules) {
    for (const file of staticClosure(bundle, chunkOf(bundle, resolve(root, module)))) {
      if (!loaded.has(file)) files.add(file);
    }
  }
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/**
 * A prerendered page shows its content before any script runs: its scripts are fetched at low
 * priority, after what paints (HTML, CSS), instead of competing with it as Chrome's default high
 * priority for module scripts would (decision 0011).
 */
function scriptsAfterPaint(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ');
}

/** Builds `src/app/prerender/render.tsx` for Node beside the app's modules, and loads it. */
async function loadRenderer(root: string): Promise<(path: string, kind: PrerenderKind) => Promise<string>> {
  // Under node_modules, so that Node resolves the libraries the bundle leaves external.
  const outDir = join(root, 'node_modules/.amal-prerender');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // The contract is TypeScript source: bundled, not left to Node.
    ssr: { noExternal: ['@amal/contract'] },
    build: { ssr: 'src/app/prerender/render.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  const module = (await import(pathToFileURL(join(outDir, 'render.js')).href)) as {
    renderPage: (path: string, kind: PrerenderKind) => Promise<string>;
  };
  return async (path, kind) => {
    const html = await module.renderPage(path, kind);
    // The Content-Security-Policy allows no inline script: a prerendered page must carry none.
    if (/<script/i.test(html)) throw new Error(`prerender: ${path} rendered a <script>`);
    return html;
  };
}

/**
 * Fills index.html's empty #root with the app's frame (header and loader, as React first draws
 * any page) so that something paints before the scripts run, and writes the PAGES beside it.
 */
function prerenderPages(): Plugin {
  let root = '';
  return {
    name: 'amal:prerender',
    // After Vite's own HTML plugin, which adds index.html to the bundle.
    enforce: 'post',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('prerender: the build has no index.html');
      const template = String(index.source);
      const render = await loadRenderer(root);
      const page = (body: string, preloads = '', prerendered?: string) =>
        template
          .replace('</head>', `${preloads}</head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root"${prerendered ? ` data-prerendered="${prerendered}"` : ''}>${body}</div>`,
          );
      index.source = page(await render('/', 'frame'));
      for (const { file, path, body, modules } of PAGES) {
        const preloads = preloadLinks(bundle, root, modules);
        const html = page(await render(path, body), preloads, body === 'page' ? path : undefined);
        this.emitFile({ type: 'asset', fileName: file, source: scriptsAfterPaint(html) });
      }
      await rm(join(root, 'node_modules/.amal-prerender'), { recursive: true, force: true });
    },
  };
}

/**
 * Libraries that every page needs and that change only with an upgrade get chunks of their own, so
 * a deployment of app code does not make browsers download them again. Libraries used only by some
 * pages (Mantine components, Embla) stay with those pages; for the pages the server sends first, in
 * the groups of `build/first-page-chunks.ts` (decision 0024), whose priorities are below these.
 */
const LIBRARY_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 10 },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 10 },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
];

const root = import.meta.dirname;

/** The same build with the bundler's own chunking, in memory: what each first page needs. */
async function surveyBuild(): Promise<Bundle> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), stableIds()],
    build: {
      write: false,
      rolldownOptions: { output: { codeSplitting: { groups: LIBRARY_GROUPS } } },
    },
  });
  const [output] = Array.isArray(result) ? result : [result];
  if (!output || !('output' in output)) throw new Error('first pages: the survey build gave no output');
  return Object.fromEntries(output.output.map((file) => [file.fileName, file]));
}

const firstPages = firstPageChunks(
  [...new Set(PAGES.flatMap((page) => page.modules))].map((module) => resolve(root, module)),
  surveyBuild,
  LIBRARY_GROUPS[0]!.priority - 5,
);

export default defineConfig({
  plugins: [react(), stableIds(), firstPages.plugin, prerenderPages(), precompress()],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [...LIBRARY_GROUPS, ...firstPages.groups] },
      },
    },
  },
});
