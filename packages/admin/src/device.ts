/**
 * "Chrome em Linux": how the list of sessions names a device, from its User-Agent. A description
 * for people telling their own sessions apart, not a rule: unknown agents read "Navegador
 * desconhecido".
 */
const NAVEGADORES: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|Chromium\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SISTEMAS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function describeDevice(userAgent: string): string {
  const navegador = NAVEGADORES.find(([re]) => re.test(userAgent))?.[1];
  const sistema = SISTEMAS.find(([re]) => re.test(userAgent))?.[1];
  if (!navegador) return sistema ? `Navegador desconhecido em ${sistema}` : 'Navegador desconhecido';
  return sistema ? `${navegador} em ${sistema}` : navegador;
}
