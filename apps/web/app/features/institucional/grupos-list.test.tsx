import type { MembroDiretoria, MembroEquipe } from '@cosems/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { groupDiretoria, groupEquipe } from './grupos';
import { GruposList, DiretoriaMemberBlock, EquipeMemberBlock } from './grupos-list';

afterEach(cleanup);

function Equipe({ equipe }: { equipe: Record<string, MembroEquipe[]> }) {
  return (
    <GruposList
      grupos={groupEquipe(equipe)}
      vazio={Object.keys(equipe).length === 0}
      carregando="Carregando"
      membro={(m) => <EquipeMemberBlock membro={m} />}
    />
  );
}

function Diretoria({ diretoria }: { diretoria: Record<string, MembroDiretoria[]> }) {
  return (
    <GruposList
      grupos={groupDiretoria(diretoria)}
      vazio={Object.keys(diretoria).length === 0}
      carregando="Carregando..."
      membro={(m) => <DiretoriaMemberBlock membro={m} />}
    />
  );
}

describe('Team groups', () => {
  const equipe = {
    Assessoria_Tecnica: [
      { nome: 'FÁBIO ARAÚJO', email: 'fabio.araujo@exemplo.org.br' },
      { nome: 'juliana reis', email: '' },
      { nome: 'Aline Lopes', email: 'nao possui' },
    ],
    Assessoria_Juridica: [{ nome: 'fernando alves', email: 'fernando.alves@exemplo.org.br' }],
    Ouvidoria: [],
  };

  it('shows a group with several members as an accordion headed by the group name', () => {
    const { container } = render(<Equipe equipe={equipe} />);
    const button = screen.getByRole('button', { name: 'Assessoria Tecnica' });
    expect(button.closest('.accordion')).not.toBeNull();
    expect(button.closest('h2')).not.toBeNull();
    expect(container.querySelectorAll('.accordion')).toHaveLength(1);
  });

  it('shows a single-member group as a header and one block, not an accordion', () => {
    render(<Equipe equipe={equipe} />);
    const titulo = screen.getByRole('heading', { level: 2, name: 'Assessoria Juridica' });
    expect(titulo.closest('.accordion')).toBeNull();
    expect(screen.getByText('Fernando Alves')).toBeTruthy();
  });

  it('omits empty groups', () => {
    render(<Equipe equipe={equipe} />);
    expect(screen.queryByText('Ouvidoria')).toBeNull();
  });

  it("capitalises names, links valid e-mails and shows 'Não informado' otherwise", () => {
    render(<Equipe equipe={equipe} />);
    expect(screen.getByText('Fábio Araújo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'fabio.araujo@exemplo.org.br' }).getAttribute('href')).toBe(
      'mailto:fabio.araujo@exemplo.org.br',
    );
    expect(screen.getAllByText('Não informado')).toHaveLength(2);
    const juliana = screen.getByText('Juliana Reis').parentElement as HTMLElement;
    expect(within(juliana).queryByRole('link')).toBeNull();
  });

  it("shows 'Carregando' while the answer is empty", () => {
    render(<Equipe equipe={{}} />);
    expect(screen.getByRole('status').textContent).toContain('Carregando');
  });
});

describe('Board groups', () => {
  const diretoria = {
    Presidente: [{ nome: 'adriana ramos', sms: 'São João del-Rei' }],
    Primeiro_Vice_Presidente: [{ nome: 'Eduardo Lima', sms: '' }],
    Conselho_Fiscal: [
      { nome: 'Márcia Pereira', sms: 'Uberaba' },
      { nome: 'Mônica Soares', sms: '' },
    ],
    Suplentes_Conselho_Fiscal: [],
  };

  it("shows 'SMS DE {sms}' only when sms is not empty", () => {
    render(<Diretoria diretoria={diretoria} />);
    expect(screen.getByText('SMS DE São João del-Rei')).toBeTruthy();
    expect(screen.getByText('SMS DE Uberaba')).toBeTruthy();
    expect(screen.getAllByText(/^SMS DE/)).toHaveLength(2);
  });

  it("heads the first vice-president 'Primeiro Vice-Presidente'", () => {
    render(<Diretoria diretoria={diretoria} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Primeiro Vice-Presidente' })).toBeTruthy();
  });

  it("shows one 'Vaga não preenchida' entry for an empty position", () => {
    render(<Diretoria diretoria={diretoria} />);
    const secao = screen.getByRole('heading', { level: 2, name: 'Suplentes Conselho Fiscal' }).closest('section') as HTMLElement;
    expect(within(secao).getAllByText('Vaga não preenchida')).toHaveLength(1);
  });

  it("shows 'Carregando...' while the answer is empty", () => {
    render(<Diretoria diretoria={{}} />);
    expect(screen.getByRole('status').textContent).toContain('Carregando...');
  });
});
