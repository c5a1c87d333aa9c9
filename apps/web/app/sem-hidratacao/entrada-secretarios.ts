// The regional councils' list's extra inline script (vite.config.ts bundles it; root.tsx writes it
// at the end of <body>, before the common one).
import { enhanceSecretarios } from './sugestoes-de-municipio';

enhanceSecretarios(document);
