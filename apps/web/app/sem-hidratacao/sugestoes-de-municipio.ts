/**
 * /secretarios served without React (handle melhorias 'secretarios'): the field of "Qual é a minha
 * regional?" suggests the IBGE list's names as one types, in its <datalist>, from /api/municipios
 * (asked once typing pauses; an answer overtaken by newer typing is dropped). Without the script,
 * or when the API does not answer, the form is the same and answers by itself.
 */
import { CAMPO_MINHA_REGIONAL, ESPERA_DAS_SUGESTOES_MS, SUGESTOES_MINHA_REGIONAL } from '../features/regionais/escolha-do-municipio';

export function enhanceSecretarios(doc: Document) {
  const campo = doc.getElementById(CAMPO_MINHA_REGIONAL) as HTMLInputElement | null;
  const lista = doc.getElementById(SUGESTOES_MINHA_REGIONAL);
  if (!campo || !lista) return;
  let espera: ReturnType<typeof setTimeout> | undefined;
  let pedido: AbortController | undefined;
  campo.addEventListener('input', () => {
    clearTimeout(espera);
    pedido?.abort();
    const texto = campo.value.trim();
    if (texto.length < 2) return lista.replaceChildren();
    espera = setTimeout(async () => {
      pedido = new AbortController();
      try {
        const r = await fetch(`${campo.dataset.api ?? ''}/api/municipios?nome=${encodeURIComponent(texto)}`, { signal: pedido.signal });
        if (!r.ok) return;
        const achados = (await r.json()) as { nome: string }[];
        lista.replaceChildren(...achados.map((m) => Object.assign(doc.createElement('option'), { value: m.nome })));
      } catch {
        // Overtaken by newer typing, or the network: no suggestions; the form still answers.
      }
    }, ESPERA_DAS_SUGESTOES_MS);
  });
}
