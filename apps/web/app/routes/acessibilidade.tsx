import { SHORTCUTS, MAX_FONT_STEP, FONT_SIZES } from '../components/acessibilidade/preferences';
import { Breadcrumbs } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/acessibilidade';
import { breadcrumbTrail } from '../lib/site-map';

// Through seo(): canonical, Open Graph and Twitter tags like every other page.
export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    titulo: 'Acessibilidade | COSEMS/MG',
    descricao: 'Recursos de acessibilidade do site do COSEMS/MG: atalhos de teclado, alto contraste e tamanho do texto.',
  });

/** The accessibility page (eMAG): what the bar offers and how to use the site by keyboard. */
export default function Acessibilidade() {
  return (
    <div className="container py-4 cosems-texto-acessibilidade">
      <Breadcrumbs items={breadcrumbTrail('acessibilidade')} />
      <PageTitle>Acessibilidade</PageTitle>
      <p>
        Este site segue as recomendações do Modelo de Acessibilidade em Governo Eletrônico (eMAG) e as Diretrizes de Acessibilidade para
        Conteúdo Web (WCAG 2.2, nível AA), para que todas as pessoas possam usá-lo, inclusive quem navega só pelo teclado, usa leitor de
        tela ou precisa de mais contraste ou de letras maiores.
      </p>

      <h2 className="h4 mt-4">Atalhos de teclado</h2>
      <p>
        No topo de todas as páginas há uma barra de acessibilidade com links para as principais regiões da página. Os mesmos destinos podem
        ser alcançados com as teclas de atalho abaixo:
      </p>
      <table className="table table-bordered w-auto">
        <caption className="caption-top">Teclas de atalho do site</caption>
        <thead>
          <tr>
            <th scope="col">Atalho</th>
            <th scope="col">Destino</th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((a) => (
            <tr key={a.alvo}>
              <td>
                <kbd>Alt</kbd> + <kbd>{a.tecla}</kbd>
              </td>
              <td>{a.rotulo.replace(/^Ir para /, '').replace(/^o |^a /, (m) => m.toUpperCase())}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Em alguns navegadores (por exemplo, o Firefox) a combinação <kbd>Alt</kbd> + número já é usada: use então <kbd>Alt</kbd> +{' '}
        <kbd>Shift</kbd> + número. No celular, o atalho da busca leva ao botão que abre a Pesquisa Manual.
      </p>
      <p>
        A tecla <kbd>Tab</kbd> percorre os links e botões da página e <kbd>Shift</kbd> + <kbd>Tab</kbd> volta. Nos menus, <kbd>Enter</kbd>{' '}
        ou <kbd>Espaço</kbd> abrem a lista e as setas para cima e para baixo passam pelos itens; <kbd>Esc</kbd> fecha. Os carrosséis têm
        botões para pausar, avançar e voltar.
      </p>

      <h2 className="h4 mt-4">Alto contraste</h2>
      <p>
        O botão <strong>Alto contraste</strong>, na barra de acessibilidade, troca as cores do site por texto branco e links amarelos sobre
        fundo preto. Clique de novo para voltar às cores normais.
      </p>

      <h2 className="h4 mt-4">Tamanho do texto</h2>
      <p>
        Os botões <strong>A+</strong> e <strong>A-</strong> aumentam e diminuem o texto de todo o site, em até {MAX_FONT_STEP} passos para
        cada lado (de {FONT_SIZES[-MAX_FONT_STEP]}% a {FONT_SIZES[MAX_FONT_STEP]}% do tamanho normal). Você também pode usar o zoom do
        navegador (<kbd>Ctrl</kbd> + <kbd>+</kbd> e <kbd>Ctrl</kbd> + <kbd>-</kbd>).
      </p>
      <p>
        As escolhas de contraste e de tamanho do texto ficam guardadas neste navegador e valem para todas as páginas e para as próximas
        visitas.
      </p>

      <h2 className="h4 mt-4">Outros recursos</h2>
      <ul>
        <li>Todas as imagens com conteúdo têm texto alternativo.</li>
        <li>Links que abrem em nova aba avisam isso aos leitores de tela.</li>
        <li>Ao mudar de página, o foco vai para o título da nova página.</li>
        <li>
          Encontrou alguma barreira? Escreva para o e-mail de contato do <a href="#rodape">rodapé</a> contando onde.
        </li>
      </ul>
    </div>
  );
}
