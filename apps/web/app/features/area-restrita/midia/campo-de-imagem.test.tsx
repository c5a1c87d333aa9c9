/**
 * The image field without the server: what its HTML offers before JavaScript (the select of the
 * library's images, the value in the form as always), and what it becomes once JavaScript runs
 * inside the back office's picker (the image drawn with its focal point, the buttons, a hidden
 * field that carries the value). The dialog itself needs a browser's <dialog>: the end-to-end spec
 * (tests/e2e/seletor-de-midia.spec.ts) drives it in Chromium.
 */
import type { ImagemDaBiblioteca } from '@cosems/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CampoDeImagem } from './campo-de-imagem';
import { SeletorDeMidia } from './seletor-de-midia';

afterEach(cleanup);

const IMAGENS: ImagemDaBiblioteca[] = [
  { nome: 'plenaria-abc123.jpg', alt: 'Plenária do COSEMS/MG', foco: { x: 0.3, y: 0.7 } },
  { nome: 'sem-alt-def456.png', alt: '', foco: null },
];

/** The field inside the back office's picker; `csrf` null: signed out (the layout gives no token). */
function stub(campo: React.ReactNode, csrf: string | null = 'token') {
  return createRoutesStub([{ path: '/', Component: () => <SeletorDeMidia csrf={csrf ?? undefined}>{campo}</SeletorDeMidia> }]);
}

describe('CampoDeImagem', () => {
  it('before JavaScript: a select of the library, its value chosen, "no image" an option only where it is allowed', () => {
    const Stub = stub(
      <>
        <CampoDeImagem
          nome="imagem"
          rotulo="Imagem principal"
          valor="plenaria-abc123.jpg"
          imagens={IMAGENS}
          vazio={{ rotulo: 'Nenhuma', remover: 'Remover' }}
        />
        <CampoDeImagem nome="image" rotulo="Retrato" valor="" imagens={IMAGENS} erro="Escolha o retrato." />
      </>,
    );
    const div = document.createElement('div');
    div.innerHTML = renderToString(<Stub />);
    const principal = div.querySelector('select#imagem') as HTMLSelectElement;
    expect(principal.name).toBe('imagem');
    expect(principal.value).toBe('plenaria-abc123.jpg');
    expect(principal.required).toBe(false);
    expect([...principal.options].map((o) => o.textContent)).toEqual([
      'Nenhuma',
      'Plenária do COSEMS/MG (plenaria-abc123.jpg)',
      'sem-alt-def456.png (sem texto alternativo)',
    ]);
    expect(div.querySelector('label[for="imagem"]')?.textContent).toBe('Imagem principal');
    const retrato = div.querySelector('select#image') as HTMLSelectElement;
    expect(retrato.required).toBe(true);
    expect(retrato.getAttribute('aria-invalid')).toBe('true');
    expect(retrato.getAttribute('aria-describedby')).toBe('image-ajuda image-erro');
    expect(div.querySelector('#image-erro')?.textContent).toBe('Escolha o retrato.');
    // Without JavaScript, a new image goes through the library's page.
    expect(div.querySelector('#image-ajuda a')?.getAttribute('href')).toBe('/admin/midia');
    // No picker's button, no hidden field: the select is the field.
    expect(div.querySelectorAll('button')).toHaveLength(0);
    expect(div.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it('with JavaScript: the image drawn cut around its focal point with the point marked, the value in a hidden field', async () => {
    const Stub = stub(
      <form aria-label="f">
        <CampoDeImagem
          nome="imagem"
          rotulo="Imagem principal"
          valor="plenaria-abc123.jpg"
          imagens={IMAGENS}
          vazio={{ rotulo: 'Nenhuma', remover: 'Remover a imagem' }}
        />
      </form>,
    );
    const { container } = render(<Stub />);
    const grupo = await screen.findByRole('group', { name: 'Imagem principal' });
    expect(container.querySelector('select')).toBeNull();
    expect((container.querySelector('input[type="hidden"][name="imagem"]') as HTMLInputElement).value).toBe('plenaria-abc123.jpg');
    const escolher = screen.getByRole('button', { name: 'Escolher na biblioteca (Imagem principal)' });
    // An error's link (#imagem) lands on the button.
    expect(escolher.id).toBe('imagem');
    expect(grupo.textContent).toContain('Plenária do COSEMS/MG (plenaria-abc123.jpg)');
    const img = grupo.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/image/plenaria-abc123.jpg?w=320');
    expect(img.alt).toBe('');
    expect(img.style.objectPosition).toBe('30% 70%');
    const marca = grupo.querySelector('.cosems-foco') as HTMLElement;
    expect([marca.style.left, marca.style.top]).toEqual(['30%', '70%']);
    expect(marca.getAttribute('aria-hidden')).toBe('true');
    // A new image comes through the picker, not another page.
    expect(screen.getByText(/enviada na própria janela de escolha/)).toBeTruthy();
  });

  it('"Remover" empties the hidden field, then tells the form (which reads it), and keeps the focus in the field', async () => {
    const avisos: string[] = [];
    let lido: string | null = null;
    const Stub = stub(
      <form aria-label="f">
        <CampoDeImagem
          nome="bannerImagem"
          rotulo="Imagem do banner"
          valor="plenaria-abc123.jpg"
          imagens={IMAGENS}
          vazio={{ rotulo: 'A imagem principal', remover: 'Usar a imagem principal' }}
          aoMudar={(nome) => {
            avisos.push(nome);
            lido = String(new FormData(screen.getByRole('form', { name: 'f' }) as HTMLFormElement).get('bannerImagem'));
          }}
        />
      </form>,
    );
    render(<Stub />);
    fireEvent.click(await screen.findByRole('button', { name: 'Usar a imagem principal (Imagem do banner)' }));
    expect(avisos).toEqual(['']);
    expect(lido).toBe('');
    expect(screen.getByRole('group', { name: 'Imagem do banner' }).textContent).toContain('A imagem principal');
    expect(screen.queryByRole('button', { name: /Usar a imagem principal/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Escolher na biblioteca (Imagem do banner)' }));
  });

  it('signed out (no token for the picker), or outside the back office, the select stays', async () => {
    const Stub = stub(<CampoDeImagem nome="imagem" rotulo="Imagem" valor="" imagens={IMAGENS} />, null);
    const { container } = render(<Stub />);
    await screen.findByRole('combobox', { name: /Imagem/ });
    expect(container.querySelector('button')).toBeNull();
    const Fora = createRoutesStub([
      { path: '/', Component: () => <CampoDeImagem nome="outra" rotulo="Outra" valor="" imagens={IMAGENS} /> },
    ]);
    render(<Fora />);
    expect(await screen.findByRole('combobox', { name: /Outra/ })).toBeTruthy();
  });
});
