/**
 * /admin/copia ("Cópia de segurança"), for administrators (permissoes.ts, conteudo.exportar): what
 * the backup holds and how to restore it, and the download. The download itself,
 * /admin/copia/baixar, is served by the back office's server context, which streams the archive
 * from the database (server/back-office.ts); this page only links to it.
 */
import { pode } from '@cosems/contracts';
import { useLoaderData } from 'react-router';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/copia';

export const meta: Route.MetaFunction = () => [{ title: 'Cópia de segurança | Área restrita | COSEMS/MG' }];

export function loader({ context, request }: Route.LoaderArgs) {
  const { session } = requireSession(context, request);
  if (!pode(session.usuario.papel, 'conteudo.exportar')) {
    throw new Response('Só administradores baixam a cópia de segurança.', { status: 403 });
  }
  // The name the download will have today (Brasília), shown in the restore command.
  const dia = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
  return { arquivo: `cosems-conteudo-${dia}.tar.gz` };
}

export default function Copia() {
  const { arquivo } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Cópia de segurança</h1>
      <p>
        Baixe todo o conteúdo do site num só arquivo compactado (<code>.tar.gz</code>), no formato do pacote de conteúdo. Guarde-o fora do
        servidor: com ele, o site volta a responder exatamente como respondia no momento do download.
      </p>
      <p>
        <a className="btn btn-primary" href="/admin/copia/baixar" download={arquivo}>
          Baixar a cópia de segurança
        </a>
      </p>
      <p className="small text-body-secondary">O download fica no registro de auditoria: quem baixou, quando e de que endereço.</p>

      <h2 className="h4 mt-4">O que a cópia contém</h2>
      <ul>
        <li>as notícias, com a situação de cada uma (rascunho, em revisão, publicada, agendada ou despublicada) e suas datas;</li>
        <li>as regionais, com os municípios, o presidente e os apoiadores;</li>
        <li>a equipe, a diretoria e os ex-presidentes;</li>
        <li>os documentos jurídicos, as publicações, os parceiros e os links úteis;</li>
        <li>todas as imagens (com o texto alternativo e o ponto focal) e todos os PDFs, inclusive o estatuto.</li>
      </ul>

      <h2 className="h4 mt-4">O que a cópia não contém</h2>
      <p>
        As contas (senhas e verificação em duas etapas), as sessões, o registro de auditoria, as revisões das notícias, as marcas de edição
        e os links de prévia. Eles ficam só no banco de dados: para guardá-los também, copie o banco (a pasta de dados com o site parado, ou{' '}
        <code>pg_dump</code> no PostgreSQL), como explica o README na seção “Cópia de segurança e restauração”.
      </p>

      <h2 className="h4 mt-4">Como restaurar</h2>
      <p>No servidor, na pasta do site:</p>
      {/* Wraps instead of scrolling: a phone shows the whole command, and no region needs the keyboard to scroll. */}
      <pre className="bg-light border rounded p-3 text-wrap text-break">
        <code>npm run content -- import {arquivo}</code>
      </pre>
      <p>
        A importação confere o arquivo inteiro antes de gravar qualquer coisa; um arquivo danificado não muda nada. Ela{' '}
        <strong>substitui todo o conteúdo</strong> do site pelo da cópia (as contas continuam). Com o banco embutido, pare o site antes de
        importar.
      </p>
    </>
  );
}
