/**
 * npm run admin -- criar-usuario --email E --nome "N" --papel administrador|editor|autor
 *
 * Creates a back-office account. The password is read from standard input: typed at a prompt,
 * without echo, twice, on a terminal; the first line of a pipe otherwise (`printf '%s\n' "$SENHA" |
 * npm run admin -- criar-usuario …`). Never from the command line, which other users of the
 * machine and the shell's history can read. Uses DATABASE_URL / DATA_DIR like the server: with
 * PostgreSQL it works while the site runs; with PGlite the site must be stopped (the DATA_DIR lock
 * says so). Two-factor is set up at the account's first sign-in.
 *
 * npm run admin -- recifrar-segundo-fator
 *
 * Rewrites every stored TOTP secret with the first key of TOTP_KEYS (docs/decisions/042): the
 * middle step of a key rotation, and the way to encrypt the secrets stored in clear before
 * TOTP_KEYS was set. Exits 1 naming the accounts whose secret no key given can read.
 */
import { parseArgs } from 'node:util';
import { NOME_DO_PAPEL, PAPEIS, type Papel } from '@cosems/contracts';
import { ConfigError, DataDirLockedError, dbOptionsFromEnv, openDatabase, totpKeysFromEnv } from '@cosems/db';
import { AccountError, BackOffice } from './back-office.ts';
import { checkPasswordStrength } from './passwords.ts';

const USAGE = `Uso: npm run admin -- criar-usuario --email <e-mail> --nome "<nome>" --papel <${PAPEIS.join('|')}>
A senha é lida da entrada padrão (pedida sem eco num terminal).

     npm run admin -- recifrar-segundo-fator
Cifra de novo todas as chaves da verificação em duas etapas com a primeira chave de TOTP_KEYS.`;

class UsageError extends Error {}

/** One line from stdin; on a terminal, typed without echo after `prompt`. */
async function readSecretLine(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    let data = '';
    for await (const chunk of stdin) {
      data += chunk;
      if (data.includes('\n') || data.length > 4096) break;
    }
    return data.split(/\r?\n/)[0] ?? '';
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const onData = (chars: string) => {
      for (const ch of chars) {
        if (ch === '\r' || ch === '\n') {
          done();
          return resolve(value);
        }
        if (ch === '\u0003') {
          done();
          return reject(new UsageError('Cancelado.'));
        }
        if (ch === '\u007f' || ch === '\b') value = [...value].slice(0, -1).join('');
        else value += ch;
      }
    };
    const done = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    stdin.on('data', onData);
  });
}

async function criarUsuario(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { email: { type: 'string' }, nome: { type: 'string' }, papel: { type: 'string' } },
    strict: true,
  });
  const { email, nome, papel } = values;
  if (!email || !nome || !papel) throw new UsageError(USAGE);
  if (!(PAPEIS as readonly string[]).includes(papel))
    throw new UsageError(`Papel desconhecido: ${papel}. Use ${PAPEIS.join(', ')}.\n${USAGE}`);
  const senha = await readSecretLine('Senha (12 a 128 caracteres): ');
  // Said before the database is opened, so that a weak password costs no wait for the lock.
  const weak = checkPasswordStrength(senha, [nome, email]);
  if (weak) throw new AccountError(weak);
  if (process.stdin.isTTY && (await readSecretLine('Repita a senha: ')) !== senha) throw new AccountError('As senhas não conferem.');
  const totpKeys = totpKeysFromEnv(process.env);
  const database = await openDatabase(dbOptionsFromEnv(process.env));
  try {
    const office = new BackOffice({ db: database.db, totpKeys });
    const { id } = await office.createUser({ email, nome, papel: papel as Papel, senha });
    console.log(
      `Conta criada: ${email} (${NOME_DO_PAPEL[papel as Papel]}, id ${id}). Entre em /admin/entrar; a verificação em duas etapas é configurada no primeiro acesso.`,
    );
  } finally {
    await database.close();
  }
  return 0;
}

async function recifrarSegundoFator(args: string[]): Promise<number> {
  parseArgs({ args, options: {}, strict: true });
  // Checked before the database is opened: without a key there is nothing to do.
  const totpKeys = totpKeysFromEnv(process.env);
  if (totpKeys.length === 0) throw new AccountError('Defina TOTP_KEYS (veja docs/operacao.md): sem chave, não há com o que cifrar.');
  const database = await openDatabase(dbOptionsFromEnv(process.env));
  try {
    const office = new BackOffice({ db: database.db, totpKeys });
    const r = await office.reencryptTotpSecrets();
    console.log(
      `Chave atual: ${totpKeys[0]?.id}. Cifradas de novo: ${r.recifrados}; já estavam nela: ${r.atuais}; configurações em andamento descartadas: ${r.pendentesDescartados}.`,
    );
    if (r.ilegiveis.length === 0) return 0;
    console.error(
      [
        `Nenhuma chave de TOTP_KEYS lê a verificação em duas etapas destas ${r.ilegiveis.length} conta(s):`,
        ...r.ilegiveis.map((c) => `  ${c.email} (chave ${c.chave || 'desconhecida'})`),
        'Devolva a chave que falta a TOTP_KEYS e rode o comando de novo; se ela se perdeu, um administrador refaz a verificação em duas etapas de cada uma (Usuários → a conta → "Redefinir verificação em duas etapas").',
      ].join('\n'),
    );
    return 1;
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'criar-usuario') return criarUsuario(rest);
  if (command === 'recifrar-segundo-fator') return recifrarSegundoFator(rest);
  throw new UsageError(USAGE);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(err.message);
      process.exit(2);
    }
    if (err instanceof AccountError || err instanceof DataDirLockedError || err instanceof ConfigError) console.error(err.message);
    else if (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${err.message}\n${USAGE}`);
      process.exit(2);
    } else console.error(err);
    process.exit(1);
  },
);
