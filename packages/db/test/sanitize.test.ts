import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from '../src/sanitize.ts';

describe('sanitizeNewsHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>a</p>', '<p>a</p>'],
    ['<p onmouseover="x()">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="JaVaScRiPt:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">a</a>', '<a>a</a>'],
    ['<img src="//evil.example/x.png">', '<img />'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
    // Links only http, https and mailto (issue 11): tel:, ftp:, vbscript: lose the address.
    ['<a href="tel:+553132123456">ligue</a>', '<a>ligue</a>'],
    ['<a href="ftp://example.org/x">x</a>', '<a>x</a>'],
    ['<a href="http://sus.gov.br">SUS</a>', '<a href="http://sus.gov.br">SUS</a>'],
    [
      '<a href="https://sus.gov.br" target="_blank">SUS</a>',
      '<a href="https://sus.gov.br" target="_blank" rel="noopener noreferrer">SUS</a>',
    ],
    // The editor's "Abrir em nova aba" (issue 27, item 5) as TipTap writes it: kept as it is.
    [
      '<p><a target="_blank" rel="noopener noreferrer" href="https://sus.gov.br">SUS</a></p>',
      '<p><a target="_blank" rel="noopener noreferrer" href="https://sus.gov.br">SUS</a></p>',
    ],
    // Another rel with a new tab becomes exactly noopener noreferrer; any other target goes.
    [
      '<a href="https://sus.gov.br" target="_blank" rel="opener">SUS</a>',
      '<a href="https://sus.gov.br" target="_blank" rel="noopener noreferrer">SUS</a>',
    ],
    ['<a href="https://sus.gov.br" target="janela">SUS</a>', '<a href="https://sus.gov.br">SUS</a>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeNewsHtml(input)).toBe(output);
  });

  it('keeps the structure a news body needs', () => {
    const html =
      '<h2>T</h2><p>a <em>b</em></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>c</blockquote><a href="mailto:x@y.org">m</a>';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });
});
