export {
  AccountError,
  BackOffice,
  type BackOfficeOptions,
  type EstadoSegundoFator,
  MINUTOS_SEGUNDA_ETAPA,
  type RecifraSegundoFator,
  SEGUNDOS_OCUPADO,
} from './back-office.ts';
export { TotpCipher } from './totp-cipher.ts';
export { checkPasswordStrength, PasswordGate, SENHA_MAX, SENHA_MIN } from './passwords.ts';
export { MENSAGENS_DA_SENHA } from './password-feedback.ts';
export { addressKey, delayAfterFailures, ESPERA_MAXIMA_CONTA_SEGUNDOS } from './throttle.ts';
export { totpCode } from './totp.ts';
export {
  COTAS_DE_MIDIA_PADRAO,
  type CotasDeMidia,
  cleanImage,
  detectFile,
  MIDIA_EM_USO_PUBLICO,
  Midia,
  type MidiaOptions,
  SO_DESTE_TIPO,
  slugOfName,
  storedName,
} from './midia.ts';
export { ESPERA_DE_ENVIO_SEGUNDOS, LIMITES_DE_ENVIO_PADRAO, LimiteDeEnvios, type LimitesDeEnvio } from './limite-de-envios.ts';
export { HORAS_LINK_PREVIA, Redacao } from './redacao.ts';
export { PainelDaRedacao } from './painel.ts';
export { AvisoDeRevisao, type AvisoRevisaoOptions } from './aviso-revisao.ts';
export { Auditoria, CSV_CABECALHO, CSV_SEPARADOR, celulaCsv } from './audit.ts';
export { type Correio, correioSmtp, type Mensagem } from './correio.ts';
export { Usuarios, type UsuariosOptions } from './usuarios.ts';
export { type CopiaBaixada, CopiaDeSeguranca } from './copia.ts';
export { Conteudos, type ConteudosOptions, TIPOS } from './conteudo/conteudos.ts';
export { exigir, registrarMudanca } from './conteudo/pipeline.ts';
export type { Gravado, TipoDeConteudoDeclarado } from './conteudo/tipo.ts';
export { jsonCanonico, versaoDe } from './conteudo/versao.ts';
export {
  checkPdf,
  PAGINAS_CONFERIDAS,
  PDF_MAX_PAGINAS,
  pdfLongoDemais,
  PDF_DANIFICADO,
  PDF_FALSO,
  PDF_INCOMPLETO,
  PDF_PROTEGIDO,
  pagesToLoad,
} from './pdf.ts';
export { cleanPdf, type PdfLimpo } from './pdf-limpeza.ts';
export { cleanPdfInWorker, PDF_EM_PARALELO, PDF_TEMPO_MAXIMO_MS, pdfDemorado, pdfWorkersRunning } from './pdf-pool.ts';
export { checkExternalLink } from './documentos.ts';
export { ESTATUTO_ARQUIVO } from './estatuto.ts';
