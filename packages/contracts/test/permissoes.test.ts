import { describe, expect, it } from 'vitest';
import { ACOES, type Acao, type AlvoDaAcao, pode, situacaoExibida } from '../src/index.ts';

describe('the roles table (permissoes.ts)', () => {
  const EU = 7;
  const OUTRO = 8;
  const casos: [Acao, AlvoDaAcao, string][] = [
    ['noticia.editar', { donoId: EU, situacao: 'rascunho' }, 'autor editor administrador'],
    ['noticia.editar', { donoId: EU, situacao: 'revisao' }, 'autor editor administrador'],
    ['noticia.editar', { donoId: EU, situacao: 'publicada' }, 'editor administrador'],
    ['noticia.editar', { donoId: OUTRO, situacao: 'rascunho' }, 'editor administrador'],
    ['noticia.editar', { donoId: null, situacao: 'publicada' }, 'editor administrador'],
    ['noticia.enviar-revisao', { donoId: EU, situacao: 'rascunho' }, 'autor editor administrador'],
    ['noticia.enviar-revisao', { donoId: EU, situacao: 'revisao' }, ''],
    ['noticia.publicar', { donoId: EU, situacao: 'revisao' }, 'editor administrador'],
    ['noticia.despublicar', { donoId: EU, situacao: 'publicada' }, 'editor administrador'],
    ['noticia.excluir', { donoId: EU, situacao: 'rascunho' }, 'editor administrador'],
    ['noticia.excluir', { donoId: OUTRO, situacao: 'rascunho' }, 'administrador'],
    ['noticia.excluir', { donoId: OUTRO, situacao: 'rascunho', vazia: true }, 'editor administrador'],
    ['noticia.excluir', { donoId: EU, situacao: 'revisao' }, ''],
    ['noticia.lixeira', {}, 'editor administrador'],
    ['noticia.excluir', { donoId: EU, situacao: 'despublicada' }, ''],
    ['midia.editar', { donoId: EU }, 'autor editor administrador'],
    ['midia.editar', { donoId: OUTRO }, 'editor administrador'],
    ['midia.editar', { donoId: EU, emUsoPublico: true }, 'editor administrador'],
    ['auditoria.ver', {}, 'administrador'],
    ['usuarios.gerir', {}, 'administrador'],
    ['conteudo.exportar', {}, 'administrador'],
    ['conteudo.editar', {}, 'editor administrador'],
    ['conteudo.rascunhar', {}, 'autor editor administrador'],
  ];
  it.each(casos)('%s on %o: %s', (acao, alvo, quem) => {
    const permitidos = (['autor', 'editor', 'administrador'] as const).filter((p) => pode(p, acao, alvo, EU));
    expect(permitidos.join(' ')).toBe(quem);
  });

  it('every action has an answer for every role (no action falls through)', () => {
    for (const acao of ACOES)
      for (const papel of ['autor', 'editor', 'administrador'] as const)
        expect(typeof pode(papel, acao, {}, 1), `${acao} ${papel}`).toBe('boolean');
  });

  it('"agendada" is a published item whose date is ahead', () => {
    const agora = new Date('2026-11-24T12:00:00Z');
    expect(situacaoExibida('publicada', new Date('2026-11-24T12:00:01Z'), agora)).toBe('agendada');
    expect(situacaoExibida('publicada', new Date('2026-11-24T12:00:00Z'), agora)).toBe('publicada');
    expect(situacaoExibida('rascunho', new Date('2030-01-01T00:00:00Z'), agora)).toBe('rascunho');
  });
});
