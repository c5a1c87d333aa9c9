/** What a legal-document or publication page shows when it cannot answer: refused (403), not found (404), or failed. */
import { isRouteErrorResponse, Link } from 'react-router';

const TITULOS: Record<number, string> = { 403: 'Acesso negado', 404: 'Não encontrado' };

export function DocumentosErro({ error, voltar }: { error: unknown; voltar: { endereco: string; nome: string } }) {
  const resposta = isRouteErrorResponse(error) ? error : null;
  return (
    <>
      <h1>{TITULOS[resposta?.status ?? 500] ?? 'Algo deu errado'}</h1>
      <p>{typeof resposta?.data === 'string' && resposta.data ? resposta.data : 'A página não pôde ser mostrada.'}</p>
      <Link to={voltar.endereco}>{voltar.nome}</Link>
    </>
  );
}
