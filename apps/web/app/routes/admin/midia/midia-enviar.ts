/**
 * /admin/midia/enviar: the upload the media library's form and the media picker make with
 * JavaScript (XMLHttpRequest, for its progress bar). Same checks and port call as the page's
 * action; the answer is JSON: { ok: true, nome, item } (item: the image as the picker draws it,
 * so that it is chosen at once) or { ok: false, erro, campo } with the refusal's status. The
 * picker sends `apenas=imagem`: a PDF is refused there, before it is stored.
 */
import { redirect } from 'react-router';
import { imagemDoSeletor, readEnvio, readMidiaForm, retryAfter } from '../../../features/area-restrita/midia/midia-forms.server';
import { requireSession } from '../../../lib/back-office.server';
import type { Route } from './+types/midia-enviar';

export function loader() {
  return redirect('/admin/midia');
}

export async function action({ context, request }: Route.ActionArgs) {
  const { backOffice, session } = requireSession(context, request);
  const form = await readMidiaForm(request);
  const envio = form.ok ? readEnvio(form.campos) : null;
  if (!form.ok || !envio) return Response.json({ ok: false, erro: form.ok ? 'Formulário inválido.' : form.erro }, { status: 400 });
  if (!form.arquivo) return Response.json({ ok: false, erro: 'Escolha um arquivo para enviar.', campo: 'arquivo' }, { status: 400 });
  const result = await backOffice.midia.upload(session, { ...form.arquivo, ...envio }, backOffice.quem);
  if (result.tipo === 'recusado') {
    // 429/503 (uploads in progress): the wait goes in Retry-After as well as in the message.
    return Response.json({ ok: false, erro: result.mensagem, campo: result.campo }, { status: result.status, headers: retryAfter(result) });
  }
  return Response.json({ ok: true, nome: result.item.nome, item: imagemDoSeletor(result.item) });
}
