/**
 * /admin/entrar/codigos-de-recuperacao: right after the two-factor set-up, the 10 recovery codes,
 * made when this page is first loaded and shown this once (the database keeps only their hashes).
 * A reload, or any later visit, says they were already shown.
 */
import { Link, useLoaderData } from 'react-router';
import { BotaoCopiar } from '../../../features/area-restrita/formularios/botao-copiar';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/entrar-codigos-de-recuperacao';

export const meta: Route.MetaFunction = () => [{ title: 'Códigos de recuperação | Área restrita | COSEMS/MG' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { backOffice, session } = requireSession(context, request);
  return { codigos: await backOffice.port.takeRecoveryCodes(session, backOffice.quem) };
}

export default function CodigosDeRecuperacao() {
  const { codigos } = useLoaderData<typeof loader>();
  if (!codigos) {
    return (
      <div className="cosems-admin-estreito">
        <h1>Códigos de recuperação</h1>
        <p>
          Os códigos de recuperação desta conta já foram mostrados, uma vez só, logo depois da configuração da verificação em duas etapas.
          Se você os perdeu, peça a um administrador que refaça a sua verificação em duas etapas.
        </p>
        <Link to="/admin" className="btn btn-primary">
          Continuar para a área restrita
        </Link>
      </div>
    );
  }
  return (
    <div className="cosems-admin-estreito">
      <h1>Verificação em duas etapas configurada</h1>
      <p>
        Guarde estes <strong>10 códigos de recuperação</strong> num lugar seguro (impressos, ou num gerenciador de senhas). Cada um permite
        entrar uma vez sem o aplicativo, se o celular for perdido. Eles não serão mostrados de novo.
      </p>
      <ol id="codigos-de-recuperacao" className="cosems-codigos-recuperacao font-monospace fs-5" aria-label="Códigos de recuperação">
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ol>
      <BotaoCopiar campo="codigos-de-recuperacao" descricao="os códigos de recuperação" copiado="Códigos copiados." imprimir />
      <Link to="/admin" className="btn btn-primary mt-3 d-print-none">
        Continuar para a área restrita
      </Link>
    </div>
  );
}
