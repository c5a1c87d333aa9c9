// The home page's extra inline script (vite.config.ts bundles it, embla included; root.tsx writes
// it at the end of <body>, before the common one).
import { enhanceHome } from './inicial';

enhanceHome(document);
