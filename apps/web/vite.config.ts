import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import purgeCSSPlugin from '@fullhuman/postcss-purgecss';
import fs from 'node:fs';
import { build as esbuild, transform } from 'esbuild';
import postcss, { type Plugin as PostcssPlugin } from 'postcss';
import { defineConfig, type Plugin } from 'vite';

// What every page loads anyway (React, React Router, the layout and the small helpers of images,
// SEO, texts and the breadcrumb) as one chunk instead of a dozen tiny ones: the import/export glue
// between chunks and their separate gzip streams cost more than the code (JS budget,
// scripts/check-js-budget.ts). Page code keeps its own chunks.
const BASE_DO_SITE = new RegExp(
  [
    String.raw`[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]`,
    String.raw`[\\/]app[\\/]components[\\/](layout|acessibilidade)[\\/][\w-]+\.tsx?$`,
    String.raw`[\\/]app[\\/]components[\\/]ui[\\/](page-title|external-link|breadcrumb)\.tsx$`,
    String.raw`[\\/]app[\\/]lib[\\/](imagens|texto|site-config|seo[\\/](meta|json-ld))\.ts$`,
    String.raw`[\\/]app[\\/]features[\\/]busca[\\/]validacao\.ts$`,
  ].join('|'),
);

const REPO = path.join(import.meta.dirname, '..', '..');

/**
 * Bootstrap cut to what the site uses: its stylesheet (about 230 KB, 31 KB compressed, written inline
 * in every hydrated page, estilosInline) keeps only the rules whose classes, elements and attributes appear
 * in the site's code. Read as words (PurgeCSS's default extractor): the app's sources, the server's
 * data port (markup it writes), the sanitiser's allowed tags (what a news body may hold) and
 * react-bootstrap's carousel (classes it writes). Only Bootstrap's file is cut: the site's
 * stylesheets are all used, and some of their classes are built at run time (cosems-situacao-…).
 */
const PURGE = purgeCSSPlugin({
  content: [
    path.join(import.meta.dirname, 'app/**/*.{ts,tsx}'),
    path.join(import.meta.dirname, 'server/**/*.ts'),
    path.join(REPO, 'packages/db/src/sanitize.ts'),
    path.join(REPO, 'node_modules/react-bootstrap/esm/{Carousel,CarouselItem,CarouselCaption,Container}.js'),
  ],
  // Written at run time: the carousel's direction classes (carousel-item-next, -start…), the
  // dropdowns' Popper placement and the dark theme of the high-contrast mode.
  safelist: { standard: ['active', 'show', 'collapsed', 'collapsing'], greedy: [/^carousel/] },
  dynamicAttributes: ['data-bs-theme', 'data-bs-popper', 'aria-expanded', 'aria-pressed', 'aria-disabled', 'aria-current'],
});

/** Each inline script of the pages served without React, and its entry (app/sem-hidratacao/). */
const MELHORIAS: Readonly<Record<string, string>> = {
  // Every such page: the header, the accessibility bar, the searches, sharing, the news videos.
  'virtual:melhorias-sem-hidratacao': path.join(import.meta.dirname, 'app', 'sem-hidratacao', 'entrada.ts'),
  // The regional page's too: its news carousel (embla) and its region selector.
  'virtual:melhorias-regional': path.join(import.meta.dirname, 'app', 'sem-hidratacao', 'entrada-regional.ts'),
  // The home page's: the banner, the partners' carousel (embla), the sections revealed on scroll, the video.
  'virtual:melhorias-inicial': path.join(import.meta.dirname, 'app', 'sem-hidratacao', 'entrada-inicial.ts'),
  // The regional councils' list: the suggestions of "Qual é a minha regional?" as one types.
  'virtual:melhorias-secretarios': path.join(import.meta.dirname, 'app', 'sem-hidratacao', 'entrada-secretarios.ts'),
};

/**
 * `virtual:melhorias-…`: the scripts of the pages served without React (app/sem-hidratacao/), each
 * bundled and minified by esbuild into one string that the server writes inline (root.tsx). The
 * browser build gets empty strings: a hydrated page never writes them, and its bundle should not
 * carry them.
 */
function melhoriasSemHidratacao(): Plugin {
  return {
    name: 'cosems-melhorias-sem-hidratacao',
    resolveId: (id) => (id in MELHORIAS ? `\0${id}` : undefined),
    async load(id, options) {
      const entrada = id.startsWith('\0') ? MELHORIAS[id.slice(1)] : undefined;
      if (!entrada) return undefined;
      if (!options?.ssr) return 'export default "";';
      const result = await esbuild({
        entryPoints: [entrada],
        bundle: true,
        minify: true,
        write: false,
        metafile: true,
        format: 'iife',
        platform: 'browser',
        target: 'es2020',
        legalComments: 'none',
      });
      for (const input of Object.keys(result.metafile.inputs)) this.addWatchFile(path.resolve(input));
      const code = (result.outputFiles[0]?.text ?? '').trim();
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

const ESTILOS_ID = 'virtual:estilos-inline';
const BOOTSTRAP_CSS = path.join(REPO, 'node_modules/bootstrap/dist/css/bootstrap.min.css');
const css = (arquivo: string) => path.join(import.meta.dirname, 'app', arquivo);
/**
 * The site's stylesheets, in cascade order (the accessibility bar's overrides after the theme). Every
 * page has them inline in its <head>: no stylesheet request holds back the first paint.
 */
const ESTILOS_DO_SITE = [
  BOOTSTRAP_CSS,
  css('styles/theme.css'),
  css('components/acessibilidade/acessibilidade.css'),
  css('features/noticias/noticia-corpo.css'),
  css('features/regionais/noticias-regiao.css'),
];

/**
 * Bootstrap cut for the reading pages alone: only the code their HTML comes from (the layout, the
 * shared components, the news, search and regional features, their routes, their scripts), not the
 * back office's forms nor the home page's carousels.
 */
const PURGE_DA_LEITURA = purgeCSSPlugin({
  content: [
    path.join(
      import.meta.dirname,
      'app/{root.tsx,routes/noticia.tsx,routes/lista-noticias.tsx,routes/pesquisa.tsx,routes/cosems-regional.tsx,routes/secretarios.tsx,routes/deliberacoes.tsx,routes/deliberacao.tsx}',
    ),
    path.join(
      import.meta.dirname,
      'app/{components,features/noticias,features/busca,features/regionais,features/deliberacoes,sem-hidratacao}/**/*.{ts,tsx}',
    ),
    path.join(import.meta.dirname, 'app/lib/**/*.ts'),
    path.join(import.meta.dirname, 'server/data-port/**/*.ts'),
    path.join(REPO, 'packages/db/src/sanitize.ts'),
  ],
  safelist: { standard: ['show', 'collapsed'] },
  dynamicAttributes: ['data-bs-theme', 'data-bs-popper', 'aria-expanded', 'aria-pressed', 'aria-disabled', 'aria-current'],
});

/**
 * `virtual:estilos-inline`: the CSS the server writes inline in each page's <head>, minified, as two
 * strings of the same files — `site` (every hydrated page: Bootstrap cut to what the site uses, or
 * whole in development) and `leitura` (pages served without React: Bootstrap cut to what they use).
 * Both empty in the browser build: the browser gets them from the HTML only, and React leaves the
 * <style> as the server wrote it (root.tsx).
 */
function estilosInline(command: 'build' | 'serve'): Plugin {
  async function juntar(arquivos: readonly string[], purge: PostcssPlugin | null, watch: (f: string) => void) {
    const parts: string[] = [];
    for (const file of arquivos) {
      watch(file);
      const texto = fs.readFileSync(file, 'utf8');
      const plugins = purge && file === BOOTSTRAP_CSS ? [purge] : [];
      parts.push((await postcss(plugins).process(texto, { from: file })).css.replace(/\/\*# sourceMappingURL=[^*]*\*\//g, ''));
    }
    const { code } = await transform(parts.join('\n'), { loader: 'css', minify: true, legalComments: 'none' });
    return code.trim();
  }
  return {
    name: 'cosems-estilos-inline',
    resolveId: (id) => (id === ESTILOS_ID ? `\0${ESTILOS_ID}` : undefined),
    async load(id, options) {
      if (id !== `\0${ESTILOS_ID}`) return undefined;
      if (!options?.ssr) return 'export const site = ""; export const leitura = "";';
      const watch = (f: string) => this.addWatchFile(f);
      // In development every Bootstrap class stays at hand (a class just typed works at once).
      const site = await juntar(ESTILOS_DO_SITE, command === 'build' ? (PURGE as PostcssPlugin) : null, watch);
      const leitura = await juntar(ESTILOS_DO_SITE, PURGE_DA_LEITURA as PostcssPlugin, watch);
      return `export const site = ${JSON.stringify(site)}; export const leitura = ${JSON.stringify(leitura)};`;
    },
  };
}

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [reactRouter(), melhoriasSemHidratacao(), estilosInline(command)],
  // react-bootstrap's deep imports are directory imports that Node's ESM loader refuses during SSR.
  // Its base libraries (@restart/ui, react-transition-group) resolve to CommonJS under Node, whose
  // default exports arrive as objects ("Element type is invalid … got: object"): bundle them too.
  ssr: { noExternal: ['react-bootstrap', /^@restart\//, 'react-transition-group', 'dom-helpers', 'uncontrollable'] },
  // Browser build only: the server bundle has no download to save.
  // The server build minifies CSS too: the pages' styles are written inline (estilosInline).
  build: isSsrBuild
    ? { cssMinify: true }
    : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'base', test: BASE_DO_SITE }] } } } },
}));
