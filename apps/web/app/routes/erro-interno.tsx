import { data } from 'react-router';
import { InternalErrorView } from '../components/layout/error-views';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/erro-interno';

export function loader() {
  return data(null, { status: 500 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { titulo: 'Erro interno – COSEMS/MG', descricao: 'Ocorreu um erro interno no site do COSEMS/MG.', indexar: false });

export default function ErroInterno() {
  return <InternalErrorView />;
}
