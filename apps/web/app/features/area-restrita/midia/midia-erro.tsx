/** What a media page shows when it cannot answer: refused (403), not found (404), or failed. */
import { isRouteErrorResponse } from 'react-router';

const TITULOS: Record<number, string> = { 403: 'Acesso negado', 404: 'Arquivo não encontrado' };

export function MidiaErro({ error }: { error: unknown }) {
  const resposta = isRouteErrorResponse(error) ? error : null;
  return (
    <>
      <h1>{TITULOS[resposta?.status ?? 500] ?? 'Algo deu errado'}</h1>
      <p>{typeof resposta?.data === 'string' && resposta.data ? resposta.data : 'A página não pôde ser mostrada.'}</p>
      <a href="/admin/midia">Voltar para a biblioteca de mídia</a>
    </>
  );
}
