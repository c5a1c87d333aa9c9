/**
 * The form of a CIB-SUS/MG deliberation (/admin/deliberacoes, issue 30): number, year, day,
 * summary, themes (check boxes, one field each: `tema-{chave}`), the official PDF uploaded here or
 * a link to the state's page, COSEMS/MG's note (the rich-text editor, handed in by the route: a
 * feature does not import another), related news and events by number, and the state — an autor
 * sees only "Rascunho". A plain multipart POST that works before JavaScript loads; a refusal is
 * announced in a summary at the top, each line a link to its field, and beside the field.
 */
import {
  campoDoTema,
  type DeliberacaoEditavel,
  EMENTA_MAX,
  type ErroDeCampo,
  LINK_DOCUMENTO_MAX,
  MIDIA_MAX_BYTES,
  TEMAS_DE_DELIBERACAO,
  type TemaDeDeliberacao,
} from '@cosems/contracts';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { CsrfField } from '../formularios/csrf-field';
import { ResumoDeErros } from '../formularios/erros-de-campo';
import { FormError } from '../formularios/form-error';

const P = 'deliberacao';

export interface DeliberacaoFormProps {
  csrf: string;
  item: DeliberacaoEditavel | null;
  digitado: Record<string, string> | undefined;
  erro: { mensagem: string } | null;
  erros: ErroDeCampo[] | undefined;
  /** Whether this person may publish (editors, administradores); autores save drafts only. */
  publica: boolean;
  /** The note's field: the rich-text editor (name "nota"), with this id and label. */
  nota: (props: { id: string; defaultValue: string; describedBy: string }) => ReactNode;
  voltar: string;
}

export function DeliberacaoForm({ csrf, item, digitado, erro, erros, publica, nota, voltar }: DeliberacaoFormProps) {
  const valor = (campo: string, guardado: string) => digitado?.[campo] ?? guardado;
  const marcado = (c: TemaDeDeliberacao) => (digitado ? digitado[campoDoTema(c)] === 'sim' : (item?.temas.includes(c) ?? false));
  const origem =
    digitado?.origem === 'link' || digitado?.origem === 'arquivo' ? digitado.origem : item && !item.arquivo ? 'link' : 'arquivo';
  const estado = publica ? valor('estado', item?.estado ?? 'rascunho') : 'rascunho';
  const erroDe = (campo: string) => erros?.find((e) => e.campo === campo);
  const attrs = (campo: string, dica?: string, base = 'form-control') => {
    const e = erroDe(campo);
    const ids = [dica, e ? `${P}-${campo}-erro` : undefined].filter(Boolean).join(' ');
    return {
      id: `${P}-${campo}`,
      className: `${base}${e ? ' is-invalid' : ''}`,
      'aria-invalid': e ? (true as const) : undefined,
      'aria-describedby': ids || undefined,
    };
  };
  const mensagem = (campo: string) => {
    const e = erroDe(campo);
    return e ? (
      <div id={`${P}-${campo}-erro`} className="invalid-feedback d-block">
        {e.mensagem}
      </div>
    ) : null;
  };
  const limiteMb = MIDIA_MAX_BYTES / (1024 * 1024);
  return (
    <>
      <ResumoDeErros id={`${P}-erros`} prefixo={P} titulo="Não foi possível salvar." erros={erros} />
      <FormError id={`${P}-erro`} message={erro && !erros?.length ? `Não foi possível salvar. ${erro.mensagem}` : null} />
      <Form method="post" encType="multipart/form-data" noValidate>
        <CsrfField token={csrf} />
        <input type="hidden" name="intent" value="salvar" />
        {item ? <input type="hidden" name="versao" value={item.versao} /> : null}
        <div className="row g-3 mb-3">
          <div className="col-6 col-md-3">
            <label htmlFor={`${P}-numero`} className="form-label">
              Número
            </label>
            <input
              name="numero"
              type="text"
              inputMode="numeric"
              required
              maxLength={10}
              defaultValue={valor('numero', item ? String(item.numero) : '')}
              {...attrs('numero', `${P}-numero-dica`)}
            />
            <div id={`${P}-numero-dica`} className="form-text">
              Como 4321 ou 4.321.
            </div>
            {mensagem('numero')}
          </div>
          <div className="col-6 col-md-3">
            <label htmlFor={`${P}-ano`} className="form-label">
              Ano
            </label>
            <input
              name="ano"
              type="text"
              inputMode="numeric"
              required
              maxLength={4}
              defaultValue={valor('ano', item ? String(item.ano) : '')}
              {...attrs('ano')}
            />
            {mensagem('ano')}
          </div>
          <div className="col-12 col-md-4">
            <label htmlFor={`${P}-data`} className="form-label">
              Data
            </label>
            <input
              name="data"
              type="date"
              required
              min="1990-01-01"
              max="2100-12-31"
              defaultValue={valor('data', item?.data ?? '')}
              {...attrs('data')}
            />
            {mensagem('data')}
          </div>
        </div>
        <div className="mb-3">
          <label htmlFor={`${P}-ementa`} className="form-label">
            Ementa
          </label>
          <textarea
            name="ementa"
            rows={4}
            required
            maxLength={EMENTA_MAX}
            defaultValue={valor('ementa', item?.ementa ?? '')}
            {...attrs('ementa', `${P}-ementa-dica`)}
          />
          <div id={`${P}-ementa-dica`} className="form-text">
            Texto simples, até {EMENTA_MAX.toLocaleString('pt-BR')} caracteres: o resumo que a lista e a busca mostram.
          </div>
          {mensagem('ementa')}
        </div>
        <fieldset className="mb-3" aria-describedby={erroDe('temas') ? `${P}-temas-erro` : undefined}>
          <legend className="fs-6 fw-bold">Temas (ao menos um)</legend>
          {/* The summary's link lands on the first box. */}
          <div className="row row-cols-1 row-cols-md-2">
            {(Object.keys(TEMAS_DE_DELIBERACAO) as TemaDeDeliberacao[]).map((c, i) => (
              <div key={c} className="col form-check ps-5">
                <input
                  id={i === 0 ? `${P}-temas` : `${P}-tema-${c}`}
                  className="form-check-input"
                  type="checkbox"
                  name={campoDoTema(c)}
                  value="sim"
                  defaultChecked={marcado(c)}
                />
                <label htmlFor={i === 0 ? `${P}-temas` : `${P}-tema-${c}`} className="form-check-label">
                  {TEMAS_DE_DELIBERACAO[c]}
                </label>
              </div>
            ))}
          </div>
          {mensagem('temas')}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-bold">Documento oficial</legend>
          <div className="form-check">
            <input
              id={`${P}-origem`}
              className="form-check-input"
              type="radio"
              name="origem"
              value="arquivo"
              defaultChecked={origem === 'arquivo'}
            />
            <label htmlFor={`${P}-origem`} className="form-check-label">
              PDF enviado aqui
            </label>
          </div>
          <div className="ms-4 mb-2">
            {item?.arquivo ? (
              <p className="mb-1">
                Arquivo atual: <a href={item.link}>{item.arquivo}</a>
              </p>
            ) : null}
            <label htmlFor={`${P}-arquivo`} className="form-label">
              {item?.arquivo ? 'Trocar por outro PDF (opcional)' : 'Arquivo PDF'}
            </label>
            <input name="arquivo" type="file" accept="application/pdf,.pdf" {...attrs('arquivo', `${P}-arquivo-dica`)} />
            <div id={`${P}-arquivo-dica`} className="form-text">
              Até {limiteMb} MB. O PDF precisa abrir, inteiro e sem senha; fica na biblioteca de mídia.
            </div>
            {mensagem('arquivo')}
          </div>
          <div className="form-check">
            <input
              id={`${P}-origem-link`}
              className="form-check-input"
              type="radio"
              name="origem"
              value="link"
              defaultChecked={origem === 'link'}
            />
            <label htmlFor={`${P}-origem-link`} className="form-check-label">
              Link para a página da deliberação no site da SES-MG
            </label>
          </div>
          <div className="ms-4">
            <label htmlFor={`${P}-link`} className="form-label">
              Endereço do link
            </label>
            <input
              name="link"
              type="url"
              inputMode="url"
              maxLength={LINK_DOCUMENTO_MAX}
              placeholder="https://"
              defaultValue={origem === 'link' ? valor('link', item?.link ?? '') : ''}
              {...attrs('link')}
            />
            {mensagem('link')}
          </div>
          {mensagem('origem')}
        </fieldset>
        <div className="mb-3">
          {nota({ id: `${P}-nota`, defaultValue: valor('nota', item?.nota ?? ''), describedBy: `${P}-nota-dica` })}
          <div id={`${P}-nota-dica`} className="form-text">
            Opcional: a explicação do COSEMS/MG para os gestores municipais.
          </div>
          {mensagem('nota')}
        </div>
        <div className="row g-3 mb-3">
          <div className="col-12 col-md-6">
            <label htmlFor={`${P}-noticias`} className="form-label">
              Notícias relacionadas (números)
            </label>
            <input
              name="noticias"
              type="text"
              maxLength={200}
              defaultValue={valor('noticias', item?.noticias.join(', ') ?? '')}
              {...attrs('noticias', `${P}-noticias-dica`)}
            />
            <div id={`${P}-noticias-dica`} className="form-text">
              O número de cada notícia (o do endereço /noticia/…), separados por vírgula.
            </div>
            {mensagem('noticias')}
          </div>
          <div className="col-12 col-md-6">
            <label htmlFor={`${P}-eventos`} className="form-label">
              Eventos relacionados (números)
            </label>
            <input
              name="eventos"
              type="text"
              maxLength={200}
              defaultValue={valor('eventos', item?.eventos.join(', ') ?? '')}
              {...attrs('eventos', `${P}-eventos-dica`)}
            />
            <div id={`${P}-eventos-dica`} className="form-text">
              O número de cada evento da agenda (o do endereço /agenda/…), separados por vírgula.
            </div>
            {mensagem('eventos')}
          </div>
        </div>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-bold">Situação</legend>
          <div className="form-check">
            <input
              id={`${P}-estado-rascunho`}
              className="form-check-input"
              type="radio"
              name="estado"
              value="rascunho"
              defaultChecked={estado === 'rascunho'}
            />
            <label htmlFor={`${P}-estado-rascunho`} className="form-check-label">
              Rascunho (não aparece no site)
            </label>
          </div>
          {publica ? (
            <div className="form-check">
              <input
                id={`${P}-estado-publicado`}
                className="form-check-input"
                type="radio"
                name="estado"
                value="publicado"
                defaultChecked={estado === 'publicado'}
              />
              <label htmlFor={`${P}-estado-publicado`} className="form-check-label">
                Publicada (aparece no site e na API)
              </label>
            </div>
          ) : (
            <p className="form-text mb-0">Um editor publica o seu rascunho.</p>
          )}
        </fieldset>
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary">
            Salvar
          </button>
          <Link to={voltar} className="btn btn-outline-secondary">
            Cancelar
          </Link>
        </div>
      </Form>
    </>
  );
}
