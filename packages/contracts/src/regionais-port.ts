/**
 * The regional councils as the back office edits them (/admin/regionais, issue 12): each council's
 * name, president and supporters, and its municipalities, chosen from the official IBGE list of
 * Minas Gerais. A content type of the registry (ConteudoPort, key `regionais`; declared by
 * @cosems/admin, regionais.ts), whose save pipeline checks the session's rights (permissoes.ts,
 * conteudo.editar). The rules for what a person may type are here (lerDadosDaRegional), so that
 * the page and the server read a form the same way.
 */

export interface PessoaRegionalDados {
  nome: string;
  /** '' when not given. */
  telefone: string;
  /** '' when not given. */
  email: string;
}

export interface MunicipioDaRegional {
  id: number;
  nome: string;
  /** Null: a name a bundle brought that is not in the official list. */
  ibge: number | null;
}

export interface RegionalEditavel {
  id: number;
  nome: string;
  presidente: PessoaRegionalDados | null;
  apoiadores: PessoaRegionalDados[];
  /** By name. */
  municipios: MunicipioDaRegional[];
  /** Changes when anyone saves the council: a save made from an older page is refused. */
  versao: string;
}

export interface DadosDaRegional {
  nome: string;
  presidente: PessoaRegionalDados | null;
  apoiadores: PessoaRegionalDados[];
}

/** A field's problem: `campo` is the form field's name (and the input's id). */
export interface ErroDeCampo {
  campo: string;
  mensagem: string;
}

/** Lengths of what is typed. */
export const NOME_REGIONAL_MAX = 120;
export const NOME_PESSOA_MAX = 120;
export const EMAIL_MAX = 254;
/** Supporters one council may list (a bound on one form, far above the 1–4 councils have). */
export const APOIADORES_MAX = 30;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An e-mail address as the back office accepts it: one @, a dot in the domain, no spaces, ≤ 254. */
export function emailValido(email: string): boolean {
  return email.length <= EMAIL_MAX && EMAIL.test(email);
}

/**
 * A Brazilian phone number with its area code, written the one way the site shows them:
 * 10 digits → "(31) 3730-7794", 11 (mobile) → "(31) 99876-5432"; a leading +55 or 0 is dropped.
 * Null when it is not such a number.
 */
export function formatarTelefone(texto: string): string | null {
  if (texto.length > 30 || !/^[\d\s()+.-]+$/.test(texto)) return null;
  let d = texto.replace(/\D/g, '');
  if (d.length === 13 && d.startsWith('55')) d = d.slice(2);
  if (d.length === 11 && d.startsWith('0')) d = d.slice(1);
  if (d.length === 12 && d.startsWith('0')) d = d.slice(1);
  if (d.startsWith('0') || (d.length !== 10 && d.length !== 11)) return null;
  const meio = d.length === 10 ? 6 : 7;
  return `(${d.slice(0, 2)}) ${d.slice(2, meio)}-${d.slice(meio)}`;
}

/** Spaces trimmed and runs of white space (tabs, line breaks) made one space. */
const limpo = (v: string | undefined) => (v ?? '').replace(/\s+/g, ' ').trim();

/**
 * The council form's fields (`nome`, `presidente-nome`, `presidente-telefone`,
 * `presidente-email`, `apoiador-N-nome|telefone|email` for N from 0, and `apoiador-N-remover`
 * when that line is to go) as the data to save, or the problems of each field. A person with every field empty is no person (the president's place
 * stays empty, a blank supporter line is ignored); a person needs a name.
 */
export function lerDadosDaRegional(
  campos: Readonly<Record<string, string>>,
): { ok: true; dados: DadosDaRegional } | { ok: false; erros: ErroDeCampo[] } {
  const erros: ErroDeCampo[] = [];
  const nome = limpo(campos.nome);
  if (nome.length < 2 || nome.length > NOME_REGIONAL_MAX) {
    erros.push({ campo: 'nome', mensagem: `Informe o nome da regional (de 2 a ${NOME_REGIONAL_MAX} caracteres).` });
  }
  const pessoa = (prefixo: string, quem: string): PessoaRegionalDados | null => {
    const p = {
      nome: limpo(campos[`${prefixo}-nome`]),
      telefone: limpo(campos[`${prefixo}-telefone`]),
      email: limpo(campos[`${prefixo}-email`]),
    };
    if (!p.nome && !p.telefone && !p.email) return null;
    if (p.nome.length < 2 || p.nome.length > NOME_PESSOA_MAX) {
      erros.push({ campo: `${prefixo}-nome`, mensagem: `Informe o nome ${quem} (de 2 a ${NOME_PESSOA_MAX} caracteres).` });
    }
    if (p.telefone) {
      const telefone = formatarTelefone(p.telefone);
      if (telefone) p.telefone = telefone;
      else erros.push({ campo: `${prefixo}-telefone`, mensagem: `Telefone ${quem}: use o DDD e o número, como (31) 3333-4444.` });
    }
    if (p.email && !emailValido(p.email)) {
      erros.push({ campo: `${prefixo}-email`, mensagem: `E-mail ${quem}: informe um endereço como nome@exemplo.org.br.` });
    }
    return p;
  };
  const presidente = pessoa('presidente', 'do presidente');
  const apoiadores: PessoaRegionalDados[] = [];
  for (let i = 0; i < APOIADORES_MAX + 1; i++) {
    if (!Object.keys(campos).some((k) => k.startsWith(`apoiador-${i}-`))) continue;
    if (i === APOIADORES_MAX) {
      erros.push({ campo: `apoiador-${i}-nome`, mensagem: `Uma regional lista no máximo ${APOIADORES_MAX} apoiadores.` });
      break;
    }
    if (campos[`apoiador-${i}-remover`]) continue;
    const p = pessoa(`apoiador-${i}`, `do apoiador ${i + 1}`);
    if (p) apoiadores.push(p);
  }
  return erros.length ? { ok: false, erros } : { ok: true, dados: { nome, presidente, apoiadores } };
}
