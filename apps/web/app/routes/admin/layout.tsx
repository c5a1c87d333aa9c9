/**
 * The back office's frame ("Área restrita"): its own header with the signed-in person and the
 * way out, instead of the public site's (root.tsx reads `handle.areaRestrita`). Every page below
 * is server-rendered and its forms work before JavaScript loads (actions).
 */
import { FALHAS_PARA_AVISAR, NOME_DO_PAPEL, pode } from '@cosems/contracts';
import { Form, Link, Outlet, useLoaderData } from 'react-router';
import { CsrfField } from '../../features/area-restrita/formularios/csrf-field';
import { SeletorDeMidia } from '../../features/area-restrita/midia/seletor-de-midia';
import { getBackOffice } from '../../lib/back-office.server';
import type { Route } from './+types/layout';

export const handle = { areaRestrita: true };

export async function loader({ context }: Route.LoaderArgs) {
  const { session } = getBackOffice(context);
  const signedIn = session?.etapa === 'completa';
  return {
    usuario: signedIn
      ? {
          nome: session.usuario.nome,
          papel: NOME_DO_PAPEL[session.usuario.papel],
          auditoria: pode(session.usuario.papel, 'auditoria.ver'),
          usuarios: pode(session.usuario.papel, 'usuarios.gerir'),
          copia: pode(session.usuario.papel, 'conteudo.exportar'),
          conteudo: pode(session.usuario.papel, 'conteudo.editar'),
          // Wrong codes typed on this account before this sign-in (docs/decisions/043): someone may have the password.
          falhasAntes: (session.falhasAntes ?? 0) >= FALHAS_PARA_AVISAR ? (session.falhasAntes ?? 0) : 0,
        }
      : null,
    csrf: session?.csrf,
  };
}

export default function AreaRestritaLayout() {
  const { usuario, csrf } = useLoaderData<typeof loader>();
  return (
    <div className="cosems-admin">
      <header className="cosems-admin-cabecalho border-bottom bg-light d-print-none">
        {/* One line at 1280 px for an administrator's full menu (issue 27, item 11): the page's width, a smaller type. */}
        <div className="container-fluid px-4 d-flex flex-wrap align-items-center column-gap-3 row-gap-2 py-2">
          <Link to="/admin" className="fw-bold text-decoration-none me-auto">
            <span className="visually-hidden">COSEMS/MG · </span>Área restrita
          </Link>
          {usuario ? (
            <nav aria-label="Área restrita" className="d-flex flex-wrap align-items-center column-gap-2 row-gap-1 small">
              <span>
                {usuario.nome} <span className="text-body-secondary">({usuario.papel})</span>
              </span>
              <Link to="/admin/noticias">Notícias</Link>
              <Link to="/admin/midia">Mídia</Link>
              {usuario.conteudo ? <Link to="/admin/conteudo">Conteúdo do site</Link> : null}
              {usuario.auditoria ? <Link to="/admin/auditoria">Auditoria</Link> : null}
              {usuario.usuarios ? <Link to="/admin/usuarios">Usuários</Link> : null}
              {usuario.copia ? <Link to="/admin/copia">Cópia de segurança</Link> : null}
              <Link to="/admin/sessoes">Minhas sessões</Link>
              <Form method="post" action="/admin/sair" className="d-inline">
                <CsrfField token={csrf} />
                <button type="submit" className="btn btn-outline-dark btn-sm">
                  Sair
                </button>
              </Form>
            </nav>
          ) : null}
          <a href="/" className="small">
            Ir para o site
          </a>
        </div>
      </header>
      <main id="conteudo" className="container py-4" tabIndex={-1}>
        {usuario?.falhasAntes ? (
          <div className="alert alert-warning" id="aviso-falhas-segundo-fator">
            <strong>Atenção:</strong> desde a sua entrada anterior, {usuario.falhasAntes} códigos de verificação errados foram digitados na
            sua conta, depois da senha correta. Se não foi você, alguém conhece a sua senha:{' '}
            <Link to="/admin/sessoes">encerre as outras sessões</Link> e troque a senha (“Esqueci minha senha”, na página de entrada, ou com
            um administrador).
          </div>
        ) : null}
        {/* The media picker every image field of the page opens (one dialog, outside the page's forms). */}
        <SeletorDeMidia csrf={usuario ? csrf : undefined}>
          <Outlet />
        </SeletorDeMidia>
      </main>
    </div>
  );
}
