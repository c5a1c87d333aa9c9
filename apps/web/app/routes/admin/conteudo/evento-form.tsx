/**
 * An event's form (/admin/agenda/novo and /admin/agenda/{id}, issue 30): a plain POST that works
 * without JavaScript — date and time fields (type=date, type=time; São Paulo's clock), "o dia
 * inteiro", place and on-line link, a check box per regional council and per document of the media
 * library, the related news by number, the description in the news' rich-text editor (a textarea
 * of HTML until JavaScript runs) and the state. The choices come from the server for the session
 * (`opcoes`): an autor is offered only "Rascunho". Each refused field is named in the summary at
 * the top and beside it. Here, beside tipos.tsx, rather than in a feature: it uses the newsroom's
 * editor and the back office's form parts, two features.
 */
import {
  CAMPO_ANEXO,
  CAMPO_REGIAO,
  type ErroDeCampo,
  type EventoEditavel,
  LINK_EVENTO_MAX,
  LOCAL_EVENTO_MAX,
  type OpcoesDoFormulario,
  TITULO_EVENTO_MAX,
} from '@cosems/contracts';
import { Link } from 'react-router';
import { CaixasDeMarcar, Campo, MensagemDoCampo, Opcoes } from '../../../features/area-restrita/formularios/erros-de-campo';
import { FormularioDeSalvar } from '../../../features/area-restrita/formularios/formulario-de-salvar';
import { EditorTextoSobDemanda } from '../../../features/redacao/editor-texto-sob-demanda';
import { formatDate, formatDateTime } from '../../../lib/dates';

/** "18/03/2027 14:00", or "12/05/2027 (o dia inteiro)", in São Paulo. */
export function quando(e: Pick<EventoEditavel, 'inicio' | 'diaInteiro'>): string {
  return e.diaInteiro ? `${formatDate(e.inicio)} (o dia inteiro)` : formatDateTime(e.inicio);
}

interface Props {
  csrf: string;
  item: EventoEditavel | null;
  digitado: Record<string, string> | undefined;
  erro: string | null;
  erros: readonly ErroDeCampo[] | undefined;
  opcoes: OpcoesDoFormulario;
  voltar: string;
}

type Texto = 'titulo' | 'tipo' | 'dia' | 'hora' | 'fimDia' | 'fimHora' | 'local' | 'descricao' | 'estado';

export function EventoForm({ csrf, item, digitado, erro, erros, opcoes, voltar }: Props) {
  const valor = (campo: Texto) => digitado?.[campo] ?? item?.[campo] ?? '';
  const diaInteiro = digitado ? digitado.diaInteiro === 'sim' : (item?.diaInteiro ?? false);
  const marcado = (prefixo: string, guardados: readonly (string | number)[] | undefined) => (v: string) =>
    digitado ? digitado[`${prefixo}${v}`] === 'sim' : (guardados ?? []).map(String).includes(v);
  // Attachments already chosen that are not among the library's documents (an image) stay offered.
  const anexos = [
    ...(opcoes.anexos ?? []),
    ...(item?.anexos ?? []).filter((a) => !opcoes.anexos?.some((o) => o.valor === a)).map((a) => ({ valor: a, rotulo: a })),
  ];
  const estados = opcoes.estado ?? [];
  const campo = { erros };
  return (
    <FormularioDeSalvar csrf={csrf} versao={item?.versao} erro={erro} erros={erros} className="cosems-admin-estreito">
      <Campo {...campo} campo="titulo" rotulo="Título">
        {(a) => <input {...a} defaultValue={valor('titulo')} maxLength={TITULO_EVENTO_MAX} required autoComplete="off" />}
      </Campo>
      <Campo {...campo} campo="tipo" rotulo="Tipo" base="form-select">
        {(a) => (
          <select {...a} defaultValue={valor('tipo') || 'cib'}>
            <Opcoes de={opcoes.tipo} />
          </select>
        )}
      </Campo>
      <fieldset className="mb-3">
        <legend className="h6">Quando (horário de Brasília)</legend>
        <div className="row g-3">
          <Campo {...campo} campo="dia" rotulo="Data de início" className="col-sm-6">
            {(a) => <input {...a} type="date" defaultValue={valor('dia')} required />}
          </Campo>
          <Campo {...campo} campo="hora" rotulo="Hora de início" className="col-sm-6">
            {(a) => <input {...a} type="time" defaultValue={valor('hora')} />}
          </Campo>
          <div className="col-12">
            <div className="form-check">
              <input
                type="checkbox"
                id="diaInteiro"
                name="diaInteiro"
                value="sim"
                className="form-check-input"
                defaultChecked={diaInteiro}
                aria-describedby="diaInteiro-dica"
              />
              <label htmlFor="diaInteiro" className="form-check-label">
                O dia inteiro
              </label>
              <div id="diaInteiro-dica" className="form-text">
                Marcado, as horas são ignoradas: o evento ocupa os dias, da data de início à de término.
              </div>
            </div>
          </div>
          <Campo {...campo} campo="fimDia" rotulo="Data de término" opcional className="col-sm-6">
            {(a) => <input {...a} type="date" defaultValue={valor('fimDia')} />}
          </Campo>
          <Campo
            {...campo}
            campo="fimHora"
            rotulo="Hora de término"
            opcional
            className="col-sm-6"
            dica="Sem data de término, termina no mesmo dia."
          >
            {(a) => <input {...a} type="time" defaultValue={valor('fimHora')} />}
          </Campo>
        </div>
      </fieldset>
      <Campo {...campo} campo="local" rotulo="Local" dica="Endereço e cidade. Deixe em branco se for só on-line.">
        {(a) => <input {...a} defaultValue={valor('local')} maxLength={LOCAL_EVENTO_MAX} autoComplete="off" />}
      </Campo>
      <Campo {...campo} campo="linkOnline" rotulo="Link on-line" opcional dica="A sala ou a transmissão, começando com https://.">
        {(a) => (
          <input
            {...a}
            type="url"
            defaultValue={digitado?.linkOnline ?? item?.linkOnline ?? ''}
            maxLength={LINK_EVENTO_MAX}
            autoComplete="off"
          />
        )}
      </Campo>
      <fieldset
        id="regioes"
        tabIndex={-1}
        className="mb-3"
        aria-describedby={erros?.some((e) => e.campo === 'regioes') ? 'regioes-erro' : 'regioes-dica'}
      >
        <legend className="h6">Regionais</legend>
        <p id="regioes-dica" className="form-text mt-0">
          Os conselhos regionais a que o evento diz respeito. Nenhuma marcada: todas.
        </p>
        <MensagemDoCampo erros={erros} campo="regioes" />
        <CaixasDeMarcar opcoes={opcoes.regioes ?? []} nome={(v) => `${CAMPO_REGIAO}${v}`} marcado={marcado(CAMPO_REGIAO, item?.regioes)} />
      </fieldset>
      <div className="mb-3">
        <EditorTextoSobDemanda id="descricao" name="descricao" label="Descrição" defaultValue={valor('descricao')} />
        <MensagemDoCampo erros={erros} campo="descricao" />
      </div>
      <fieldset id="anexos" tabIndex={-1} className="mb-3">
        <legend className="h6">Anexos</legend>
        <p className="form-text mt-0">
          Documentos da <Link to="/admin/midia">biblioteca de mídia</Link> (a pauta, a apresentação): envie-os lá primeiro.
        </p>
        <MensagemDoCampo erros={erros} campo="anexos" />
        {anexos.length ? (
          <CaixasDeMarcar
            opcoes={anexos}
            nome={(v) => `${CAMPO_ANEXO}${v}`}
            marcado={marcado(CAMPO_ANEXO, item?.anexos)}
            colunas="row-cols-1 row-cols-md-2"
          />
        ) : (
          <p>Nenhum documento na biblioteca de mídia.</p>
        )}
      </fieldset>
      <Campo
        {...campo}
        campo="noticias"
        rotulo="Notícias relacionadas"
        opcional
        dica="Os números das notícias (o da página de cada uma, /noticia/número), separados por vírgula."
        depois={
          opcoes.noticias?.length ? (
            <details className="mt-2">
              <summary>Números das notícias mais recentes</summary>
              <ul className="small mb-0">
                {opcoes.noticias.map((o) => (
                  <li key={o.valor}>
                    nº {o.valor}: {o.rotulo}
                  </li>
                ))}
              </ul>
            </details>
          ) : null
        }
      >
        {(a) => (
          <input {...a} defaultValue={digitado?.noticias ?? item?.noticias.join(', ') ?? ''} inputMode="numeric" autoComplete="off" />
        )}
      </Campo>
      <Campo
        {...campo}
        campo="estado"
        rotulo="Situação"
        base="form-select"
        dica={
          estados.length > 1
            ? 'Rascunho não aparece no site. Cancelado continua no site e nos calendários assinados, marcado como cancelado.'
            : 'Você salva rascunhos; um editor confere e publica.'
        }
      >
        {(a) => (
          <select {...a} defaultValue={estados.some((o) => o.valor === valor('estado')) ? valor('estado') : estados[0]?.valor}>
            <Opcoes de={estados} />
          </select>
        )}
      </Campo>
      <div className="d-flex flex-wrap gap-3 align-items-center">
        <button type="submit" className="btn btn-primary">
          {item ? 'Salvar' : 'Criar evento'}
        </button>
        <Link to={voltar}>Cancelar</Link>
      </div>
    </FormularioDeSalvar>
  );
}
