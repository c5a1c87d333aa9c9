import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // react-bootstrap's deep imports are directory imports that Node's ESM loader refuses during SSR.
  // Its base libraries (@restart/ui, react-transition-group) resolve to CommonJS under Node, whose
  // default exports arrive as objects ("Element type is invalid … got: object"): bundle them too.
  ssr: { noExternal: ['react-bootstrap', /^@restart\//, 'react-transition-group', 'dom-helpers', 'uncontrollable'] },
});
