/**
 * The action behind FormularioSenhaNova (invitation, reset): the two fields must match; then the
 * port decides (strength, link still valid). One place for both pages.
 */
import type { ResultadoSenhaNova } from '@cosems/contracts';
import { data } from 'react-router';
import { readForm, SenhaNovaForm } from '../formularios/forms.server';

export async function lerSenhaNova(
  request: Request,
  gravar: (senha: string) => Promise<ResultadoSenhaNova>,
): Promise<{ ok: true } | ReturnType<typeof data<{ erro: string }>>> {
  const form = await readForm(request, SenhaNovaForm);
  if (!form.ok) return data({ erro: form.erro }, { status: 400 });
  if (form.data.senha !== form.data.confirmacao)
    return data({ erro: 'As duas senhas não são iguais: digite-as de novo.' }, { status: 400 });
  const r = await gravar(form.data.senha);
  if (r.tipo === 'senha-fraca') return data({ erro: r.mensagem }, { status: 400 });
  if (r.tipo === 'link-invalido')
    return data({ erro: 'Este link não vale mais (já foi usado, expirou ou foi cancelado).' }, { status: 410 });
  return { ok: true };
}
