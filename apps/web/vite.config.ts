import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  // react-bootstrap's deep imports are directory imports that Node's ESM loader refuses during SSR.
  // Its base libraries (@restart/ui, react-transition-group) resolve to CommonJS under Node, whose
  // default exports arrive as objects ("Element type is invalid … got: object"): bundle them too.
  ssr: { noExternal: ['react-bootstrap', /^@restart\//, 'react-transition-group', 'dom-helpers', 'uncontrollable'] },
  // Browser build only: the server bundle has no download to save.
  build: isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'base', test: BASE_DO_SITE }] } } } },
}));
