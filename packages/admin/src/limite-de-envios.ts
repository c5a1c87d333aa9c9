/**
 * How many uploads are checked and cleaned at once: per account and for the whole process
 * (docs/decisions/040). Decoding an image and reading a PDF take CPU; without a bound, one staff
 * member sending many large files at once (or several members together) slows every public page.
 * A reservation is taken before the file is decoded and returned when it is stored or refused; an
 * upload past either bound is refused at once (429 for the account, 503 for the process), with the
 * seconds to wait, and changes nothing.
 */
import type { RecusaDeMidia } from '@cosems/contracts';

export interface LimitesDeEnvio {
  /** Uploads one account may have in progress at once. */
  porConta: number;
  /** Uploads the process checks at once, all accounts together. */
  total: number;
}

/** Defaults: two cores are the smallest machine the product runs on (docs/operacao.md). */
export const LIMITES_DE_ENVIO_PADRAO: LimitesDeEnvio = { porConta: 2, total: 4 };

/** The seconds a refused upload is told to wait (Retry-After). */
export const ESPERA_DE_ENVIO_SEGUNDOS = 10;

export class LimiteDeEnvios {
  private emCurso = 0;
  private readonly porConta = new Map<number, number>();

  constructor(private readonly limites: LimitesDeEnvio = LIMITES_DE_ENVIO_PADRAO) {}

  /** A release function, or the refusal to answer. */
  reserve(usuarioId: number): (() => void) | RecusaDeMidia {
    const daConta = this.porConta.get(usuarioId) ?? 0;
    if (daConta >= this.limites.porConta)
      return {
        tipo: 'recusado',
        status: 429,
        mensagem: `Você já tem ${daConta} ${daConta === 1 ? 'envio' : 'envios'} em andamento. Espere ${daConta === 1 ? 'ele terminar' : 'um deles terminar'} e envie este arquivo de novo.`,
        campo: 'arquivo',
        esperarSegundos: ESPERA_DE_ENVIO_SEGUNDOS,
      };
    if (this.emCurso >= this.limites.total)
      return {
        tipo: 'recusado',
        status: 503,
        mensagem: `O servidor está conferindo outros envios agora. Tente de novo em ${ESPERA_DE_ENVIO_SEGUNDOS} segundos; nada foi gravado.`,
        campo: 'arquivo',
        esperarSegundos: ESPERA_DE_ENVIO_SEGUNDOS,
      };
    this.emCurso++;
    this.porConta.set(usuarioId, daConta + 1);
    let devolvido = false;
    return () => {
      if (devolvido) return;
      devolvido = true;
      this.emCurso--;
      const n = (this.porConta.get(usuarioId) ?? 1) - 1;
      if (n > 0) this.porConta.set(usuarioId, n);
      else this.porConta.delete(usuarioId);
    };
  }
}
