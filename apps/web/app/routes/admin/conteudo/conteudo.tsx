/**
 * /admin/conteudo ("Conteúdo do site"), for those who may edit it (permissoes.ts,
 * conteudo.editar): the index of every part of the site that is not a news item, each with its
 * own list and form. One line per area, in the order the public site shows them.
 */
import { pode } from '@cosems/contracts';
import { Link } from 'react-router';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/conteudo';

export const meta: Route.MetaFunction = () => [{ title: 'Conteúdo do site | Área restrita | COSEMS/MG' }];

interface Area {
  caminho: string;
  nome: string;
  descricao: string;
}

/** The editable areas. Each area's page is its own route (routes.ts). */
const AREAS: readonly Area[] = [
  {
    caminho: '/admin/regionais',
    nome: 'Regionais',
    descricao: 'os 28 conselhos regionais: presidente, apoiadores e municípios.',
  },
  { caminho: '/admin/blocos/acesso-rapido', nome: 'Acesso rápido', descricao: 'os links da barra no alto da página inicial.' },
  {
    caminho: '/admin/parceiros',
    nome: 'Parceiros',
    descricao: 'os órgãos e parceiros do carrossel e do rodapé: nome, logotipo, link e ordem.',
  },
  { caminho: '/admin/links-uteis', nome: 'Links úteis', descricao: 'os links da página inicial (4 colunas de 5), na ordem.' },
  { caminho: '/admin/logos', nome: 'Logo do site', descricao: 'o logo do cabeçalho e do banner, escolhido entre os enviados.' },
  { caminho: '/admin/blocos/video', nome: 'Vídeo institucional', descricao: 'o vídeo da página inicial e o link do canal.' },
  { caminho: '/admin/blocos/acordo-divida', nome: 'Acordo da dívida', descricao: 'o bloco da página inicial e o seu “Saiba mais”.' },
  { caminho: '/admin/blocos/agenda-inicial', nome: 'Próximos eventos', descricao: 'mostrar ou não o bloco da agenda na página inicial.' },
  { caminho: '/admin/blocos/missao', nome: 'Missão, Visão e Valores', descricao: 'os quatro textos da página.' },
  { caminho: '/admin/blocos/institucional', nome: 'Institucional', descricao: 'a apresentação e os itens do acordeão.' },
  { caminho: '/admin/blocos/rodape', nome: 'Rodapé', descricao: 'sobre nós, endereço, horário, telefones, e-mail e redes sociais.' },
  {
    caminho: '/admin/blocos/enderecos',
    nome: 'Endereços externos do menu',
    descricao: 'para onde levam os links externos do menu (Fórum, Transparência, Portarias…), a Pasta de TCC e o crédito do rodapé.',
  },
  {
    caminho: '/admin/diretoria',
    nome: 'Diretoria',
    descricao: 'os cargos, na ordem da página, e quem ocupa cada um (nome e secretaria municipal de saúde).',
  },
  {
    caminho: '/admin/equipe',
    nome: 'Equipe',
    descricao: 'os grupos, na ordem da página, e seus membros (nome e e-mail).',
  },
  {
    caminho: '/admin/juridico',
    nome: 'Espaço Jurídico',
    descricao: 'notas técnicas, pareceres, orientações, informes e recomendações: data, descrição e o PDF ou o link.',
  },
  {
    caminho: '/admin/publicacoes',
    nome: 'Publicações',
    descricao: 'título e o PDF ou o link de cada publicação; a “Ultima Mudança” acompanha o arquivo.',
  },
  {
    caminho: '/admin/deliberacoes',
    nome: 'Deliberações da CIB-SUS/MG',
    descricao: 'número, data, ementa, temas, o PDF ou o link da SES-MG, a nota do COSEMS/MG; autores salvam rascunhos.',
  },
  {
    caminho: '/admin/presidentes',
    nome: 'Galeria dos Presidentes',
    descricao: 'nome, período e retrato (da biblioteca de mídia) de cada ex-presidente, na ordem da galeria.',
  },
  {
    caminho: '/admin/agenda',
    nome: 'Agenda',
    descricao: 'os eventos (CIB, assembleias, conselhos, regionais, congresso, webinars): data e hora, local ou link, regionais e anexos.',
  },
  {
    caminho: '/admin/estatuto',
    nome: 'Estatuto',
    descricao: 'o PDF do estatuto (uma versão nova) e o menu de tópicos com a página de cada um.',
  },
];

export function loader({ context, request }: Route.LoaderArgs) {
  const { session } = requireSession(context, request);
  if (!pode(session.usuario.papel, 'conteudo.editar')) {
    throw new Response('Só editores e administradores editam o conteúdo do site.', { status: 403 });
  }
  return null;
}

export default function Conteudo() {
  return (
    <>
      <h1>Conteúdo do site</h1>
      <p>O que o site mostra além das notícias. Cada alteração salva aparece no site e na API em menos de um segundo.</p>
      <ul>
        {AREAS.map((area) => (
          <li key={area.caminho}>
            <Link to={area.caminho}>{area.nome}</Link>: {area.descricao}
          </li>
        ))}
      </ul>
    </>
  );
}
