/**
 * The migration report: one entry per item read from the source (migrated, fixed on the way, or
 * not migrated and why), a count per kind, and the figures of the run. Written as JSON beside the
 * bundle and summed up on the terminal.
 */

export type Situacao = 'migrado' | 'corrigido' | 'nao-migrado';

export type TipoItem =
  | 'noticia'
  | 'regiao'
  | 'municipio'
  | 'pessoa'
  | 'grupo-equipe'
  | 'cargo-diretoria'
  | 'documento-juridico'
  | 'publicacao'
  | 'logo'
  | 'presidente'
  | 'parceiro'
  | 'link-util'
  | 'bloco'
  | 'imagem'
  | 'documento'
  | 'site';

export interface ItemReport {
  tipo: TipoItem;
  /** The item's id in the source (or its name, for files and groups). */
  id: string;
  situacao: Situacao;
  /** What was fixed (situacao 'corrigido'). */
  correcoes?: string[];
  /** Why it was not migrated (situacao 'nao-migrado'), or a note on a migrated item. */
  motivo?: string;
}

export interface MigrationReport {
  origem: string;
  destino: string;
  iniciado_em: string;
  duracao_ms: number;
  /** True when the bundle was written; false when the run failed and left nothing. */
  concluida: boolean;
  erro?: string;
  /** The written bundle: how many files, how many bytes (only when concluida). */
  pacote?: { arquivos: number; bytes: number };
  requisicoes: number;
  novas_tentativas: number;
  /** Per kind: how many migrated, fixed, not migrated. */
  contagem: Record<string, { migrado: number; corrigido: number; 'nao-migrado': number }>;
  itens: ItemReport[];
}

export class ReportBuilder {
  readonly itens: ItemReport[] = [];

  add(tipo: TipoItem, id: string | number, correcoes: string[] = [], motivo?: string): void {
    const fixes = correcoes.filter(Boolean);
    this.itens.push({
      tipo,
      id: String(id),
      situacao: fixes.length ? 'corrigido' : 'migrado',
      ...(fixes.length ? { correcoes: fixes } : {}),
      ...(motivo ? { motivo } : {}),
    });
  }

  skip(tipo: TipoItem, id: string | number, motivo: string): void {
    this.itens.push({ tipo, id: String(id), situacao: 'nao-migrado', motivo });
  }

  counts(): MigrationReport['contagem'] {
    const out: MigrationReport['contagem'] = {};
    for (const item of this.itens) {
      const c = out[item.tipo] ?? { migrado: 0, corrigido: 0, 'nao-migrado': 0 };
      c[item.situacao]++;
      out[item.tipo] = c;
    }
    return out;
  }
}

const NOMES: Record<string, string> = {
  noticia: 'notícias',
  regiao: 'regionais',
  municipio: 'municípios',
  pessoa: 'pessoas das regionais',
  'grupo-equipe': 'grupos da equipe',
  'cargo-diretoria': 'cargos da diretoria',
  'documento-juridico': 'documentos jurídicos',
  publicacao: 'publicações',
  logo: 'logo ativo',
  presidente: 'ex-presidentes',
  parceiro: 'parceiros',
  'link-util': 'links úteis',
  bloco: 'blocos do site',
  imagem: 'imagens',
  documento: 'documentos (PDF)',
  site: 'dados do site',
};

/** Bytes for a person: "1,4 MB" (pt-BR decimal comma). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const [v, u] = n < 1024 ** 2 ? [n / 1024, 'KB'] : n < 1024 ** 3 ? [n / 1024 ** 2, 'MB'] : [n / 1024 ** 3, 'GB'];
  return `${v.toFixed(1).replace('.', ',')} ${u}`;
}

/** The report as lines for a terminal (Portuguese: an operator reads it). */
export function formatReport(r: MigrationReport, reportFile: string): string {
  const lines = [
    r.concluida ? `Migração concluída: pacote em ${r.destino}` : `Migração interrompida: nenhum pacote foi gravado (${r.erro ?? 'erro'})`,
    `Origem: ${r.origem} — ${r.requisicoes} requisições, ${r.novas_tentativas} novas tentativas, ${(r.duracao_ms / 1000).toFixed(1).replace('.', ',')} s`,
    ...(r.pacote ? [`Pacote: ${r.pacote.arquivos} arquivos, ${formatBytes(r.pacote.bytes)}`] : []),
    '',
    `${'tipo'.padEnd(24)}${'migrados'.padStart(10)}${'corrigidos'.padStart(12)}${'não migrados'.padStart(14)}`,
  ];
  const order = Object.keys(NOMES);
  const kinds = Object.entries(r.contagem).sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  for (const [tipo, c] of kinds) {
    lines.push(
      `${(NOMES[tipo] ?? tipo).padEnd(24)}${String(c.migrado).padStart(10)}${String(c.corrigido).padStart(12)}${String(c['nao-migrado']).padStart(14)}`,
    );
  }
  const skipped = r.itens.filter((i) => i.situacao === 'nao-migrado');
  if (skipped.length) {
    lines.push('', 'Não migrados:');
    for (const i of skipped.slice(0, 20)) lines.push(`  - ${NOMES[i.tipo] ?? i.tipo} ${i.id}: ${i.motivo}`);
    if (skipped.length > 20) lines.push(`  … e mais ${skipped.length - 20} (veja o relatório)`);
  }
  lines.push('', `Relatório completo (cada item e cada correção): ${reportFile}`);
  return lines.join('\n');
}

/**
 * Progress on stderr: a bar redrawn in place on a terminal, plain lines (each phase, then every
 * 25%) otherwise, so that a log file is not filled with carriage returns.
 */
export class Progress {
  private phase = '';
  private total = 0;
  private done = 0;
  private lastQuarter = -1;
  private lastDraw = 0;

  constructor(private readonly stream: NodeJS.WriteStream | { isTTY?: boolean; write(s: string): unknown; columns?: number } | null) {}

  start(phase: string, total: number): void {
    this.finishLine();
    this.phase = phase;
    this.total = total;
    this.done = 0;
    this.lastQuarter = -1;
    if (!this.stream?.isTTY) this.stream?.write(`${phase}: ${total} ${total === 1 ? 'item' : 'itens'}\n`);
    this.draw(true);
  }

  tick(n = 1): void {
    this.done += n;
    this.draw(false);
  }

  private draw(force: boolean): void {
    if (!this.stream) return;
    const ratio = this.total ? Math.min(1, this.done / this.total) : 1;
    if (this.stream.isTTY) {
      const now = Date.now();
      if (!force && now - this.lastDraw < 80 && this.done < this.total) return;
      this.lastDraw = now;
      const width = 30;
      const full = Math.round(ratio * width);
      const text = `${this.phase.padEnd(28).slice(0, 28)} [${'#'.repeat(full)}${'.'.repeat(width - full)}] ${this.done}/${this.total}`;
      // A terminal of unknown size (a pseudo-terminal from `script`, some CI runners) says 0 columns.
      this.stream.write(`\r${text.slice(0, (this.stream.columns || 100) - 1)}\x1b[K`);
    } else {
      const quarter = Math.floor(ratio * 4);
      if (quarter > this.lastQuarter && this.done > 0 && quarter > 0) {
        this.lastQuarter = quarter;
        this.stream.write(`${this.phase}: ${this.done} de ${this.total}\n`);
      }
    }
  }

  finishLine(): void {
    if (this.stream?.isTTY && this.phase) this.stream.write('\n');
    this.phase = '';
  }
}
