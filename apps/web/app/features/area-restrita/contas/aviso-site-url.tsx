/**
 * The notice an administrator gets when SITE_URL is unset and they reach the back office at another
 * address than the default one links use (issue 26, item 4): invitation and password-reset links
 * would point at http://localhost:PORT, which opens only on the server itself. The links are not
 * made from the request's address instead (a forged Host would then write them,
 * docs/decisions/024-contas-convites-e-redefinicao.md): the fix is the setting, so the notice
 * names it. A titled region, read where it stands (not an alert: nothing just happened).
 */
export function AvisoSiteUrl({ aviso }: { aviso: { linksEm: string; acessoEm: string } | null }) {
  if (!aviso) return null;
  return (
    <section className="alert alert-warning" aria-labelledby="aviso-site-url-titulo" id="aviso-site-url">
      <h2 id="aviso-site-url-titulo" className="h6">
        Os links dos convites não vão abrir para quem os receber
      </h2>
      <p>
        O endereço público do site não está configurado no servidor (a variável <code className="text-reset">SITE_URL</code>). Por isso, os
        links dos convites, do “Esqueci minha senha” e dos avisos de notícias enviadas para revisão começam com{' '}
        <strong>{aviso.linksEm}</strong>, que só abre no próprio servidor, e não com o endereço que você está usando,{' '}
        <strong>{aviso.acessoEm}</strong>.
      </p>
      <p className="mb-0">
        Peça a quem cuida do servidor para definir <code className="text-reset">SITE_URL</code> com o endereço público do site (por exemplo,{' '}
        <code className="text-reset">SITE_URL=https://cosems.org.br</code>) e reiniciar o site. Até lá, não envie convites.
      </p>
    </section>
  );
}
