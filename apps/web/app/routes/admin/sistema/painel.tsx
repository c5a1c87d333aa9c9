/**
 * /admin: with no account yet, how to create the first administrator (by command: there is no
 * way to create one from the web); signed out, the sign-in page; signed in, the dashboard (issue 27,
 * item 8: what waits for review, my items, what is scheduled, the last changes; PainelDaRedacao in
 * @cosems/admin reads it all in one call) and the sections of the back office.
 */
import { pode } from '@cosems/contracts';
import { Link, redirect, useLoaderData } from 'react-router';
import { AvisoSiteUrl } from '../../../features/area-restrita/contas/aviso-site-url';
import { Agendadas, AguardandoRevisao, MinhasEmAndamento, ResumoDoPainel, UltimasAlteracoes } from '../../../features/redacao/painel';
import { getBackOffice } from '../../../lib/back-office.server';
import type { Route } from './+types/painel';

export const meta: Route.MetaFunction = () => [{ title: 'Área restrita | COSEMS/MG' }];

export async function loader({ context }: Route.LoaderArgs) {
  const { port, painel, session, siteUrlAusente } = getBackOffice(context);
  if (session?.etapa === 'completa') {
    return {
      semContas: false,
      nome: session.usuario.nome,
      autor: session.usuario.papel === 'autor',
      conteudo: pode(session.usuario.papel, 'conteudo.editar'),
      // Administrators are the ones who invite, and who can have the setting fixed.
      avisoSiteUrl: pode(session.usuario.papel, 'usuarios.gerir') ? siteUrlAusente : null,
      painel: await painel.ler(session),
    };
  }
  if (!(await port.hasUsers())) return { semContas: true, nome: null, autor: false, conteudo: false, avisoSiteUrl: null, painel: null };
  throw redirect('/admin/entrar');
}

export default function Painel() {
  const { semContas, nome, autor, conteudo, avisoSiteUrl, painel } = useLoaderData<typeof loader>();
  if (semContas || !painel) {
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
      <ResumoDoPainel painel={painel} />
      <div className="row g-4 mb-4">
        {painel.revisao ? <AguardandoRevisao lista={painel.revisao} /> : null}
        <MinhasEmAndamento
          lista={painel.meus}
          autor={autor}
          novaNoticia={
            // An empty form: the draft is created by its first save (issue 27, item 6).
            <Link to="/admin/noticias/nova" className="btn btn-primary">
              Nova notícia
            </Link>
          }
        />
        <Agendadas lista={painel.agendadas} />
        <UltimasAlteracoes mudancas={painel.mudancas} autor={autor} />
      </div>
      <nav aria-labelledby="secoes-titulo">
        <h2 id="secoes-titulo" className="h4">
          Seções
        </h2>
        <ul>
          <li>
            <a href="/admin/noticias">Notícias</a>: escrever, revisar, agendar e publicar.
          </li>
          {/* Every role may (conteudo.rascunhar): autores draft, editors publish. Not in the header, which keeps to one line at 1280 px. */}
          <li>
            <a href="/admin/agenda">Agenda</a>: os eventos do site e do calendário (CIB, assembleias, regionais, webinars…).
          </li>
          <li>
            <a href="/admin/deliberacoes">Deliberações da CIB-SUS/MG</a>: número, ementa, temas, o PDF oficial e a nota do COSEMS/MG.
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
      </nav>
    </>
  );
}
