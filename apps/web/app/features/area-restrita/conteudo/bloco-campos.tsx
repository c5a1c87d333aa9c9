/**
 * The fields of the site's blocks (/admin/blocos/{chave}), named as lerBloco (@cosems/contracts)
 * reads them. Lists (links, social networks, accordion items) are rows: a blank row at the end adds
 * one, "Remover ao salvar" takes one out; lists of lines (address, phones) are text areas with one
 * item per line; texts are text areas with paragraphs separated by a blank line.
 */
import {
  type Blocos,
  type ChaveBloco,
  CHAVES_DE_DESTINO,
  DESTINOS_EXTERNOS,
  type ErroDeCampo,
  juntarLinhas,
  juntarParagrafos,
  type LinkRotulado,
  type TextoComTitulo,
  type TopicoDoEstatuto,
} from '@cosems/contracts';
import { Campo as CampoRotulado } from '../formularios/erros-de-campo';

/** What a block's page says after a save (the registry's answer: saved, or nothing changed). */
export const avisoDoBlocoSalvo = (semMudanca: boolean | undefined) =>
  semMudanca ? 'Nada mudou: o bloco já estava assim.' : 'Salvo. O site e a API já mostram a mudança.';

type Erros = readonly ErroDeCampo[] | null | undefined;
/** What was typed, when a save was refused (the fields show it again), else null. */
type Campos = Readonly<Record<string, string>> | null;

function Campo({
  nome,
  rotulo,
  valor,
  campos,
  erros,
  dica,
  area,
  linhas = 4,
  tipo = 'text',
  max,
}: {
  nome: string;
  rotulo: string;
  valor: string;
  campos: Campos;
  erros: Erros;
  dica?: string;
  area?: boolean;
  linhas?: number;
  tipo?: string;
  max?: number;
}) {
  const inicial = campos ? (campos[nome] ?? '') : valor;
  return (
    <CampoRotulado erros={erros} campo={nome} rotulo={rotulo} dica={dica}>
      {(a) =>
        area ? (
          <textarea rows={linhas} defaultValue={inicial} maxLength={max} {...a} />
        ) : (
          <input type={tipo} defaultValue={inicial} maxLength={max} autoComplete="off" {...a} />
        )
      }
    </CampoRotulado>
  );
}

/** Row numbers of a list as typed (from the submitted fields) or as stored, plus one blank row. */
function linhasDe<T>(campos: Campos, prefixo: string, guardados: readonly T[], doCampo: (i: string) => T): (T | null)[] {
  if (!campos) return [...guardados, null];
  const indices = [...new Set(Object.keys(campos).flatMap((k) => new RegExp(`^${prefixo}-(\\d+)-`).exec(k)?.[1] ?? []))];
  return indices.sort((a, b) => Number(a) - Number(b)).map(doCampo);
}

function Remover({ prefixo }: { prefixo: string }) {
  return (
    <div className="form-check">
      <input className="form-check-input" type="checkbox" id={`${prefixo}-remover`} name={`${prefixo}-remover`} value="sim" />
      <label className="form-check-label" htmlFor={`${prefixo}-remover`}>
        Remover ao salvar
      </label>
    </div>
  );
}

/** Rows of links (text and address). */
function ListaDeLinks({
  prefixo,
  rotulo,
  itens,
  campos,
  erros,
}: {
  prefixo: string;
  rotulo: string;
  itens: readonly LinkRotulado[];
  campos: Campos;
  erros: Erros;
}) {
  const linhas = linhasDe(campos, prefixo, itens, (i) => ({
    titulo: campos?.[`${prefixo}-${i}-titulo`] ?? '',
    url: campos?.[`${prefixo}-${i}-url`] ?? '',
  }));
  return (
    <>
      {linhas.map((l, i) => {
        const p = `${prefixo}-${i}`;
        const novo = l === null;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the row's number is its fields' number
          <fieldset key={i} className="border rounded p-3 mb-3">
            <legend className="float-none w-auto px-2 fs-6 fw-bold mb-0">
              {novo ? `Novo: ${rotulo.toLowerCase()}` : `${rotulo} ${i + 1}`}
            </legend>
            <div className="row g-2">
              <div className="col-12 col-md-5">
                <Campo nome={`${p}-titulo`} rotulo="Texto do link" valor={l?.titulo ?? ''} campos={null} erros={erros} max={120} />
              </div>
              <div className="col-12 col-md-7">
                <Campo
                  nome={`${p}-url`}
                  rotulo="Endereço"
                  valor={l?.url ?? ''}
                  campos={null}
                  erros={erros}
                  max={500}
                  dica="Um caminho do site (/publicacoes) abre na mesma aba; um endereço (https://…), numa nova."
                />
              </div>
            </div>
            {novo ? null : <Remover prefixo={p} />}
          </fieldset>
        );
      })}
    </>
  );
}

/** Rows of titled texts (the Institutional page's accordion items). */
function ListaDeTextos({
  prefixo,
  itens,
  campos,
  erros,
}: {
  prefixo: string;
  itens: readonly TextoComTitulo[];
  campos: Campos;
  erros: Erros;
}) {
  const linhas = linhasDe(campos, prefixo, itens, (i) => ({
    titulo: campos?.[`${prefixo}-${i}-titulo`] ?? '',
    paragrafos: [campos?.[`${prefixo}-${i}-texto`] ?? ''],
  }));
  return (
    <>
      {linhas.map((t, i) => {
        const p = `${prefixo}-${i}`;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the row's number is its fields' number
          <fieldset key={i} className="border rounded p-3 mb-3">
            <legend className="float-none w-auto px-2 fs-6 fw-bold mb-0">{t === null ? 'Novo item' : `Item ${i + 1}`}</legend>
            <Campo nome={`${p}-titulo`} rotulo="Título" valor={t?.titulo ?? ''} campos={null} erros={erros} max={200} />
            <Campo
              nome={`${p}-texto`}
              rotulo="Texto"
              valor={juntarParagrafos(t?.paragrafos ?? [])}
              campos={null}
              erros={erros}
              area
              linhas={5}
              dica="Separe os parágrafos com uma linha em branco."
            />
            {t === null ? null : <Remover prefixo={p} />}
          </fieldset>
        );
      })}
    </>
  );
}

/**
 * The statute's topics: title, page and position of each; a blank row adds one, "Remover ao salvar"
 * takes one out, the positions give the menu's order (rows without one keep their place).
 */
function ListaDeTopicos({
  itens,
  paginas,
  campos,
  erros,
}: {
  itens: readonly TopicoDoEstatuto[];
  paginas: number;
  campos: Campos;
  erros: Erros;
}) {
  // Rows as text: what was typed, or the stored topics with their positions 1, 2, 3…
  type Linha = { titulo: string; pagina: string; posicao: string };
  const guardados: Linha[] = itens.map((t, i) => ({ titulo: t.titulo, pagina: String(t.pagina), posicao: String(i + 1) }));
  const linhas = linhasDe<Linha>(campos, 'topico', guardados, (i) => ({
    titulo: campos?.[`topico-${i}-titulo`] ?? '',
    pagina: campos?.[`topico-${i}-pagina`] ?? '',
    posicao: campos?.[`topico-${i}-posicao`] ?? '',
  }));
  return (
    <>
      {linhas.map((l, i) => {
        const p = `topico-${i}`;
        const novo = l === null;
        const pagina = l?.pagina ?? '';
        const posicao = l?.posicao ?? '';
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the row's number is its fields' number
          <fieldset key={i} className="border rounded p-3 mb-3">
            <legend className="float-none w-auto px-2 fs-6 fw-bold mb-0">{novo ? 'Novo tópico' : `Tópico ${i + 1}`}</legend>
            <div className="row g-2">
              <div className="col-12 col-md-8">
                <Campo nome={`${p}-titulo`} rotulo="Título" valor={l?.titulo ?? ''} campos={null} erros={erros} max={200} />
              </div>
              <div className="col-6 col-md-2">
                <Campo
                  nome={`${p}-pagina`}
                  rotulo="Página"
                  valor={pagina}
                  campos={null}
                  erros={erros}
                  tipo="number"
                  dica={`De 1 a ${paginas}.`}
                />
              </div>
              <div className="col-6 col-md-2">
                <Campo nome={`${p}-posicao`} rotulo="Posição no menu" valor={posicao} campos={null} erros={erros} tipo="number" />
              </div>
            </div>
            {novo ? null : <Remover prefixo={p} />}
          </fieldset>
        );
      })}
    </>
  );
}

const DICA_PARAGRAFOS = 'Separe os parágrafos com uma linha em branco.';
const DICA_LINHAS = 'Uma por linha.';

/** The fields of block `chave`, filled with `dados` (or with what was typed, `campos`). */
export function CamposDoBloco<K extends ChaveBloco>({
  chave,
  dados,
  campos,
  erros,
}: {
  chave: K;
  dados: Blocos[K];
  campos: Campos;
  erros: Erros;
}) {
  const c = { campos, erros };
  switch (chave) {
    case 'acesso-rapido': {
      const d = dados as Blocos['acesso-rapido'];
      return <ListaDeLinks prefixo="link" rotulo="Link" itens={d.links} {...c} />;
    }
    case 'video': {
      const d = dados as Blocos['video'];
      return (
        <>
          <Campo nome="titulo" rotulo="Título do vídeo" valor={d.titulo} max={120} {...c} dica="Aparece no botão “Assistir”." />
          <Campo
            nome="url"
            rotulo="Endereço do vídeo no YouTube"
            valor={d.url}
            max={500}
            {...c}
            dica="Como https://www.youtube.com/watch?v=… ou https://youtu.be/…; em branco, a página inicial não mostra vídeo."
          />
          <Campo
            nome="canal"
            rotulo="Canal de vídeos"
            valor={d.canal}
            max={500}
            {...c}
            dica="O link “Ver mais vídeos no nosso canal”; pode ficar em branco."
          />
        </>
      );
    }
    case 'agenda-inicial': {
      const d = dados as Blocos['agenda-inicial'];
      // What was sent, when the form comes back; else what is stored.
      const ligado = campos ? campos.mostrar === 'sim' : d.mostrar;
      return (
        <div className="form-check form-switch mb-3">
          <input className="form-check-input" type="checkbox" id="mostrar" name="mostrar" value="sim" defaultChecked={ligado} />
          <label className="form-check-label" htmlFor="mostrar">
            Mostrar os próximos eventos da agenda na página inicial
          </label>
        </div>
      );
    }
    case 'acordo-divida': {
      const d = dados as Blocos['acordo-divida'];
      return (
        <>
          <Campo nome="titulo" rotulo="Título" valor={d.titulo} max={200} {...c} />
          <Campo nome="texto" rotulo="Texto" valor={d.texto} area max={1500} {...c} />
          <Campo nome="url" rotulo="Link do “Saiba mais”" valor={d.url} max={500} {...c} />
        </>
      );
    }
    case 'rodape': {
      const d = dados as Blocos['rodape'];
      return (
        <>
          <Campo nome="sobre" rotulo="Sobre nós" valor={d.sobre} area max={800} {...c} />
          <Campo nome="endereco" rotulo="Endereço" valor={juntarLinhas(d.endereco)} area dica={DICA_LINHAS} {...c} />
          <Campo
            nome="horarios"
            rotulo="Horário de atendimento"
            valor={juntarLinhas(d.horarios)}
            area
            linhas={3}
            dica={DICA_LINHAS}
            {...c}
          />
          <Campo
            nome="telefones"
            rotulo="Telefones"
            valor={juntarLinhas(d.telefones)}
            area
            linhas={3}
            dica="Um por linha, com DDD, como (31) 3333-4444."
            {...c}
          />
          <Campo nome="email" rotulo="E-mail" valor={d.email} tipo="email" max={254} {...c} />
          <h2 className="h5 mt-4">Redes sociais</h2>
          <ListaDeLinks prefixo="rede" rotulo="Rede social" itens={d.redesSociais} {...c} />
        </>
      );
    }
    case 'missao': {
      const d = dados as Blocos['missao'];
      return (
        <>
          {d.itens.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: four texts in a fixed order
            <fieldset key={i} className="border rounded p-3 mb-3">
              <legend className="float-none w-auto px-2 fs-6 fw-bold mb-0">
                {['Missão', 'Visão', 'Valores', 'Negócio'][i] ?? `Texto ${i + 1}`}
              </legend>
              <Campo nome={`item-${i}-titulo`} rotulo={`Título ${i + 1}`} valor={t.titulo} max={200} {...c} />
              <Campo
                nome={`item-${i}-texto`}
                rotulo={`Texto ${i + 1}`}
                valor={juntarParagrafos(t.paragrafos)}
                area
                dica={DICA_PARAGRAFOS}
                {...c}
              />
            </fieldset>
          ))}
        </>
      );
    }
    case 'institucional': {
      const d = dados as Blocos['institucional'];
      return (
        <>
          <Campo
            nome="introducao"
            rotulo="Apresentação"
            valor={juntarParagrafos(d.introducao)}
            area
            linhas={8}
            dica={DICA_PARAGRAFOS}
            {...c}
          />
          <h2 className="h5 mt-4">Itens do acordeão (“Instâncias e representação”)</h2>
          <ListaDeTextos prefixo="item" itens={d.itens} {...c} />
        </>
      );
    }
    case 'estatuto': {
      const d = dados as Blocos['estatuto'];
      return (
        <>
          {/* The page count is the stored PDF's: carried back, never typed (the save keeps the stored one). */}
          <input type="hidden" name="paginas" value={d.paginas} />
          <ListaDeTopicos itens={d.topicos} paginas={d.paginas} {...c} />
        </>
      );
    }
    case 'enderecos': {
      const d = dados as Blocos['enderecos'];
      return (
        <>
          {CHAVES_DE_DESTINO.map((chave) => (
            <Campo
              key={chave}
              nome={chave}
              rotulo={DESTINOS_EXTERNOS[chave].rotulo}
              valor={d[chave]}
              max={500}
              dica={`Em: ${DESTINOS_EXTERNOS[chave].onde}. Um endereço (https://…) abre numa nova aba; um caminho do site (/publicacoes), na mesma.`}
              {...c}
            />
          ))}
          <Campo
            nome="desenvolvedorNome"
            rotulo="Nome no crédito do rodapé"
            valor={d.desenvolvedorNome}
            max={120}
            dica="O texto do link “Desenvolvido por …”; o endereço é o do campo “Desenvolvido por” acima."
            {...c}
          />
        </>
      );
    }
    default:
      return null;
  }
}
