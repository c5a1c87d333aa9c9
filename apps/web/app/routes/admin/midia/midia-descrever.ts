/**
 * /admin/midia/descrever: the media picker writes the library's alternative text of an image that
 * has none, so that it can be used (the checker refuses a main image without one) with no trip to
 * Mídia in another tab. JSON, like /admin/midia/enviar: { ok: true, item } or { ok: false, erro,
 * campo } with the refusal's status. The same port call as the file's page (MidiaPort.edit: the
 * rights of midia.editar, the checks of the text, the audit entry, the content notice), with the
 * focal point the file already has.
 */
import { redirect } from 'react-router';
import { imagemDoSeletor, readDescricao, readMidiaForm } from '../../../features/area-restrita/midia/midia-forms.server';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/midia-descrever';

export function loader() {
  return redirect('/admin/midia');
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readMidiaForm(request);
  const pedido = form.ok && !form.arquivo ? readDescricao(form.campos) : null;
  if (!pedido) return Response.json({ ok: false, erro: 'Formulário inválido.' }, { status: 400 });
  const atual = await backOffice.midia.get(session, pedido.nome);
  if (atual?.tipo !== 'imagem')
    return Response.json({ ok: false, erro: 'Esta imagem não está mais na biblioteca de mídia.' }, { status: 404 });
  const r = await backOffice.midia.edit(session, pedido.nome, { alt: pedido.alt, foco: atual.foco }, backOffice.quem);
  if (r.tipo === 'recusado') return Response.json({ ok: false, erro: r.mensagem, campo: r.campo }, { status: r.status });
  return Response.json({ ok: true, item: imagemDoSeletor(r.item) });
}
