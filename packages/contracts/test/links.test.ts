/** The link rule (docs/decisions/016) and the https:// offered for an address typed without it (issue 27, item 11). */
import { describe, expect, it } from 'vitest';
import { checkLink, sugerirHttps } from '../src/links.ts';

describe('sugerirHttps', () => {
  it.each([
    ['www.saude.mg.gov.br', 'https://www.saude.mg.gov.br'],
    ['cosems.org.br/noticias?page=2', 'https://cosems.org.br/noticias?page=2'],
    ['portal.saude.gov.br:8443/x#y', 'https://portal.saude.gov.br:8443/x#y'],
  ])('%s → %s', (digitado, oferecido) => expect(sugerirHttps(digitado)).toBe(oferecido));

  it.each([
    'https://www.saude.mg.gov.br',
    '/arquivo/estatuto.pdf',
    'mailto:contato@cosems.example',
    'contato@cosems.example',
    'saude',
    'javascript:alert(1)',
    'www.saude .mg.gov.br',
    '',
  ])('offers nothing for %j', (digitado) => expect(sugerirHttps(digitado)).toBeNull());
});

describe('checkLink', () => {
  it('accepts absolute http(s) and mailto addresses and paths of the site', () => {
    for (const ok of ['https://www.saude.mg.gov.br/', 'http://a.example/x', 'mailto:a@b.example', '/institucional'])
      expect(checkLink(ok)).toBeNull();
  });
  it('says what is missing and offers the address with https://', () => {
    expect(checkLink('www.saude.mg.gov.br/vacina')).toBe('falta o https:// no começo: quis dizer https://www.saude.mg.gov.br/vacina?');
  });
  it('refuses other schemes, protocol-relative addresses and control characters', () => {
    expect(checkLink('javascript:alert(1)')).toMatch(/^esquema javascript: não permitido/);
    expect(checkLink('//mal.example')).toBe('endereço sem esquema (//) não permitido');
    expect(checkLink('/\t/mal.example')).toBe('tem espaços nas pontas ou caracteres de controle');
    expect(checkLink('saude')).toMatch(/^não é um endereço absoluto/);
  });
});
