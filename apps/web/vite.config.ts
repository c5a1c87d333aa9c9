import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // react-bootstrap's deep imports are directory imports that Node's ESM loader refuses during SSR.
  ssr: { noExternal: ['react-bootstrap'] },
});
