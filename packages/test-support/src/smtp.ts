/**
 * A real SMTP server for tests (the smtp-server package, on loopback, a free port): it accepts every
 * message and keeps it parsed (mailparser), so a test reads the e-mail the product sent as a
 * person's mailbox would show it. No TLS, no authentication: loopback only.
 */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface MensagemRecebida {
  para: string[];
  assunto: string;
  texto: string;
  de: string;
}

export interface ServidorSmtp {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  recebidas: MensagemRecebida[];
  /** The next message to `para` (waits up to `ms`); throws when none comes. */
  proxima(para: string, ms?: number): Promise<MensagemRecebida>;
  close(): Promise<void>;
}

const enderecos = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) => a.value.map((v) => (v.address ?? '').toLowerCase()));

export async function startSmtpServer(): Promise<ServidorSmtp> {
  const recebidas: MensagemRecebida[] = [];
  const vistas = new Set<MensagemRecebida>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          recebidas.push({ para: enderecos(mail), assunto: mail.subject ?? '', texto: mail.text ?? '', de: mail.from?.text ?? '' });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    recebidas,
    async proxima(para, ms = 10_000) {
      const fim = Date.now() + ms;
      for (;;) {
        const m = recebidas.find((r) => !vistas.has(r) && r.para.includes(para.toLowerCase()));
        if (m) {
          vistas.add(m);
          return m;
        }
        if (Date.now() > fim) throw new Error(`Nenhuma mensagem para ${para} em ${ms} ms.`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
