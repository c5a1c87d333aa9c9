/**
 * The back office's "Cópia de segurança": the content bundle of everything as one .tar.gz stream
 * (@cosems/db bundleArchive), for administrators only (permissoes.ts, conteudo.exportar). Each
 * download is audited before its first byte: who, when, from which address, and the file's name.
 * docs/decisions/023-copia-de-seguranca.md.
 */
import type { Readable } from 'node:stream';
import { pode, type Requisitante, type SessaoAtual } from '@cosems/contracts';
import { bundleArchive, type Db } from '@cosems/db';
import { recordAudit } from './audit.ts';

export interface CopiaBaixada {
  /** cosems-conteudo-AAAA-MM-DD.tar.gz (the day in Brasília). */
  nome: string;
  arquivo: Readable;
}

/** The day of `agora` in Brasília, yyyy-mm-dd (the sv-SE locale writes dates that way). */
const diaEmBrasilia = (agora: Date) => agora.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });

export class CopiaDeSeguranca {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The archive to send, or 'proibido' unless the session may download it (nothing is then recorded or read). */
  async baixar(sessao: SessaoAtual, quem: Requisitante): Promise<CopiaBaixada | 'proibido'> {
    if (sessao.etapa !== 'completa' || !pode(sessao.usuario.papel, 'conteudo.exportar')) return 'proibido';
    const agora = this.now();
    const nome = `cosems-conteudo-${diaEmBrasilia(agora)}.tar.gz`;
    await recordAudit(
      this.db,
      {
        acao: 'conteudo.exportar',
        usuario: { id: sessao.usuario.id, email: sessao.usuario.email },
        endereco: quem.endereco,
        objetoTipo: 'conteudo',
        depois: { arquivo: nome, navegador: quem.agente },
      },
      agora,
    );
    return { nome, arquivo: bundleArchive(this.db) };
  }
}
