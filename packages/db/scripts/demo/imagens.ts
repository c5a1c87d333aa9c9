/**
 * The demo's pictures, drawn as SVG and encoded by sharp: news illustrations, banners, portraits,
 * logos and partner marks. No timestamps, and shapes from a seeded PRNG, so the same input gives
 * the same bytes (on the same machine: text uses the system's "sans-serif" font).
 */
import sharp from 'sharp';
import { at, rng } from './rng.ts';

export interface ImageSpec {
  arquivo: string;
  largura: number;
  altura: number;
  tipo: 'noticia' | 'banner' | 'destaque' | 'reserva' | 'padrao';
  titulo: string;
  subtitulo: string;
  cores: [string, string];
  semente: string;
}

export interface Logo {
  id: number;
  imagem: string;
  fundo: string;
  texto: string;
  detalhe: string;
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function wrapLines(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && (current + word).length > maxChars) {
      lines.push(current.trim());
      current = '';
    }
    current += `${word} `;
  }
  if (current.trim()) lines.push(current.trim());
  return lines;
}

export function renderImageSvg(img: ImageSpec): string {
  const r = rng(`imagem:${img.semente}`);
  const { largura: w, altura: h, cores } = img;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const raio = r.int(Math.round(h * 0.12), Math.round(h * 0.45));
    shapes.push(
      `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${raio}" fill="#ffffff" fill-opacity="${(0.06 + r.next() * 0.1).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = r.int(Math.round(w * 0.45), w);
    const y = r.int(0, Math.round(h * 0.6));
    const s = r.int(Math.round(h * 0.1), Math.round(h * 0.25));
    shapes.push(
      `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${Math.round(s / 5)}" fill="#ffffff" fill-opacity="0.12" transform="rotate(${r.int(-20, 20)} ${x + s / 2} ${y + s / 2})"/>`,
    );
  }
  // A stylised health cross.
  const c = Math.round(h * 0.18);
  const cx = Math.round(w * 0.78);
  const cy = Math.round(h * 0.36);
  shapes.push(
    `<g fill="#ffffff" fill-opacity="0.85"><rect x="${cx - c / 6}" y="${cy - c / 2}" width="${c / 3}" height="${c}" rx="${c / 14}"/><rect x="${cx - c / 2}" y="${cy - c / 6}" width="${c}" height="${c / 3}" rx="${c / 14}"/></g>`,
  );
  const titleSize = Math.round(h * (img.tipo === 'banner' ? 0.1 : 0.085));
  const subtitleSize = Math.round(titleSize * 0.42);
  const margin = Math.round(w * 0.05);
  const lines = wrapLines(img.titulo, Math.floor((w * 0.62) / (titleSize * 0.6)));
  const yBase = h - margin - subtitleSize * 2.2 - (lines.length - 1) * titleSize * 1.1;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${margin}" y="${Math.round(yBase + i * titleSize * 1.1)}" font-family="sans-serif" font-size="${titleSize}" font-weight="bold" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cores[0]}"/><stop offset="1" stop-color="${cores[1]}"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${shapes.join('')}<rect width="${w}" height="${h}" fill="url(#s)"/>
${text}
<text x="${margin}" y="${h - margin}" font-family="sans-serif" font-size="${subtitleSize}" fill="#ffffff" fill-opacity="0.9">${escapeXml(img.subtitulo)}</text>
<text x="${w - margin}" y="${Math.round(margin * 0.9)}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(subtitleSize * 0.8)}" fill="#ffffff" fill-opacity="0.8">Imagem de demonstração</text>
</svg>`;
}

export function renderPortraitSvg(iniciaisTxt: string, tom: number): string {
  const fundos: [string, string][] = [
    ['#d9d9d9', '#a6a6a6'],
    ['#d5dde5', '#9aa8b5'],
    ['#e0d9cf', '#b0a493'],
    ['#d6e0d6', '#9fb09f'],
  ];
  const [a, b] = at(fundos, tom);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="300" height="400" fill="url(#g)"/>
<circle cx="150" cy="150" r="70" fill="#6b7280"/>
<path d="M30 400 C 30 290 90 240 150 240 C 210 240 270 290 270 400 Z" fill="#6b7280"/>
<text x="150" y="172" text-anchor="middle" font-family="sans-serif" font-size="60" font-weight="bold" fill="#f3f4f6">${escapeXml(iniciaisTxt)}</text>
<text x="150" y="385" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#f3f4f6">Retrato ilustrativo</text>
</svg>`;
}

export function renderLogoSvg(l: Logo): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
<rect width="400" height="160" rx="12" fill="${l.fundo}"/>
<g fill="${l.detalhe}"><rect x="34" y="52" width="18" height="56" rx="3"/><rect x="15" y="71" width="56" height="18" rx="3"/></g>
<text x="86" y="86" font-family="sans-serif" font-size="42" font-weight="bold" fill="${l.texto}">COSEMS/MG</text>
<text x="88" y="110" font-family="sans-serif" font-size="12.5" fill="${l.texto}">Conselho de Secretarias Municipais</text>
<text x="88" y="127" font-family="sans-serif" font-size="12.5" fill="${l.texto}">de Saúde de Minas Gerais</text>
</svg>`;
}

export function renderParceiroSvg(sigla: string, cor: string): string {
  const tam = sigla.length > 6 ? 40 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150">
<rect width="300" height="150" fill="#ffffff"/>
<rect x="6" y="6" width="288" height="138" rx="14" fill="none" stroke="${cor}" stroke-width="4"/>
<text x="150" y="90" text-anchor="middle" font-family="sans-serif" font-size="${tam}" font-weight="bold" fill="${cor}">${escapeXml(sigla)}</text>
<text x="150" y="122" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#6b7280">logotipo ilustrativo</text>
</svg>`;
}

export async function jpeg(svg: string, quality = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: quality, mozjpeg: true }).toBuffer();
}

export async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
