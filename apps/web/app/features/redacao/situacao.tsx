/**
 * A news item's status as the back office shows it: its badge ("Rascunho", "Em revisão", "Agendada"…)
 * and, for a published or scheduled item with changes saved but not published (decision 050), the
 * second badge "Alterações não publicadas". Colours in theme.css (.cosems-situacao-*, 4.5:1 or more).
 */
import { NOME_DA_SITUACAO, type SituacaoExibida } from '@cosems/contracts';

export function SituacaoDaNoticia({ situacao, pendente }: { situacao: SituacaoExibida; pendente: boolean }) {
  return (
    <>
      <span className={`badge cosems-situacao-${situacao}`}>{NOME_DA_SITUACAO[situacao]}</span>
      {pendente ? (
        <>
          {' '}
          <span className="badge cosems-situacao-pendente">Alterações não publicadas</span>
        </>
      ) : null}
    </>
  );
}
