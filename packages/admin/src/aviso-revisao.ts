/**
 * "Enviar para revisão" tells the editors by e-mail (issue 27, item 8; docs/decisions/051): every
 * active account that may publish (pode 'noticia.publicar': editors and administrators), except
 * the sender, gets one plain-text message with the item's title, who sent it and the link to it.
 * The dashboard's "Aguardando revisão" list is the same notice inside the back office.
 *
 * Called by Redacao after the transition has committed, and sent in the background: a slow or
 * failing SMTP server never delays or fails the transition; each failure is handed to
 * `aoFalharEnvio` (the server logs it) and the other recipients still get theirs. The link starts
 * with SITE_URL, never with a request's Host (as the invitations' links, decision 024).
 */
import { PAPEIS, pode } from '@cosems/contracts';
import { type Db, tables as t } from '@cosems/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Correio } from './correio.ts';

/** The longest title a subject line carries; the message's text has it whole. */
const ASSUNTO_TITULO_MAX = 120;

export interface AvisoRevisaoOptions {
  db: Db;
  correio: Correio;
  /** SITE_URL: the links in the messages start with it. */
  siteUrl: string;
  aoFalharEnvio?: (erro: unknown) => void;
}

export class AvisoDeRevisao {
  private readonly db: Db;
  private readonly correio: Correio;
  private readonly base: string;
  private readonly aoFalharEnvio: (erro: unknown) => void;
  /** The sends under way, so that a test (or a clean stop) can wait for them. */
  private readonly emCurso = new Set<Promise<void>>();

  constructor(options: AvisoRevisaoOptions) {
    this.db = options.db;
    this.correio = options.correio;
    this.base = options.siteUrl.replace(/\/+$/, '');
    this.aoFalharEnvio = options.aoFalharEnvio ?? (() => {});
  }

  /** Sends the notices for item `noticiaId`, sent to review by account `remetenteId`; returns at once. */
  avisar(noticiaId: number, remetenteId: number): void {
    const envio = this.enviar(noticiaId, remetenteId).catch(this.aoFalharEnvio);
    this.emCurso.add(envio);
    void envio.finally(() => this.emCurso.delete(envio));
  }

  /** Resolves when every send started so far has ended (sent or failed). */
  async concluidos(): Promise<void> {
    await Promise.all([...this.emCurso]);
  }

  private async enviar(noticiaId: number, remetenteId: number): Promise<void> {
    const revisores = PAPEIS.filter((p) => pode(p, 'noticia.publicar'));
    const [[noticia], [remetente], destinatarios] = await Promise.all([
      this.db.select({ titulo: t.noticias.title }).from(t.noticias).where(eq(t.noticias.id, noticiaId)),
      this.db.select({ nome: t.usuarios.nome }).from(t.usuarios).where(eq(t.usuarios.id, remetenteId)),
      this.db
        .select({ email: t.usuarios.email, nome: t.usuarios.nome })
        .from(t.usuarios)
        .where(and(eq(t.usuarios.ativo, true), inArray(t.usuarios.papel, revisores), ne(t.usuarios.id, remetenteId))),
    ]);
    if (!noticia) return;
    // A title is one line on the form, but a forged post could carry line breaks: one line here.
    const titulo = noticia.titulo.replace(/\s+/g, ' ').trim();
    const curto = titulo.length > ASSUNTO_TITULO_MAX ? `${titulo.slice(0, ASSUNTO_TITULO_MAX - 1)}…` : titulo;
    const quem = remetente?.nome ?? 'Uma pessoa da equipe';
    const link = `${this.base}/admin/noticias/${noticiaId}`;
    // One message per person, one after the other: a handful of editors, and one failure (a full
    // mailbox, a refused address) must not cost the others theirs.
    for (const d of destinatarios) {
      try {
        await this.correio.enviar({
          para: d.email,
          assunto: `Notícia para revisão: ${curto}`,
          texto: [
            `Olá, ${d.nome}.`,
            '',
            `${quem} enviou para revisão a notícia “${titulo}”.`,
            '',
            'Para revisar e publicar, abra:',
            link,
            '',
            'Ela também aparece em "Aguardando revisão", no início da área restrita.',
            'Você recebe este aviso por ser editor ou administrador da área restrita do site do COSEMS/MG.',
          ].join('\n'),
        });
      } catch (erro) {
        this.aoFalharEnvio(erro);
      }
    }
  }
}
