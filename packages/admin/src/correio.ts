/**
 * E-mail to staff (invitations, password resets) through the SMTP server SMTP_URL names
 * (smtp://user:password@host:587, or smtps://… for TLS from the start), with nodemailer. Plain
 * text only: no HTML, no images, no tracking. Without SMTP_URL the back office hands the invitation
 * link to the administrator instead, and offers no "forgot my password".
 */
import nodemailer from 'nodemailer';

export interface Mensagem {
  para: string;
  assunto: string;
  texto: string;
}

export interface Correio {
  enviar(mensagem: Mensagem): Promise<void>;
}

/** Timeouts keep a silent or slow server from holding a request (or a background send) for long. */
const TEMPOS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function correioSmtp(url: string, remetente: string): Correio {
  const transporte = nodemailer.createTransport(url, { from: remetente, ...TEMPOS });
  return {
    async enviar({ para, assunto, texto }) {
      await transporte.sendMail({ to: para, subject: assunto, text: texto });
    },
  };
}
