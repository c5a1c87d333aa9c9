const DIA_MES_ANO = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' });

/** dd/mm/aaaa in Brasília time, the same on the server and in the browser. */
export function formatDate(iso: string): string {
  return DIA_MES_ANO.format(new Date(iso));
}

const DIA_MES_ANO_HORA = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** dd/mm/aaaa hh:mm in Brasília time (the back office's lists). */
export function formatDateTime(iso: string): string {
  return DIA_MES_ANO_HORA.format(new Date(iso)).replace(',', '');
}

const HORA = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

/** hh:mm in Brasília time. */
export function formatTime(iso: string): string {
  return HORA.format(new Date(iso));
}
