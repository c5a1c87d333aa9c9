/**
 * The orderable list without the server: what its HTML offers before JavaScript (each step button is
 * a submit of the hidden form whose value is the whole next order), what appears once it runs (the
 * drag handles, named and described in Portuguese), and the one POST a step sends.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ListaOrdenavel } from './lista-ordenavel';

afterEach(cleanup);

const ITENS = [
  { id: 7, rotulo: 'Ana' },
  { id: 3, rotulo: 'Bruno' },
  { id: 12, rotulo: 'Carla' },
];

function stub(enviados: FormData[] = []) {
  return createRoutesStub([
    {
      path: '/',
      Component: () => <ListaOrdenavel id="lista" titulo="Ordem das pessoas" itens={ITENS} csrf="token" campos={{ grupo: '5' }} />,
      action: async ({ request }) => {
        enviados.push(await request.formData());
        return { erro: null, mensagem: 'ok' };
      },
    },
  ]);
}

describe('ListaOrdenavel', () => {
  it('before JavaScript: Subir/Descer submit the whole next order; the edges do nothing; no drag handle', () => {
    const Stub = stub();
    const html = renderToString(<Stub />);
    const div = document.createElement('div');
    div.innerHTML = html;
    const botao = (nome: string) => div.querySelector(`button[aria-label="${nome}"]`) as HTMLButtonElement;
    expect(botao('Descer Ana').getAttribute('value')).toBe('3,7,12');
    expect(botao('Descer Ana').getAttribute('form')).toBe('lista-form');
    expect(botao('Descer Ana').getAttribute('name')).toBe('ordem');
    expect(botao('Descer Ana').getAttribute('type')).toBe('submit');
    expect(botao('Subir Carla').getAttribute('value')).toBe('7,12,3');
    expect(botao('Subir Ana').getAttribute('type')).toBe('button');
    expect(botao('Subir Ana').getAttribute('aria-disabled')).toBe('true');
    expect(botao('Subir Ana').hasAttribute('name')).toBe(false);
    expect(botao('Descer Carla').getAttribute('aria-disabled')).toBe('true');
    const form = div.querySelector('#lista-form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.querySelector('input[name="_csrf"]')?.getAttribute('value')).toBe('token');
    expect(form.querySelector('input[name="intent"]')?.getAttribute('value')).toBe('ordenar');
    expect(form.querySelector('input[name="grupo"]')?.getAttribute('value')).toBe('5');
    expect(div.querySelectorAll('button[aria-label^="Arrastar"]')).toHaveLength(0);
    expect(div.querySelector('ol')?.getAttribute('aria-label')).toBe('Ordem das pessoas');
  });

  it('with JavaScript: a named handle per item, described in Portuguese; a step sends one POST with the new order', async () => {
    const enviados: FormData[] = [];
    const Stub = stub(enviados);
    render(<Stub />);
    const alca = await screen.findByRole('button', { name: 'Arrastar Bruno' });
    expect(alca.getAttribute('aria-roledescription')).toBe('item ordenável');
    const descricao = document.getElementById(alca.getAttribute('aria-describedby') as string);
    expect(descricao?.textContent).toContain('pressione espaço ou Enter');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Subir Bruno' }));
    });
    await waitFor(() => expect(enviados).toHaveLength(1));
    const f = enviados[0] as FormData;
    expect(Object.fromEntries(f)).toEqual({ _csrf: 'token', intent: 'ordenar', ordem: '3,7,12', grupo: '5' });
    await waitFor(() =>
      expect(document.getElementById('lista-anuncio')?.textContent).toBe('Bruno movido para a posição 1 de 3. Nova ordem salva.'),
    );
  });
});
