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
import { useEffect, useRef, useState } from 'react';
import { Form, Link } from 'react-router';
import { CsrfField } from '../../../features/area-restrita/formularios/csrf-field';
import { atributosDoCampo, MensagemDoCampo, ResumoDeErros } from '../../../features/area-restrita/formularios/erros-de-campo';
import type { EditorTexto as Editor } from '../../../features/redacao/editor-texto';
import { formatDate, formatDateTime } from '../../../lib/dates';

/**
 * The description: the news' rich-text editor, fetched once the page runs. Imported statically it
 * would weigh on every page of the registry (one chunk serves them all) past the back office's JS
 * budget; until it arrives, and without JavaScript, the same textarea of HTML it starts as, whose
 * text (typed meanwhile) it takes over.
 */
function Descricao({ defaultValue }: { defaultValue: string }) {
  const [editor, setEditor] = useState<{ Editor: typeof Editor; texto: string } | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    let vivo = true;
    void import('../../../features/redacao/editor-texto').then((m) => {
      if (vivo) setEditor({ Editor: m.EditorTexto, texto: area.current?.value ?? defaultValue });
    });
    return () => {
      vivo = false;
    };
  }, [defaultValue]);
  if (editor) return <editor.Editor id="descricao" name="descricao" label="Descrição" defaultValue={editor.texto} />;
  return (
    <>
      <label htmlFor="descricao" className="form-label">
        Descrição (HTML)
      </label>
      <textarea ref={area} id="descricao" name="descricao" className="form-control font-monospace" rows={10} defaultValue={defaultValue} />
    </>
  );
}

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
  const marcado = (prefixo: string, v: string, guardados: readonly (string | number)[] | undefined) =>
    digitado ? digitado[`${prefixo}${v}`] === 'sim' : (guardados ?? []).map(String).includes(v);
  // Attachments already chosen that are not among the library's documents (an image) stay offered.
  const anexos = [
    ...(opcoes.anexos ?? []),
    ...(item?.anexos ?? []).filter((a) => !opcoes.anexos?.some((o) => o.valor === a)).map((a) => ({ valor: a, rotulo: a })),
  ];
  const estados = opcoes.estado ?? [];
  return (
    <>
      {erro && !erros?.length ? (
        <div role="alert" className="alert alert-danger">
          {erro}
        </div>
      ) : null}
      <ResumoDeErros erros={erros} />
      <Form method="post" noValidate className="cosems-admin-estreito">
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        {item ? <input type="hidden" name="versao" value={item.versao} /> : null}
        <div className="mb-3">
          <label htmlFor="titulo" className="form-label">
            Título
          </label>
          <input
            {...atributosDoCampo(erros, 'titulo')}
            defaultValue={valor('titulo')}
            maxLength={TITULO_EVENTO_MAX}
            required
            autoComplete="off"
          />
          <MensagemDoCampo erros={erros} campo="titulo" />
        </div>
        <div className="mb-3">
          <label htmlFor="tipo" className="form-label">
            Tipo
          </label>
          <select {...atributosDoCampo(erros, 'tipo')} className="form-select" defaultValue={valor('tipo') || 'cib'}>
            {(opcoes.tipo ?? []).map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.rotulo}
              </option>
            ))}
          </select>
          <MensagemDoCampo erros={erros} campo="tipo" />
        </div>
        <fieldset className="mb-3">
          <legend className="h6">Quando (horário de Brasília)</legend>
          <div className="row g-3">
            <div className="col-sm-6">
              <label htmlFor="dia" className="form-label">
                Data de início
              </label>
              <input {...atributosDoCampo(erros, 'dia')} type="date" defaultValue={valor('dia')} required />
              <MensagemDoCampo erros={erros} campo="dia" />
            </div>
            <div className="col-sm-6">
              <label htmlFor="hora" className="form-label">
                Hora de início
              </label>
              <input {...atributosDoCampo(erros, 'hora')} type="time" defaultValue={valor('hora')} />
              <MensagemDoCampo erros={erros} campo="hora" />
            </div>
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
            <div className="col-sm-6">
              <label htmlFor="fimDia" className="form-label">
                Data de término <span className="text-body-secondary">(opcional)</span>
              </label>
              <input {...atributosDoCampo(erros, 'fimDia')} type="date" defaultValue={valor('fimDia')} />
              <MensagemDoCampo erros={erros} campo="fimDia" />
            </div>
            <div className="col-sm-6">
              <label htmlFor="fimHora" className="form-label">
                Hora de término <span className="text-body-secondary">(opcional)</span>
              </label>
              <input {...atributosDoCampo(erros, 'fimHora', 'fimHora-dica')} type="time" defaultValue={valor('fimHora')} />
              <div id="fimHora-dica" className="form-text">
                Sem data de término, termina no mesmo dia.
              </div>
              <MensagemDoCampo erros={erros} campo="fimHora" />
            </div>
          </div>
        </fieldset>
        <div className="mb-3">
          <label htmlFor="local" className="form-label">
            Local
          </label>
          <input
            {...atributosDoCampo(erros, 'local', 'local-dica')}
            defaultValue={valor('local')}
            maxLength={LOCAL_EVENTO_MAX}
            autoComplete="off"
          />
          <div id="local-dica" className="form-text">
            Endereço e cidade. Deixe em branco se for só on-line.
          </div>
          <MensagemDoCampo erros={erros} campo="local" />
        </div>
        <div className="mb-3">
          <label htmlFor="linkOnline" className="form-label">
            Link on-line <span className="text-body-secondary">(opcional)</span>
          </label>
          <input
            {...atributosDoCampo(erros, 'linkOnline', 'linkOnline-dica')}
            type="url"
            defaultValue={digitado?.linkOnline ?? item?.linkOnline ?? ''}
            maxLength={LINK_EVENTO_MAX}
            autoComplete="off"
          />
          <div id="linkOnline-dica" className="form-text">
            A sala ou a transmissão, começando com https://.
          </div>
          <MensagemDoCampo erros={erros} campo="linkOnline" />
        </div>
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
          <div className="row row-cols-2 row-cols-md-3 g-1">
            {(opcoes.regioes ?? []).map((o) => (
              <div key={o.valor} className="col form-check ps-4">
                <input
                  type="checkbox"
                  id={`${CAMPO_REGIAO}${o.valor}`}
                  name={`${CAMPO_REGIAO}${o.valor}`}
                  value="sim"
                  className="form-check-input"
                  defaultChecked={marcado(CAMPO_REGIAO, o.valor, item?.regioes)}
                />
                <label htmlFor={`${CAMPO_REGIAO}${o.valor}`} className="form-check-label">
                  {o.rotulo}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <div className="mb-3">
          <Descricao defaultValue={valor('descricao')} />
          <MensagemDoCampo erros={erros} campo="descricao" />
        </div>
        <fieldset id="anexos" tabIndex={-1} className="mb-3">
          <legend className="h6">Anexos</legend>
          <p className="form-text mt-0">
            Documentos da <Link to="/admin/midia">biblioteca de mídia</Link> (a pauta, a apresentação): envie-os lá primeiro.
          </p>
          <MensagemDoCampo erros={erros} campo="anexos" />
          {anexos.length ? (
            <div className="row row-cols-1 row-cols-md-2 g-1">
              {anexos.map((o) => (
                <div key={o.valor} className="col form-check ps-4">
                  <input
                    type="checkbox"
                    id={`${CAMPO_ANEXO}${o.valor}`}
                    name={`${CAMPO_ANEXO}${o.valor}`}
                    value="sim"
                    className="form-check-input"
                    defaultChecked={marcado(CAMPO_ANEXO, o.valor, item?.anexos)}
                  />
                  <label htmlFor={`${CAMPO_ANEXO}${o.valor}`} className="form-check-label text-break">
                    {o.rotulo}
                  </label>
                </div>
              ))}
            </div>
          ) : (
            <p>Nenhum documento na biblioteca de mídia.</p>
          )}
        </fieldset>
        <div className="mb-3">
          <label htmlFor="noticias" className="form-label">
            Notícias relacionadas <span className="text-body-secondary">(opcional)</span>
          </label>
          <input
            {...atributosDoCampo(erros, 'noticias', 'noticias-dica')}
            defaultValue={digitado?.noticias ?? item?.noticias.join(', ') ?? ''}
            inputMode="numeric"
            autoComplete="off"
          />
          <div id="noticias-dica" className="form-text">
            Os números das notícias (o da página de cada uma, /noticia/número), separados por vírgula.
          </div>
          <MensagemDoCampo erros={erros} campo="noticias" />
          {opcoes.noticias?.length ? (
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
          ) : null}
        </div>
        <div className="mb-3">
          <label htmlFor="estado" className="form-label">
            Situação
          </label>
          <select
            {...atributosDoCampo(erros, 'estado', 'estado-dica')}
            className="form-select"
            defaultValue={estados.some((o) => o.valor === valor('estado')) ? valor('estado') : estados[0]?.valor}
          >
            {estados.map((o) => (
              <option key={o.valor} value={o.valor}>
                {o.rotulo}
              </option>
            ))}
          </select>
          <div id="estado-dica" className="form-text">
            {estados.length > 1
              ? 'Rascunho não aparece no site. Cancelado continua no site e nos calendários assinados, marcado como cancelado.'
              : 'Você salva rascunhos; um editor confere e publica.'}
          </div>
          <MensagemDoCampo erros={erros} campo="estado" />
        </div>
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <button type="submit" className="btn btn-primary">
            {item ? 'Salvar' : 'Criar evento'}
          </button>
          <Link to={voltar}>Cancelar</Link>
        </div>
      </Form>
    </>
  );
}
