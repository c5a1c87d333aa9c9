import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import {
  GrupoSalvarForm,
  isPermutacao,
  keyOfGrupo,
  MembroSalvarForm,
  nameOfGrupo,
  ORDEM_MAX,
  parseOrdem,
  validateMembro,
  validateNomeDeGrupo,
} from '../src/index.ts';

describe('orders of the Team and the Board', () => {
  it('accepts exactly a reordering of the current ids', () => {
    expect(isPermutacao([1, 2, 3], [3, 1, 2])).toBe(true);
    expect(isPermutacao([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(isPermutacao([], [])).toBe(true);
    expect(isPermutacao([1, 2, 3], [1, 1, 2])).toBe(false); // duplicate, one missing
    expect(isPermutacao([1, 2, 3], [1, 2])).toBe(false); // missing
    expect(isPermutacao([1, 2, 3], [1, 2, 4])).toBe(false); // foreign
    expect(isPermutacao([1, 2, 3], [1, 2, 3, 4])).toBe(false); // extra
    expect(isPermutacao([1, 2, 3], [1, 2, 3, 3])).toBe(false); // extra duplicate
  });

  it('reads an order field: positive ids separated by commas, bounded', () => {
    expect(parseOrdem('7,3,12')).toEqual([7, 3, 12]);
    for (const ruim of ['', '7,,3', '0,1', '-1,2', '1.5', '7, 3', '1,a', '0x1', '1234567890']) expect(parseOrdem(ruim), ruim).toBeNull();
    expect(parseOrdem(Array.from({ length: ORDEM_MAX }, (_, i) => i + 1).join(','))).toHaveLength(ORDEM_MAX);
    expect(parseOrdem(Array.from({ length: ORDEM_MAX + 1 }, (_, i) => i + 1).join(','))).toBeNull();
  });
});

describe('fields', () => {
  it('group names: one line, keyed with _ as the API answers them', () => {
    expect(keyOfGrupo('  Núcleo   de Projetos ')).toBe('Núcleo_de_Projetos');
    expect(keyOfGrupo('Assessoria_Tecnica')).toBe('Assessoria_Tecnica');
    expect(keyOfGrupo('a\tb\u00a0c')).toBe('a_b_c');
    expect(nameOfGrupo('Primeiro_Vice_Presidente')).toBe('Primeiro Vice Presidente');
    expect(validateNomeDeGrupo('equipe', ' Comunicação ')).toEqual({ ok: true, valor: 'Comunicação' });
    expect(validateNomeDeGrupo('diretoria', '  ')).toMatchObject({ ok: false, erros: { nome: expect.stringContaining('cargo') } });
    expect(validateNomeDeGrupo('equipe', 'x'.repeat(101)).ok).toBe(false);
    expect(validateNomeDeGrupo('equipe', 'a\u0000b').ok).toBe(false);
  });

  it('members: name required, e-mail empty or valid, SMS bounded; each refusal on its field', () => {
    expect(validateMembro('equipe', { nome: ' Ana  Dias ', email: ' ana@cosems.example ' })).toEqual({
      ok: true,
      valor: { nome: 'Ana Dias', email: 'ana@cosems.example' },
    });
    expect(validateMembro('equipe', { nome: 'Ana', email: '' })).toMatchObject({ ok: true });
    for (const email of ['ana', 'ana@', 'ana@x', 'ana@x.', '@x.org', 'a b@x.org', 'a@b@x.org', 'nao possui'])
      expect(validateMembro('equipe', { nome: 'Ana', email }), email).toMatchObject({ ok: false, erros: { email: expect.any(String) } });
    expect(validateMembro('equipe', { nome: '', email: 'x' })).toMatchObject({
      ok: false,
      erros: { nome: expect.any(String), email: expect.any(String) },
    });
    expect(validateMembro('diretoria', { nome: 'Júlia', sms: ' Ouro  Preto ' })).toEqual({
      ok: true,
      valor: { nome: 'Júlia', sms: 'Ouro Preto' },
    });
    expect(validateMembro('diretoria', { nome: 'Júlia', sms: 'x'.repeat(201) })).toMatchObject({
      ok: false,
      erros: { sms: expect.any(String) },
    });
    expect(validateMembro('diretoria', { nome: 'x'.repeat(201), sms: '' })).toMatchObject({
      ok: false,
      erros: { nome: expect.any(String) },
    });
  });

  it('the forms: an intent each, ids and orders shaped, text bounded', () => {
    expect(parseOrdem('3,1,2')).toEqual([3, 1, 2]);
    expect(parseOrdem('3;1')).toBeNull();
    expect(Value.Check(GrupoSalvarForm, { intent: 'apagar-tudo', nome: 'x' })).toBe(false);
    expect(Value.Check(MembroSalvarForm, { intent: 'criar-membro', nome: 'x'.repeat(2001) })).toBe(false);
    expect(Value.Check(MembroSalvarForm, { intent: 'salvar', nome: 'Ana', grupo: '4', email: '' })).toBe(true);
    expect(Value.Check(MembroSalvarForm, { intent: 'salvar', nome: 'Ana', grupo: '0' })).toBe(false);
    expect(Value.Check(MembroSalvarForm, { intent: 'salvar', nome: 'Ana', grupo: '../1' })).toBe(false);
  });
});
