import { describe, expect, it } from 'vitest';
import { isValidDialogBusca, isValidInlineBusca, SHORT_BUSCA_MESSAGE, DIALOG_MIN_LENGTH, INLINE_MIN_LENGTH, urlBusca } from './busca-input';

describe('search validation bounds', () => {
  it('the alert text is the documented one', () => {
    expect(SHORT_BUSCA_MESSAGE).toBe('A pesquisa deve conter mais de 3 caracteres');
  });
  it('dialog: more than 2 characters', () => {
    expect(DIALOG_MIN_LENGTH).toBe(2);
    expect(isValidDialogBusca('ab')).toBe(false);
    expect(isValidDialogBusca('abc')).toBe(true);
    expect(isValidDialogBusca('  ab  ')).toBe(false);
    // Special characters become spaces (cleanBusca): 'a!!' leaves 'a', too short; 'a!b' is 'a b'.
    expect(isValidDialogBusca('a!!')).toBe(false);
  });
  it('inline: more than 3 characters', () => {
    expect(INLINE_MIN_LENGTH).toBe(3);
    expect(isValidInlineBusca('abc')).toBe(false);
    expect(isValidInlineBusca('abcd')).toBe(true);
    expect(isValidInlineBusca('sus?')).toBe(false);
  });
  it('results address carries the cleaned text', () => {
    expect(urlBusca('saúde mental!')).toBe(`/pesquisa/${encodeURIComponent('saúde mental')}`);
  });
});
