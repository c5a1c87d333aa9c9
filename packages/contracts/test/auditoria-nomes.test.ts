/** The audit log's names for people (issue 27, item 10): actions, kinds of item, their pages. */
import { describe, expect, it } from 'vitest';
import { enderecoDoObjeto, nomeDaAcao, nomeDoItem, nomeDoObjeto } from '../src/auditoria-nomes.ts';

describe('nomeDaAcao', () => {
  it.each([
    ['noticia.excluir', 'Notícia excluída'],
    ['noticia.autosalvar', 'Notícia salva automaticamente'],
    ['noticia.enviar-revisao', 'Notícia enviada para revisão'],
    ['noticia.voltar-rascunho', 'Notícia voltou a ser rascunho'],
    ['noticia.publicar', 'Notícia publicada'],
    ['noticia.despublicar', 'Notícia despublicada'],
    ['presidente.excluir', 'Presidente excluído'],
    ['publicacao.criar', 'Publicação criada'],
    ['parceiro.ordenar', 'Ordem de parceiro alterada'],
    ['equipe-grupo.renomear', 'Grupo da equipe renomeado'],
    ['midia.substituir', 'Arquivo de mídia substituído'],
    ['logo.ativar', 'Logo ativado'],
    ['entrada-falhou', 'Entrada recusada'],
    ['usuario-papel', 'Papel da conta alterado'],
    ['conteudo.exportar', 'Cópia do conteúdo baixada'],
  ])('%s → %s', (acao, nome) => expect(nomeDaAcao(acao)).toBe(nome));

  it('shows an action it does not know as recorded, never hides it', () => {
    expect(nomeDaAcao('algo-novo')).toBe('algo-novo');
    expect(nomeDaAcao('noticia.teletransportar')).toBe('noticia.teletransportar');
    expect(nomeDaAcao('tipo-novo.criar')).toBe('tipo-novo.criar');
  });
});

describe('the item of an event', () => {
  it('names the kind and links to its page in the back office', () => {
    expect(nomeDoObjeto('noticia')).toBe('Notícia');
    expect(nomeDoObjeto('desconhecido')).toBeNull();
    expect(enderecoDoObjeto('noticia', '65')).toBe('/admin/noticias/65');
    expect(enderecoDoObjeto('midia', 'foto da posse.jpg')).toBe('/admin/midia/foto%20da%20posse.jpg');
    expect(enderecoDoObjeto('presidente', '3')).toBe('/admin/presidentes/3');
    expect(enderecoDoObjeto('parceiro', null)).toBe('/admin/parceiros');
    expect(enderecoDoObjeto('bloco', 'acesso-rapido')).toBe('/admin/blocos/acesso-rapido');
    expect(enderecoDoObjeto('bloco', '../x')).toBeNull();
    expect(enderecoDoObjeto('noticia', 'abc')).toBeNull();
    expect(enderecoDoObjeto('sessao', 'x')).toBeNull();
  });

  it('says the title found, else the one the kind gives, else the id', () => {
    expect(nomeDoItem('noticia', '65', 'Vacinação nas escolas')).toBe('Vacinação nas escolas');
    expect(nomeDoItem('bloco', 'acesso-rapido', null)).toBe('Acesso rápido');
    expect(nomeDoItem('bloco', 'toString', null)).toBe('toString');
    expect(nomeDoItem('noticia', '65', null)).toBe('nº 65');
    expect(nomeDoItem('conteudo', null, null)).toBeNull();
  });
});
