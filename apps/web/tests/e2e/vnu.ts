/**
 * The Nu HTML Checker (vnu.jar from the npm package vnu-jar, run by the system's Java), shared by
 * the specs that validate pages: html-validator.spec.ts (the public site) and redacao.spec.ts (the
 * back office). One JVM start per call, for all the files given.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** The path of vnu.jar (the package's main module exports it). Its own launcher is not used: it may download a Java. */
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

export function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // --stdout: the JSON report on stdout; the exit code is 1 whenever there is an error, so it is
    // not taken as a failure to run: the report says what happened.
    execFile('java', ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files], { maxBuffer: 64 * 2 ** 20 }, (err, stdout, stderr) => {
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu.jar não rodou (${err?.message ?? 'sem saída'}): ${stderr}`));
      }
    });
  });
}

/** Validates HTML documents (name → bytes); the errors and warnings, each with its document's name. */
export async function validateHtml(pages: Map<string, Buffer | string>): Promise<{ erros: string[]; avisos: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cosems-vnu-'));
  try {
    const nomes = new Map<string, string>();
    let i = 0;
    for (const [nome, html] of pages) {
      const arquivo = path.join(dir, `${String(i++).padStart(4, '0')}.html`);
      fs.writeFileSync(arquivo, html);
      nomes.set(`file:${arquivo}`, nome);
    }
    const mensagens = await runVnu([...nomes.keys()].map((f) => f.slice('file:'.length)));
    const onde = (m: VnuMessage) => `${nomes.get(m.url ?? '') ?? m.url}:${m.lastLine ?? '?'}`;
    return {
      erros: mensagens.filter((m) => m.type !== 'info').map((m) => `${onde(m)} ${m.message} [${m.extract ?? ''}]`),
      avisos: mensagens.filter((m) => m.type === 'info' && m.subType === 'warning').map((m) => `${onde(m)} ${m.message}`),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
