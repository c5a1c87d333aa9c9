// The inline script of pages served without React (vite.config.ts bundles it; root.tsx writes it
// at the end of <body>, so the page's HTML is parsed when it runs).
import { enhancePage } from './melhorias';

enhancePage(document);
