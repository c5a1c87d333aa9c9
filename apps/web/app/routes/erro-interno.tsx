import { data } from 'react-router';
import { PaginaErroInterno } from '../components/layout/paginas-erro';
import type { Route } from './+types/erro-interno';

export function loader() {
  return data(null, { status: 500 });
}

export const meta: Route.MetaFunction = () => [{ title: 'Erro interno – COSEMS/MG' }];

export default function ErroInterno() {
  return <PaginaErroInterno />;
}
