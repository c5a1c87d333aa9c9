/**
 * The agenda's events as a content type of the registry (/admin/agenda, issue 30,
 * docs/decisions/059). Autores, editors and administrators list, create, change and delete
 * (conteudo.rascunhar), but whoever may not publish (conteudo.editar) keeps to drafts: the
 * pipeline's `rascunho` rule refuses (403) an autor's publishing, cancelling, or changing an event
 * that is no longer a draft. Times are typed in São Paulo and stored as instants; an all-day event
 * stores midnight in São Paulo of its first and last day. Every save that changes the event raises
 * its iCalendar SEQUENCE; cancelling is such a save (state cancelado: kept, shown as cancelled).
 */
import {
  CAMPO_ANEXO,
  CAMPO_REGIAO,
  checkLink,
  DESCRICAO_EVENTO_MAX,
  diaDigitado,
  diaEHoraEm,
  type ErroDeCampo,
  ESTADOS_DE_EVENTO,
  type EstadoDeEvento,
  type EventoEditavel,
  EventoForm,
  instanteEm,
  LINK_EVENTO_MAX,
  LOCAL_EVENTO_MAX,
  pode,
  TIPOS_DE_EVENTO,
  type TipoDeEvento,
  TITULO_EVENTO_MAX,
} from '@cosems/contracts';
import { PARTES, sanitizeNewsHtml, tables } from '@cosems/db';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { normalizeText } from '../documentos.ts';
import { buscarPorId, paginaDe } from './consultas.ts';
import { recusa } from './pipeline.ts';
import type { TipoDeConteudoDeclarado } from './tipo.ts';

const { eventos, regioes, arquivos, noticias } = tables;
type Linha = typeof eventos.$inferSelect;
type Preparado = Omit<Linha, 'id' | 'sequencia' | 'criadoEm' | 'atualizadoEm'>;

const iso = (d: Date | null) => d?.toISOString() ?? null;
const ids = (texto: string) => texto.split(/[\s,;]+/).filter(Boolean);
const iguais = <T>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const recusaDe = (erros: ErroDeCampo[]) => ({ ...recusa(400, erros[0]?.mensagem ?? 'Dados inválidos.'), erros });

/** The day and time fields (São Paulo) as instants, or what is wrong with them. */
function datas(campos: Record<string, string>, erros: ErroDeCampo[]) {
  const diaInteiro = campos.diaInteiro === 'sim';
  const dia = diaDigitado(campos.dia ?? '');
  const hora = (campos.hora ?? '').trim();
  const fimDia = diaDigitado(campos.fimDia ?? '');
  const fimHora = (campos.fimHora ?? '').trim();
  const errado = (campo: string, mensagem: string) => erros.push({ campo, mensagem });
  let inicio: Date | null = null;
  let fim: Date | null = null;
  if (!dia) errado('dia', 'Data de início: informe o dia (dd/mm/aaaa).');
  else if (!instanteEm(dia, '00:00')) errado('dia', 'Data de início: não é uma data válida (dd/mm/aaaa).');
  else if (diaInteiro) inicio = instanteEm(dia, '00:00');
  else if (!hora) errado('hora', 'Hora de início: informe a hora (hh:mm) ou marque “o dia inteiro”.');
  else {
    inicio = instanteEm(dia, hora);
    if (!inicio) errado('hora', 'Hora de início: não é uma hora válida (hh:mm).');
  }
  if (fimDia && !instanteEm(fimDia, '00:00')) errado('fimDia', 'Data de término: não é uma data válida (dd/mm/aaaa).');
  else if (diaInteiro) fim = fimDia ? instanteEm(fimDia, '00:00') : null;
  else if (fimHora && (fimDia || inicio)) {
    // A time alone ends the same day (said only once the start is right).
    fim = instanteEm(fimDia || dia, fimHora);
    if (!fim) errado('fimHora', 'Hora de término: não é uma hora válida (hh:mm).');
  } else if (fimDia) errado('fimHora', 'Hora de término: informe a hora (hh:mm) ou apague a data de término.');
  if (inicio && fim && fim < inicio) errado(fimDia ? 'fimDia' : 'fimHora', 'Término: não pode ser antes do início.');
  return { diaInteiro, inicio, fim };
}

export const EVENTOS: TipoDeConteudoDeclarado<Linha, EventoEditavel, Preparado> = {
  pacote: PARTES.eventos,
  permissoes: { listar: 'conteudo.rascunhar', criar: 'conteudo.rascunhar', editar: 'conteudo.rascunhar', excluir: 'conteudo.rascunhar' },
  rascunho: {
    publicar: 'conteudo.editar',
    eRascunho: (l) => l.estado === 'rascunho',
    pedeRascunho: (p) => p.estado === 'rascunho',
    mensagem:
      'Só editores e administradores publicam, cancelam ou alteram um evento publicado. Salve-o como rascunho: um editor o publica.',
  },
  mensagens: {
    proibido: 'Só autores, editores e administradores cuidam da agenda.',
    naoEncontrado: 'Evento não encontrado.',
    conflito:
      'Outra pessoa alterou este evento depois que você abriu a página, e nada foi gravado. Confira o que está salvo e refaça a sua alteração.',
  },
  formulario: EventoForm,
  auditoria: {
    objetoTipo: 'evento',
    soMudancas: true,
    valores: (r) => ({
      titulo: r.titulo,
      tipo: r.tipo,
      inicio: iso(r.inicio),
      fim: iso(r.fim),
      diaInteiro: r.diaInteiro,
      local: r.local,
      linkOnline: r.linkOnline,
      descricao: r.descricao,
      regioes: r.regioes.join(','),
      anexos: r.anexos.join(','),
      noticias: r.noticias.join(','),
      estado: r.estado,
      sequencia: r.sequencia,
    }),
  },
  versionado: (r) => [EVENTOS.auditoria.valores(r), r.id],
  idDe: (r) => r.id,
  editavel(r, versao) {
    const ini = diaEHoraEm(r.inicio);
    const fim = r.fim ? diaEHoraEm(r.fim) : { dia: '', hora: '' };
    return {
      id: r.id,
      titulo: r.titulo,
      tipo: r.tipo as TipoDeEvento,
      diaInteiro: r.diaInteiro,
      inicio: r.inicio.toISOString(),
      fim: iso(r.fim),
      dia: ini.dia,
      hora: r.diaInteiro ? '' : ini.hora,
      fimDia: fim.dia,
      fimHora: r.diaInteiro ? '' : fim.hora,
      local: r.local,
      linkOnline: r.linkOnline,
      descricao: r.descricao,
      regioes: r.regioes,
      anexos: r.anexos,
      noticias: r.noticias,
      estado: r.estado as EstadoDeEvento,
      sequencia: r.sequencia,
      atualizadoEm: r.atualizadoEm.toISOString(),
      versao,
    };
  },
  filtroValido: (filtro) => filtro === null,

  // Upcoming first (the next one on top: what the staff prepare and check), then the past, most
  // recent first: the same list serves the week's work and the archive.
  listar: (db, _filtro, pagina) =>
    paginaDe(
      db,
      eventos,
      undefined,
      [
        sql`(${eventos.inicio} < now())`,
        sql`case when ${eventos.inicio} >= now() then ${eventos.inicio} end asc`,
        desc(eventos.inicio),
        asc(eventos.id),
      ],
      pagina,
    ),
  buscar: buscarPorId(eventos),

  async preparar(campos) {
    const erros: ErroDeCampo[] = [];
    const titulo = normalizeText(campos.titulo ?? '');
    if (!titulo || [...titulo].length > TITULO_EVENTO_MAX)
      erros.push({ campo: 'titulo', mensagem: `Título: obrigatório, até ${TITULO_EVENTO_MAX} caracteres.` });
    const tipo = campos.tipo ?? '';
    if (!Object.hasOwn(TIPOS_DE_EVENTO, tipo)) erros.push({ campo: 'tipo', mensagem: 'Tipo: escolha um da lista.' });
    const { diaInteiro, inicio, fim } = datas(campos, erros);
    const local = normalizeText(campos.local ?? '');
    if ([...local].length > LOCAL_EVENTO_MAX) erros.push({ campo: 'local', mensagem: `Local: até ${LOCAL_EVENTO_MAX} caracteres.` });
    const link = (campos.linkOnline ?? '').trim();
    const problema = link && (link.length > LINK_EVENTO_MAX ? `até ${LINK_EVENTO_MAX} caracteres` : checkLink(link));
    if (problema) erros.push({ campo: 'linkOnline', mensagem: `Link on-line: ${problema}.` });
    if (!local && !link) erros.push({ campo: 'local', mensagem: 'Local: informe onde acontece, o link on-line, ou os dois.' });
    const noticiasIds = ids(campos.noticias ?? '');
    if (noticiasIds.some((n) => !/^[1-9][0-9]{0,8}$/.test(n)))
      erros.push({ campo: 'noticias', mensagem: 'Notícias relacionadas: escreva os números das notícias, separados por vírgula.' });
    const estado = campos.estado ?? '';
    if (!Object.hasOwn(ESTADOS_DE_EVENTO, estado)) erros.push({ campo: 'estado', mensagem: 'Situação: escolha uma da lista.' });
    const descricao = sanitizeNewsHtml(campos.descricao ?? '');
    if (descricao.length > DESCRICAO_EVENTO_MAX) erros.push({ campo: 'descricao', mensagem: 'Descrição: texto longo demais.' });
    if (erros.length || !inicio) return recusaDe(erros);
    const marcados = (prefixo: string) =>
      Object.keys(campos)
        .filter((k) => k.startsWith(prefixo) && campos[k] === 'sim')
        .map((k) => k.slice(prefixo.length));
    return {
      titulo,
      tipo,
      inicio,
      fim,
      diaInteiro,
      local,
      linkOnline: link || null,
      descricao,
      regioes: marcados(CAMPO_REGIAO)
        .map(Number)
        .sort((a, b) => a - b),
      anexos: marcados(CAMPO_ANEXO).sort(),
      noticias: [...new Set(noticiasIds.map(Number))],
      estado,
    };
  },

  semMudanca: (antes, p) =>
    antes.titulo === p.titulo &&
    antes.tipo === p.tipo &&
    antes.inicio.getTime() === p.inicio.getTime() &&
    iso(antes.fim) === iso(p.fim) &&
    antes.diaInteiro === p.diaInteiro &&
    antes.local === p.local &&
    antes.linkOnline === p.linkOnline &&
    antes.descricao === p.descricao &&
    iguais(antes.regioes, p.regioes) &&
    iguais(antes.anexos, p.anexos) &&
    iguais(antes.noticias, p.noticias) &&
    antes.estado === p.estado,

  // What the references name must exist now: checked inside the transaction, with the write.
  async gravar(tx, p, antes, { now }) {
    const erros: ErroDeCampo[] = [];
    const faltam = async <T>(pedidos: T[], achados: () => Promise<T[]>) => {
      if (!pedidos.length) return [];
      const ha = new Set(await achados());
      return pedidos.filter((x) => !ha.has(x));
    };
    const semRegiao = await faltam(p.regioes, async () =>
      (await tx.select({ id: regioes.id }).from(regioes).where(inArray(regioes.id, p.regioes))).map((r) => r.id),
    );
    if (semRegiao.length) erros.push({ campo: 'regioes', mensagem: 'Regionais: uma das escolhidas não existe mais.' });
    const semArquivo = await faltam(p.anexos, async () =>
      (await tx.selectDistinct({ nome: arquivos.nome }).from(arquivos).where(inArray(arquivos.nome, p.anexos))).map((a) => a.nome),
    );
    if (semArquivo.length) erros.push({ campo: 'anexos', mensagem: `Anexos: ${semArquivo.join(', ')} não está na biblioteca de mídia.` });
    const semNoticia = await faltam(p.noticias, async () =>
      (await tx.select({ id: noticias.id }).from(noticias).where(inArray(noticias.id, p.noticias))).map((n) => n.id),
    );
    if (semNoticia.length)
      erros.push({ campo: 'noticias', mensagem: `Notícias relacionadas: não há notícia nº ${semNoticia.join(', ')}.` });
    if (erros.length) return recusaDe(erros);
    // SEQUENCE: 0 when created, one more on every save that changes it (an unchanged save never gets here: semMudanca).
    const valores = { ...p, sequencia: antes ? antes.sequencia + 1 : 0, atualizadoEm: now };
    const [linha] = antes
      ? await tx.update(eventos).set(valores).where(eq(eventos.id, antes.id)).returning()
      : await tx
          .insert(eventos)
          .values({ ...valores, criadoEm: now })
          .returning();
    if (!linha) throw new Error('evento não gravado');
    return { linha };
  },

  async apagar(tx, id) {
    await tx.delete(eventos).where(eq(eventos.id, id));
  },

  async opcoes(db, papel) {
    const podePublicar = pode(papel, 'conteudo.editar');
    const [rs, docs, recentes] = await Promise.all([
      db.select({ id: regioes.id, nome: regioes.nome }).from(regioes).orderBy(asc(regioes.nome)),
      db.select({ nome: arquivos.nome }).from(arquivos).where(eq(arquivos.tipo, 'documento')).orderBy(asc(arquivos.nome)),
      db
        .select({ id: noticias.id, title: noticias.title })
        .from(noticias)
        .where(eq(noticias.situacao, 'publicada'))
        .orderBy(desc(noticias.dataPublicao), desc(noticias.id))
        .limit(20),
    ]);
    return {
      tipo: Object.entries(TIPOS_DE_EVENTO).map(([valor, rotulo]) => ({ valor, rotulo })),
      estado: Object.entries(ESTADOS_DE_EVENTO)
        .filter(([valor]) => podePublicar || valor === 'rascunho')
        .map(([valor, rotulo]) => ({ valor, rotulo })),
      regioes: rs.map((r) => ({ valor: String(r.id), rotulo: r.nome })),
      anexos: docs.map((d) => ({ valor: d.nome, rotulo: d.nome })),
      noticias: recentes.map((n) => ({ valor: String(n.id), rotulo: n.title })),
    };
  },
};
