import { Link } from 'react-router';
import { PageTitle } from '../ui/page-title';

/** docs/produto.md §2/§8: the not-found page. */
export function NotFoundView() {
  return (
    <div className="cosems-erro container">
      <PageTitle>Pagina não encontrada 404</PageTitle>
      <p>O endereço acessado não existe ou foi removido.</p>
      <Link to="/" className="btn btn-primary">
        Voltar para a página inicial
      </Link>
    </div>
  );
}

/** docs/produto.md §2/§8: the internal-error page, with the apology that the team was notified. */
export function InternalErrorView() {
  return (
    <div className="cosems-erro container">
      <PageTitle>Erro Interno 500</PageTitle>
      <p>Desculpe, ocorreu um erro inesperado. Nossa equipe já foi notificada e está trabalhando para resolver o problema.</p>
      {/* A plain link: after an error the client state may be broken, so reload the page fully. */}
      <a href="/" className="btn btn-primary">
        Voltar para a página inicial
      </a>
    </div>
  );
}
