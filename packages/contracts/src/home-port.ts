/**
 * The home page's partners, useful links and active logo as the back office edits them
 * (/admin/parceiros, /admin/links-uteis, /admin/logos; issue 12): types of the content registry
 * (ConteudoPort, conteudo-port.ts), whose pipeline checks the session's rights.
 *
 * What may be saved is never looser than the content bundle's format (packages/db/src/bundle/
 * format.ts: nome up to 200 characters, link up to 2000 and by the link rule checkLink, imagem a
 * file name), so a backup of what staff typed restores.
 */
import { Type } from 'typebox';
import { checkLink } from './links.ts';
import type { ErroDeCampo } from './regionais-port.ts';

export interface ParceiroEditavel {
  id: number;
  nome: string;
  imagem: string;
  link: string;
  /** A digest of the stored fields: a save from an older page is refused. */
  versao: string;
}

export interface LinkUtilEditavel {
  id: number;
  nome: string;
  link: string;
  versao: string;
}

/** A logo of the site; `versao` is the whole list's (choosing the active one is a choice among them all). */
export interface LogoEditavel {
  id: number;
  imagem: string;
  ativa: boolean;
  /** The image's alternative text in the media library. */
  alt: string | null;
  versao: string;
}

export interface DadosParceiro {
  nome: string;
  imagem: string;
  link: string;
}

export interface DadosLinkUtil {
  nome: string;
  link: string;
}

// ---- what a saved value may be -------------------------------------------------------------------

export const NOME_HOME_MAX = 200;
export const LINK_HOME_MAX = 2000;
/** The home page shows the first 20 useful links (4 columns of 5); the others are kept, not shown. */
export const LINKS_UTEIS_VISIVEIS = 20;

/** A stored file's name, as the bundle's format and the public routes accept it. */
export const NomeDeArquivoSchema = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$' });

// biome-ignore lint/suspicious/noControlCharactersInRegex: control and direction characters are what is replaced here.
const CONTROLE = /[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;
const cleanText = (texto: string) => texto.replace(CONTROLE, ' ').replace(/\s+/g, ' ').trim();

function checkNome(nome: string, erros: ErroDeCampo[]): string {
  const valor = cleanText(nome ?? '');
  if (!valor || valor.length > NOME_HOME_MAX) erros.push({ campo: 'nome', mensagem: `Informe o nome (até ${NOME_HOME_MAX} caracteres).` });
  return valor;
}

function checkLinkField(link: string, erros: ErroDeCampo[]): string {
  const valor = (link ?? '').trim();
  const problema = valor ? checkLink(valor) : null;
  if (!valor)
    erros.push({ campo: 'link', mensagem: 'Informe o link: https://…, http://…, mailto:… ou um caminho do site começando com /.' });
  else if (problema) erros.push({ campo: 'link', mensagem: `Link inválido: ${problema}.` });
  else if (valor.length > LINK_HOME_MAX) erros.push({ campo: 'link', mensagem: `O link pode ter até ${LINK_HOME_MAX} caracteres.` });
  return valor;
}

export type ValidacaoHome<T> = { ok: true; valor: T } | { ok: false; erros: ErroDeCampo[] };

export function validateParceiro(dados: DadosParceiro): ValidacaoHome<DadosParceiro> {
  const erros: ErroDeCampo[] = [];
  const nome = checkNome(dados.nome, erros);
  const imagem = (dados.imagem ?? '').trim();
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(imagem))
    erros.push({ campo: 'imagem', mensagem: 'Escolha a imagem do logotipo na biblioteca de mídia.' });
  const link = checkLinkField(dados.link, erros);
  return erros.length ? { ok: false, erros } : { ok: true, valor: { nome, imagem, link } };
}

export function validateLinkUtil(dados: DadosLinkUtil): ValidacaoHome<DadosLinkUtil> {
  const erros: ErroDeCampo[] = [];
  const nome = checkNome(dados.nome, erros);
  const link = checkLinkField(dados.link, erros);
  return erros.length ? { ok: false, erros } : { ok: true, valor: { nome, link } };
}

// ---- the back office's forms (read by the routes before calling the port) -------------------------

const Campo = Type.String({ maxLength: 4000 });
const Versao = Type.String({ pattern: '^[0-9a-f]{16}$' });

/** A partner's or useful link's fields as the save pipeline checks them (ItemDaHomeForm sends them). */
export const DadosItemHomeForm = Type.Object({ nome: Campo, link: Campo, imagem: Type.Optional(Campo), versao: Type.Optional(Versao) });

/** /admin/logos, "Incluir logo": the library image the save pipeline checks. */
export const LogoForm = Type.Object({ imagem: Campo });
