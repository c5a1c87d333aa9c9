import { data } from 'react-router';
import { NotFoundView } from '../components/layout/error-views';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/nao-encontrada';

// The page answers with HTTP 404, so crawlers and tools see a real not-found.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    titulo: 'Página não encontrada – COSEMS/MG',
    descricao: 'A página procurada não existe no site do COSEMS/MG.',
    indexar: false,
  });

export default function NaoEncontrada() {
  return <NotFoundView />;
}
