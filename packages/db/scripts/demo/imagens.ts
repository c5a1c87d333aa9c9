/**
 * The demo's pictures, drawn as SVG and encoded by sharp: news illustrations, banners, portraits,
 * logos and partner marks. No timestamps, and shapes from a seeded PRNG, so the same input gives
 * the same bytes (on the same machine: text uses the system's "sans-serif" font).
 */
import sharp from 'sharp';
import { at, rng } from './rng.ts';

export interface Imagem {
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

export function escapar(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function quebrarLinhas(texto: string, maxCaracteres: number): string[] {
  const linhas: string[] = [];
  let atual = '';
  for (const palavra of texto.split(' ')) {
    if (atual && (atual + palavra).length > maxCaracteres) {
      linhas.push(atual.trim());
      atual = '';
    }
    atual += `${palavra} `;
  }
  if (atual.trim()) linhas.push(atual.trim());
  return linhas;
}

export function svgImagem(img: Imagem): string {
  const r = rng(`imagem:${img.semente}`);
  const { largura: w, altura: h, cores } = img;
  const formas: string[] = [];
  for (let i = 0; i < 5; i++) {
    const raio = r.int(Math.round(h * 0.12), Math.round(h * 0.45));
    formas.push(
      `<circle cx="${r.int(0, w)}" cy="${r.int(0, h)}" r="${raio}" fill="#ffffff" fill-opacity="${(0.06 + r.next() * 0.1).toFixed(2)}"/>`,
    );
  }
  for (let i = 0; i < 3; i++) {
    const x = r.int(Math.round(w * 0.45), w);
    const y = r.int(0, Math.round(h * 0.6));
    const s = r.int(Math.round(h * 0.1), Math.round(h * 0.25));
    formas.push(
      `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${Math.round(s / 5)}" fill="#ffffff" fill-opacity="0.12" transform="rotate(${r.int(-20, 20)} ${x + s / 2} ${y + s / 2})"/>`,
    );
  }
  // A stylised health cross.
  const c = Math.round(h * 0.18);
  const cx = Math.round(w * 0.78);
  const cy = Math.round(h * 0.36);
  formas.push(
    `<g fill="#ffffff" fill-opacity="0.85"><rect x="${cx - c / 6}" y="${cy - c / 2}" width="${c / 3}" height="${c}" rx="${c / 14}"/><rect x="${cx - c / 2}" y="${cy - c / 6}" width="${c}" height="${c / 3}" rx="${c / 14}"/></g>`,
  );
  const tamTitulo = Math.round(h * (img.tipo === 'banner' ? 0.1 : 0.085));
  const tamSub = Math.round(tamTitulo * 0.42);
  const margem = Math.round(w * 0.05);
  const linhas = quebrarLinhas(img.titulo, Math.floor((w * 0.62) / (tamTitulo * 0.6)));
  const yBase = h - margem - tamSub * 2.2 - (linhas.length - 1) * tamTitulo * 1.1;
  const texto = linhas
    .map(
      (l, i) =>
        `<text x="${margem}" y="${Math.round(yBase + i * tamTitulo * 1.1)}" font-family="sans-serif" font-size="${tamTitulo}" font-weight="bold" fill="#ffffff">${escapar(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${cores[0]}"/><stop offset="1" stop-color="${cores[1]}"/></linearGradient>
<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.45"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${formas.join('')}<rect width="${w}" height="${h}" fill="url(#s)"/>
${texto}
<text x="${margem}" y="${h - margem}" font-family="sans-serif" font-size="${tamSub}" fill="#ffffff" fill-opacity="0.9">${escapar(img.subtitulo)}</text>
<text x="${w - margem}" y="${Math.round(margem * 0.9)}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(tamSub * 0.8)}" fill="#ffffff" fill-opacity="0.8">Imagem de demonstração</text>
</svg>`;
}

export function svgRetrato(iniciaisTxt: string, tom: number): string {
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
<text x="150" y="172" text-anchor="middle" font-family="sans-serif" font-size="60" font-weight="bold" fill="#f3f4f6">${escapar(iniciaisTxt)}</text>
<text x="150" y="385" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#f3f4f6">Retrato ilustrativo</text>
</svg>`;
}

export function svgLogo(l: Logo): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160" viewBox="0 0 400 160">
<rect width="400" height="160" rx="12" fill="${l.fundo}"/>
<g fill="${l.detalhe}"><rect x="34" y="52" width="18" height="56" rx="3"/><rect x="15" y="71" width="56" height="18" rx="3"/></g>
<text x="86" y="86" font-family="sans-serif" font-size="42" font-weight="bold" fill="${l.texto}">COSEMS/MG</text>
<text x="88" y="110" font-family="sans-serif" font-size="12.5" fill="${l.texto}">Conselho de Secretarias Municipais</text>
<text x="88" y="127" font-family="sans-serif" font-size="12.5" fill="${l.texto}">de Saúde de Minas Gerais</text>
</svg>`;
}

export function svgParceiro(sigla: string, cor: string): string {
  const tam = sigla.length > 6 ? 40 : 52;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150" viewBox="0 0 300 150">
<rect width="300" height="150" fill="#ffffff"/>
<rect x="6" y="6" width="288" height="138" rx="14" fill="none" stroke="${cor}" stroke-width="4"/>
<text x="150" y="90" text-anchor="middle" font-family="sans-serif" font-size="${tam}" font-weight="bold" fill="${cor}">${escapar(sigla)}</text>
<text x="150" y="122" text-anchor="middle" font-family="sans-serif" font-size="12" fill="#6b7280">logotipo ilustrativo</text>
</svg>`;
}

export async function jpeg(svg: string, qualidade = 70): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: qualidade, mozjpeg: true }).toBuffer();
}

export async function png(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
