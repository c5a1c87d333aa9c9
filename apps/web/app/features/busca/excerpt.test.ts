import { describe, expect, it } from 'vitest';
import { getSafeExcerpt } from './excerpt';

describe('getSafeExcerpt (snippet allow-list)', () => {
  it('keeps <mark> and </mark> and escaped text as they are', () => {
    const s = 'gestão do Fundo Municipal de <mark>Saúde</mark> &amp; &quot;SUS&quot; &#39;x&#39; &lt;b&gt;';
    expect(getSafeExcerpt(s)).toBe(s);
  });
  it('escapes any other tag', () => {
    expect(getSafeExcerpt('<script>alert(1)</script><mark>ok</mark><img src=x onerror=alert(1)>')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;<mark>ok</mark>&lt;img src=x onerror=alert(1)&gt;',
    );
    expect(getSafeExcerpt('<mark onclick="x">a</mark>')).toBe('&lt;mark onclick=&quot;x&quot;&gt;a');
  });
  it('escapes a bare "&" but keeps character references', () => {
    expect(getSafeExcerpt('A & B &amp; C &#233; &#xE9; &foo')).toBe('A &amp; B &amp; C &#233; &#xE9; &amp;foo');
  });
  it('balances the marks: no nesting, stray closers dropped, an open mark closed', () => {
    expect(getSafeExcerpt('</mark>a<mark>b<mark>c</mark>d</mark>e<mark>f')).toBe('a<mark>bc</mark>de<mark>f</mark>');
    expect(getSafeExcerpt('<MARK>x</MARK>')).toBe('<mark>x</mark>');
  });
  it('leaves nothing a browser would parse as another element', () => {
    const hostile = '"><svg/onload=alert(1)><mark><iframe src=javascript:alert(1)></mark>';
    const div = document.createElement('div');
    div.innerHTML = getSafeExcerpt(hostile);
    expect([...div.querySelectorAll('*')].map((e) => e.tagName)).toEqual(['MARK']);
    expect(div.textContent).toBe('"><svg/onload=alert(1)><iframe src=javascript:alert(1)>');
  });
});
