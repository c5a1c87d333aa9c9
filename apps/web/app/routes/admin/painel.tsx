/**
 * /admin: with no account yet, how to create the first administrator (by command: there is no
 * way to create one from the web); signed out, the sign-in page; signed in, the start page.
 */
import { pode } from '@cosems/contracts';
import { redirect, useLoaderData } from 'react-router';
import { AvisoSiteUrl } from '../../features/area-restrita/aviso-site-url';
import { getBackOffice } from '../../lib/back-office.server';
import type { Route } from './+types/painel';

export const meta: Route.MetaFunction = () => [{ title: 'Área restrita | COSEMS/MG' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { port, session, siteUrlAusente } = getBackOffice(context);
  if (session?.etapa === 'completa') {
    return {
      semContas: false,
      nome: session.usuario.nome,
      conteudo: pode(session.usuario.papel, 'conteudo.editar'),
      // Administrators are the ones who invite, and who can have the setting fixed.
      avisoSiteUrl: pode(session.usuario.papel, 'usuarios.gerir') ? siteUrlAusente : null,
    };
  }
  if (!(await port.hasUsers())) return { semContas: true, nome: null, conteudo: false, avisoSiteUrl: null };
  throw redirect('/admin/entrar');
}

export default function Painel() {
  const { semContas, nome, conteudo, avisoSiteUrl } = useLoaderData<typeof loader>();
  if (semContas) {
    return (
      <>
        <h1>Área restrita</h1>
        <p>Ainda não há nenhuma conta. A primeira conta de administrador é criada no servidor, com o comando:</p>
        <pre className="bg-light border rounded p-3">
          <code>npm run admin -- criar-usuario --email voce@exemplo.org.br --nome "Seu Nome" --papel administrador</code>
        </pre>
        <p>
          O comando pede a senha (de 12 a 128 caracteres; uma frase de várias palavras funciona bem). Com o banco embutido (sem
          DATABASE_URL), pare o site antes de rodar o comando. Depois, entre em <a href="/admin/entrar">/admin/entrar</a> e configure a
          verificação em duas etapas.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>Área restrita</h1>
      <AvisoSiteUrl aviso={avisoSiteUrl} />
      <p>Olá, {nome}.</p>
      <ul>
        <li>
          <a href="/admin/noticias">Notícias</a>: escrever, revisar, agendar e publicar.
        </li>
        <li>
          <a href="/admin/sessoes">Minhas sessões</a>: os dispositivos em que você está conectado.
        </li>
        <li>
          <a href="/admin/midia">Biblioteca de mídia</a>: imagens e documentos do site.
        </li>
        {conteudo ? (
          <li>
            <a href="/admin/conteudo">Conteúdo do site</a>: regionais, equipe, diretoria, documentos e o resto do que o site mostra.
          </li>
        ) : null}
      </ul>
    </>
  );
}
