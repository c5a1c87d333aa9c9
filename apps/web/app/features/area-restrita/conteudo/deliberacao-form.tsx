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
  TEMAS_DE_DELIBERACAO,
  type TemaDeDeliberacao,
} from '@cosems/contracts';
import type { ReactNode } from 'react';
import { CaixasDeMarcar, Campo, MensagemDoCampo } from '../formularios/erros-de-campo';
import { BotoesDeSalvar, FormularioDeSalvar } from '../formularios/formulario-de-salvar';
import { Opcao, OrigemDoDocumento } from './origem-do-documento';

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

const TEMAS = Object.entries(TEMAS_DE_DELIBERACAO).map(([valor, rotulo]) => ({ valor, rotulo }));

export function DeliberacaoForm({ csrf, item, digitado, erro, erros, publica, nota, voltar }: DeliberacaoFormProps) {
  const valor = (campo: string, guardado: string) => digitado?.[campo] ?? guardado;
  const marcado = (c: string) =>
    digitado ? digitado[campoDoTema(c as TemaDeDeliberacao)] === 'sim' : (item?.temas.includes(c as TemaDeDeliberacao) ?? false);
  const origem =
    digitado?.origem === 'link' || digitado?.origem === 'arquivo' ? digitado.origem : item && !item.arquivo ? 'link' : 'arquivo';
  const estado = publica ? valor('estado', item?.estado ?? 'rascunho') : 'rascunho';
  const campo = { erros, prefixo: P };
  return (
    <FormularioDeSalvar
      csrf={csrf}
      versao={item?.versao}
      erro={erro?.mensagem}
      erros={erros}
      prefixo={P}
      titulo="Não foi possível salvar."
      multipart
    >
      <div className="row g-3 mb-3">
        <Campo {...campo} campo="numero" rotulo="Número" dica="Como 4321 ou 4.321." className="col-6 col-md-3">
          {(a) => (
            <input
              {...a}
              type="text"
              inputMode="numeric"
              required
              maxLength={10}
              defaultValue={valor('numero', item ? String(item.numero) : '')}
            />
          )}
        </Campo>
        <Campo {...campo} campo="ano" rotulo="Ano" className="col-6 col-md-3">
          {(a) => (
            <input
              {...a}
              type="text"
              inputMode="numeric"
              required
              maxLength={4}
              defaultValue={valor('ano', item ? String(item.ano) : '')}
            />
          )}
        </Campo>
        <Campo {...campo} campo="data" rotulo="Data" className="col-12 col-md-4">
          {(a) => <input {...a} type="date" required min="1990-01-01" max="2100-12-31" defaultValue={valor('data', item?.data ?? '')} />}
        </Campo>
      </div>
      <Campo
        {...campo}
        campo="ementa"
        rotulo="Ementa"
        dica={`Texto simples, até ${EMENTA_MAX.toLocaleString('pt-BR')} caracteres: o resumo que a lista e a busca mostram.`}
      >
        {(a) => <textarea {...a} rows={4} required maxLength={EMENTA_MAX} defaultValue={valor('ementa', item?.ementa ?? '')} />}
      </Campo>
      <fieldset className="mb-3" aria-describedby={erros?.some((e) => e.campo === 'temas') ? `${P}-temas-erro` : undefined}>
        <legend className="fs-6 fw-bold">Temas (ao menos um)</legend>
        {/* The summary's link lands on the first box. */}
        <CaixasDeMarcar
          opcoes={TEMAS}
          nome={(c) => campoDoTema(c as TemaDeDeliberacao)}
          marcado={marcado}
          colunas="row-cols-1 row-cols-md-2"
          idDoPrimeiro={`${P}-temas`}
        />
        <MensagemDoCampo {...campo} campo="temas" />
      </fieldset>
      <OrigemDoDocumento
        {...campo}
        legenda="Documento oficial"
        origem={origem}
        link={valor('link', item?.link ?? '')}
        arquivoAtual={item?.arquivo ? { nome: item.arquivo, endereco: item.link } : null}
        rotuloDoLink="Link para a página da deliberação no site da SES-MG"
        dicaDoArquivo="O PDF precisa abrir, inteiro e sem senha; fica na biblioteca de mídia."
      />
      <div className="mb-3">
        {nota({ id: `${P}-nota`, defaultValue: valor('nota', item?.nota ?? ''), describedBy: `${P}-nota-dica` })}
        <div id={`${P}-nota-dica`} className="form-text">
          Opcional: a explicação do COSEMS/MG para os gestores municipais.
        </div>
        <MensagemDoCampo {...campo} campo="nota" />
      </div>
      <div className="row g-3 mb-3">
        <Campo
          {...campo}
          campo="noticias"
          rotulo="Notícias relacionadas (números)"
          dica="O número de cada notícia (o do endereço /noticia/…), separados por vírgula."
          className="col-12 col-md-6"
        >
          {(a) => <input {...a} type="text" maxLength={200} defaultValue={valor('noticias', item?.noticias.join(', ') ?? '')} />}
        </Campo>
        <Campo
          {...campo}
          campo="eventos"
          rotulo="Eventos relacionados (números)"
          dica="O número de cada evento da agenda (o do endereço /agenda/…), separados por vírgula."
          className="col-12 col-md-6"
        >
          {(a) => <input {...a} type="text" maxLength={200} defaultValue={valor('eventos', item?.eventos.join(', ') ?? '')} />}
        </Campo>
      </div>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-bold">Situação</legend>
        <Opcao id={`${P}-estado-rascunho`} nome="estado" valor="rascunho" marcado={estado === 'rascunho'}>
          Rascunho (não aparece no site)
        </Opcao>
        {publica ? (
          <Opcao id={`${P}-estado-publicado`} nome="estado" valor="publicado" marcado={estado === 'publicado'}>
            Publicada (aparece no site e na API)
          </Opcao>
        ) : (
          <p className="form-text mb-0">Um editor publica o seu rascunho.</p>
        )}
      </fieldset>
      <BotoesDeSalvar voltar={voltar} />
    </FormularioDeSalvar>
  );
}
