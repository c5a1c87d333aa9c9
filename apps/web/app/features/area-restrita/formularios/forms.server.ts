/**
 * The back office's forms, each checked against a schema before anything is done with it: fields
 * present, strings of bounded length. A form that does not match answers 400 with a message.
 */
import { type Static, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';

export const EntrarForm = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  senha: Type.String({ minLength: 1, maxLength: 1024 }),
  voltar: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const CodigoForm = Type.Object({
  intent: Type.Union([Type.Literal('totp'), Type.Literal('recuperacao')]),
  codigo: Type.String({ minLength: 1, maxLength: 64 }),
  voltar: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const ConfigurarForm = Type.Object({ codigo: Type.String({ minLength: 1, maxLength: 64 }) });

export const SessoesForm = Type.Union([
  Type.Object({ intent: Type.Literal('encerrar'), sessao: Type.String({ pattern: '^[0-9a-f]{16}$' }) }),
  Type.Object({ intent: Type.Literal('encerrar-todas') }),
]);

/** /admin/usuarios: invite a person, or send again or cancel a pending invitation. */
export const UsuariosForm = Type.Union([
  Type.Object({
    intent: Type.Literal('convidar'),
    nome: Type.String({ maxLength: 200 }),
    email: Type.String({ maxLength: 320 }),
    papel: Type.String({ maxLength: 20 }),
  }),
  // "cancelar" asks (without JavaScript, the page asks); "cancelar-confirmado" cancels (issue 27, item 6).
  Type.Object({ intent: Type.Literal('cancelar'), convite: Type.String({ pattern: '^[0-9a-f]{16}$' }) }),
  Type.Object({ intent: Type.Literal('cancelar-confirmado'), convite: Type.String({ pattern: '^[0-9a-f]{16}$' }) }),
  Type.Object({ intent: Type.Literal('reenviar'), convite: Type.String({ pattern: '^[0-9a-f]{16}$' }) }),
]);

/** /admin/noticias/lixeira: put a deleted draft back. */
export const LixeiraForm = Type.Object({ intent: Type.Literal('restaurar'), id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) });

/** /admin/usuarios/{id}: one change to the account. */
export const UsuarioForm = Type.Union([
  Type.Object({ intent: Type.Literal('papel'), papel: Type.String({ maxLength: 20 }) }),
  Type.Object({ intent: Type.Union([Type.Literal('desativar'), Type.Literal('reativar'), Type.Literal('redefinir-segundo-fator')]) }),
]);

/** A new password, typed twice (invitation, reset). */
export const SenhaNovaForm = Type.Object({
  senha: Type.String({ minLength: 1, maxLength: 1024 }),
  confirmacao: Type.String({ maxLength: 1024 }),
});

export const EsqueciForm = Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) });

export type FormResult<T> = { ok: true; data: T } | { ok: false; erro: string };

/** The request's form fields (text only; the anti-CSRF field is the server's and is dropped). */
export async function readForm<S extends TSchema>(request: Request, schema: S): Promise<FormResult<Static<S>>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, erro: 'Formulário inválido.' };
  }
  const fields: Record<string, string> = {};
  for (const [k, v] of form) if (k !== '_csrf' && typeof v === 'string') fields[k] = v;
  if (!Value.Check(schema, fields)) return { ok: false, erro: 'Formulário inválido: confira os campos e envie de novo.' };
  return { ok: true, data: fields as Static<S> };
}

/** /admin/regionais/{id}: add (or move here) a municipality by its IBGE code, or take one out. */
export const MunicipioDaRegionalForm = Type.Union([
  Type.Object({ intent: Type.Literal('incluir'), ibge: Type.String({ pattern: '^31[0-9]{5}$' }) }),
  Type.Object({ intent: Type.Literal('retirar'), municipio: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }),
]);
