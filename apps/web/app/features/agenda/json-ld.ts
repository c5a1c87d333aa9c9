/**
 * An event's schema.org Event (JSON-LD) for search engines (issue 30): its status (cancelled or
 * scheduled), how one attends (in person, on-line or both), the Place and/or the VirtualLocation,
 * dates with São Paulo's offset (an all-day event's days as days).
 */
import type { Evento } from '@cosems/contracts';
import { dataComFuso } from './datas';

const SCHEMA = 'https://schema.org';

/** The description's text, without its tags, cut to `max` characters. */
export function textoDaDescricao(html: string, max = 300): string {
  const texto = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return texto.length > max ? `${texto.slice(0, max - 1).trimEnd()}…` : texto;
}

export function modoDePresenca(evento: Pick<Evento, 'local' | 'linkOnline'>): string {
  if (evento.linkOnline && evento.local) return `${SCHEMA}/MixedEventAttendanceMode`;
  if (evento.linkOnline) return `${SCHEMA}/OnlineEventAttendanceMode`;
  return `${SCHEMA}/OfflineEventAttendanceMode`;
}

export function buildEventoJsonLd(evento: Evento, opcoes: { url: string; siteUrl: string; organizacao: string }): Record<string, unknown> {
  const locais: Record<string, unknown>[] = [];
  if (evento.local) locais.push({ '@type': 'Place', name: evento.local, address: evento.local });
  if (evento.linkOnline) locais.push({ '@type': 'VirtualLocation', url: evento.linkOnline });
  const json: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': 'Event',
    name: evento.titulo,
    url: opcoes.url,
    startDate: dataComFuso(evento.inicio),
    eventStatus: evento.cancelado ? `${SCHEMA}/EventCancelled` : `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: modoDePresenca(evento),
    inLanguage: 'pt-BR',
    organizer: { '@type': 'Organization', '@id': `${opcoes.siteUrl}/#organizacao`, name: opcoes.organizacao, url: `${opcoes.siteUrl}/` },
  };
  if (evento.fim) json.endDate = dataComFuso(evento.fim);
  if (locais.length > 0) json.location = locais.length === 1 ? locais[0] : locais;
  const descricao = textoDaDescricao(evento.descricao);
  if (descricao) json.description = descricao;
  return json;
}
