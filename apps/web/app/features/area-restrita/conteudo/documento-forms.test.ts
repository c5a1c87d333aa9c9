import { AVISO_DADOS_DO_PDF } from '@cosems/contracts';
import { describe, expect, it } from 'vitest';
import { avisoDaLista, enderecoDepoisDeSalvar } from './documento-forms.server';

const nome = { salvo: 'Documento salvo.', excluido: 'Documento excluído.' };
const aviso = (endereco: string) => avisoDaLista(new URL(endereco, 'http://localhost'), nome);

describe('the notice after saving a document', () => {
  it('carries the page count and what became of the metadata the PDF carried', () => {
    const pdf = { paginas: 2, metadados: ['Autor: Fulana'], dados: 'retirados' as const };
    const endereco = enderecoDepoisDeSalvar('/admin/juridico/notas', { tipo: 'ok', id: 7, pdf });
    expect(endereco).toBe('/admin/juridico/notas?salvo=7&paginas=2&dados=retirados');
    expect(aviso(endereco)).toEqual({
      texto: 'Documento salvo. O PDF foi conferido e aceito (2 páginas). O site e a API já mostram a alteração.',
      dados: 'Os dados do documento que vieram no PDF (como autor, programa que o gerou e datas) foram retirados da cópia publicada.',
    });
    const assinado = enderecoDepoisDeSalvar('/admin/publicacoes', { tipo: 'ok', id: 3, pdf: { ...pdf, paginas: 1, dados: 'assinado' } });
    expect(aviso(assinado)).toMatchObject({ texto: expect.stringContaining('(1 página)'), dados: AVISO_DADOS_DO_PDF.assinado });
    expect(AVISO_DADOS_DO_PDF.assinado).toMatch(/^O PDF tem assinatura digital: foi publicado como enviado/);
  });

  it('says nothing about metadata when the PDF had none, or for a link', () => {
    const semDados = enderecoDepoisDeSalvar('/admin/juridico/notas', {
      tipo: 'ok',
      id: 7,
      pdf: { paginas: 1, metadados: [], dados: 'retirados' },
    });
    expect(semDados).toBe('/admin/juridico/notas?salvo=7&paginas=1');
    expect(aviso(semDados)?.dados).toBeNull();
    expect(enderecoDepoisDeSalvar('/admin/juridico/notas', { tipo: 'ok', id: 8, pdf: null })).toBe('/admin/juridico/notas?salvo=8');
  });

  it('reads only known words and numbers from the address', () => {
    expect(aviso('/x?salvo=7&paginas=2&dados=<script>')?.dados).toBeNull();
    expect(aviso('/x?salvo=7&paginas=abc')?.texto).toBe('Documento salvo. O site e a API já mostram a alteração.');
    // A draft (the agenda, the deliberations): not on the site yet.
    expect(aviso('/x?salvo=7&rascunho=1')?.texto).toBe(
      'Documento salvo. É um rascunho: o site só o mostra depois que um editor o publicar.',
    );
    expect(aviso('/x?salvo=0')).toBeNull();
    expect(aviso('/x?excluido=1')).toEqual({ texto: 'Documento excluído.', dados: null });
  });
});
