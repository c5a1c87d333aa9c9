// The site map: one line per row of the documented route table (docs/produto.md §2).
import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('equipe', 'routes/equipe.tsx'),
  route('diretoria', 'routes/diretoria.tsx'),
  route('missao-valores', 'routes/missao-valores.tsx'),
  route('estatuto', 'routes/estatuto.tsx'),
  route('institucional', 'routes/institucional.tsx'),
  route('lista-noticias/:id?', 'routes/lista-noticias.tsx'),
  route('noticia/:id', 'routes/noticia.tsx'),
  route('publicacoes', 'routes/publicacoes.tsx'),
  route('juridico/:section?', 'routes/juridico.tsx'),
  route('secretarios', 'routes/secretarios.tsx'),
  route('presidentes', 'routes/presidentes.tsx'),
  route('pesquisa/:query?', 'routes/pesquisa.tsx'),
  route('apoiadores', 'routes/apoiadores.tsx'),
  route('CosemsRegional/:id', 'routes/cosems-regional.tsx'),
  route('404', 'routes/nao-encontrada.tsx'),
  route('500', 'routes/erro-interno.tsx'),
  route('acessibilidade', 'routes/acessibilidade.tsx'),
  // Resource routes for search engines and feed readers.
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('rss.xml', 'routes/seo/rss.ts'),
  route('atom.xml', 'routes/seo/atom.ts'),
  // The back office ("Área restrita"), served by its own server context (server/back-office.ts):
  // sessions, CSRF checks, no-store. Not public pages: outside the site map and the sitemap.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/painel.tsx'),
    route('entrar', 'routes/admin/entrar.tsx'),
    route('entrar/codigo', 'routes/admin/entrar-codigo.tsx'),
    route('entrar/configurar', 'routes/admin/entrar-configurar.tsx'),
    route('sessoes', 'routes/admin/sessoes.tsx'),
    route('midia', 'routes/admin/midia.tsx'),
    route('midia/enviar', 'routes/admin/midia-enviar.ts'),
    route('midia/:nome', 'routes/admin/midia-item.tsx'),
    route('sair', 'routes/admin/sair.tsx'),
    route('noticias', 'routes/admin/noticias.tsx'),
    route('noticias/:id', 'routes/admin/noticia-editar.tsx'),
    route('noticias/:id/revisoes', 'routes/admin/noticia-revisoes.tsx'),
    route('noticias/:id/previa', 'routes/admin/noticia-previa.tsx'),
    route('auditoria', 'routes/admin/auditoria.tsx'),
    route('usuarios', 'routes/admin/usuarios.tsx'),
    route('usuarios/:id', 'routes/admin/usuario.tsx'),
    route('convite/:token', 'routes/admin/convite.tsx'),
    route('esqueci', 'routes/admin/esqueci.tsx'),
    route('redefinir/:token', 'routes/admin/redefinir.tsx'),
    route('copia', 'routes/admin/copia.tsx'),
    route('conteudo', 'routes/admin/conteudo.tsx'),
  ]),
  // The preview of a news item: outside the back office's layout, inside the public site's frame.
  route('admin/previa/:id', 'routes/admin/previa.tsx', { id: 'previa-noticia' }),
  route('admin/previa/link/:token', 'routes/admin/previa.tsx', { id: 'previa-link' }),
  // Any other path goes to /404 (docs/produto.md §2).
  route('*', 'routes/redirect-404.tsx'),
] satisfies RouteConfig;
