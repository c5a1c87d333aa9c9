export { AccountError, BackOffice, type BackOfficeOptions, MINUTOS_SEGUNDA_ETAPA } from './back-office.ts';
export { checkPasswordStrength, SENHA_MAX, SENHA_MIN } from './passwords.ts';
export { delayAfterFailures, ESPERA_MAXIMA_CONTA_SEGUNDOS } from './throttle.ts';
export { totpCode } from './totp.ts';
export { cleanImage, detectFile, Midia, type MidiaOptions, slugOfName, storedName } from './midia.ts';
export { HORAS_LINK_PREVIA, Redacao } from './redacao.ts';
export { Auditoria } from './audit.ts';
export { type CopiaBaixada, CopiaDeSeguranca } from './copia.ts';
