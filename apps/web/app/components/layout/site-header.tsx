import type { Logo } from '@cosems/contracts';
import { type FormEvent, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { Link, NavLink, useNavigate } from 'react-router';
import { buscaDialogoValida, buscaInlineValida, MENSAGEM_BUSCA_CURTA, urlBusca } from '../../features/busca/validacao';
import { urlLogo } from '../../lib/imagens';
import { siteConfig } from '../../lib/site-config';
import { NovaAba } from '../ui/external-link';

const ext = siteConfig.externos;

interface Entrada {
  titulo: string;
  url: string;
  /** '' = same tab (internal route); '_blank' = new tab (external). */
  target: '' | '_blank';
}

/** The three dropdowns of the top navigation (spec §2), in the spec's order. */
export const MENUS: { titulo: string; entradas: Entrada[] }[] = [
  {
    titulo: 'Institucional',
    entradas: [
      { titulo: 'Missão, Visão e Valores', url: '/missao-valores', target: '' },
      { titulo: 'Institucional', url: '/institucional', target: '' },
      { titulo: 'Comissões', url: ext.comissoes, target: '_blank' },
      { titulo: 'Resolução Estadual', url: ext.resolucaoEstadual, target: '_blank' },
      { titulo: 'Portarias Federais', url: ext.portariasFederais, target: '_blank' },
      { titulo: 'Portarias Internas', url: ext.portariasInternas, target: '_blank' },
      { titulo: 'Espaço juridico', url: '/juridico', target: '' },
      { titulo: 'Novo Forum', url: ext.novoForum, target: '_blank' },
    ],
  },
  {
    titulo: 'Conheça-nos',
    entradas: [
      { titulo: 'Diretoria', url: '/diretoria', target: '' },
      { titulo: 'Equipe', url: '/equipe', target: '' },
      { titulo: 'COSEMS Regionais', url: '/secretarios', target: '' },
      { titulo: 'Galeria dos Presidentes', url: '/presidentes', target: '' },
      { titulo: 'Apoiadores Regionais', url: '/apoiadores', target: '' },
    ],
  },
  {
    titulo: 'Transparencia',
    entradas: [
      { titulo: 'Transparência Cosems', url: ext.transparenciaCosems, target: '_blank' },
      { titulo: 'Tabela do CONASEMS', url: ext.tabelaConasems, target: '_blank' },
      { titulo: 'Transparência MG', url: ext.transparenciaMG, target: '_blank' },
    ],
  },
];

/** External links in the bar itself (spec §2): forum, logistics system, contact page. */
export const LINKS_BARRA: { titulo: string; url: string }[] = [
  { titulo: 'Fórum', url: ext.forum },
  { titulo: 'Logística', url: ext.logistica },
  { titulo: 'Contato', url: ext.contato },
];

function IconeLupa() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M11.742 10.344a6.5 6.5 0 1 0-1.397 1.398h-.001l3.85 3.85a1 1 0 0 0 1.415-1.414l-3.85-3.85zm-5.242.656a5 5 0 1 1 0-10 5 5 0 0 1 0 10" />
    </svg>
  );
}

/** Inline search of the bar (desktop): acts only on more than 3 characters; a GET form without JS. */
function BuscaInline({ onNavegar }: { onNavegar: (url: string) => void }) {
  const [texto, setTexto] = useState('');
  function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (buscaInlineValida(texto)) {
      onNavegar(urlBusca(texto));
      setTexto('');
    }
  }
  return (
    <Form
      role="search"
      method="get"
      action="/pesquisa"
      onSubmit={enviar}
      className="cosems-busca-inline d-none d-md-flex ms-md-2 my-2 my-md-0"
    >
      <Form.Control
        id="busca"
        type="search"
        name="q"
        placeholder="Pesquisar"
        aria-label="Pesquisar no site"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        size="sm"
      />
      <Button type="submit" variant="outline-primary" size="sm" className="ms-1" aria-label="Pesquisar">
        <IconeLupa />
      </Button>
    </Form>
  );
}

/** Mobile search: an icon opening the 'Pesquisa Manual' dialog; submits on more than 2 characters. */
function BuscaDialogo({ onNavegar }: { onNavegar: (url: string) => void }) {
  const [aberto, setAberto] = useState(false);
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState(false);
  function fechar() {
    setAberto(false);
    setErro(false);
  }
  function enviar(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!buscaDialogoValida(texto)) {
      setErro(true);
      return;
    }
    fechar();
    setTexto('');
    onNavegar(urlBusca(texto));
  }
  return (
    <>
      <Button
        variant="outline-primary"
        className="d-md-none cosems-busca-icone ms-auto me-2"
        aria-label="Abrir pesquisa"
        onClick={() => setAberto(true)}
      >
        <IconeLupa />
      </Button>
      <Modal show={aberto} onHide={fechar} aria-labelledby="titulo-pesquisa-manual" centered>
        <Form method="get" action="/pesquisa" onSubmit={enviar} role="search">
          <Modal.Header closeButton closeLabel="Fechar">
            <Modal.Title id="titulo-pesquisa-manual">Pesquisa Manual</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <Form.Label htmlFor="pesquisa-manual-texto">O que você procura?</Form.Label>
            <Form.Control
              id="pesquisa-manual-texto"
              type="search"
              name="q"
              autoFocus
              value={texto}
              onChange={(e) => {
                setTexto(e.target.value);
                setErro(false);
              }}
            />
            {erro && (
              <Alert variant="danger" className="mt-3 mb-0" role="alert">
                {MENSAGEM_BUSCA_CURTA}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={fechar}>
              Cancelar
            </Button>
            <Button type="submit" variant="primary">
              Pesquisar
            </Button>
          </Modal.Footer>
        </Form>
      </Modal>
    </>
  );
}

export function SiteHeader({ logo, publicApiUrl }: { logo: Logo | null; publicApiUrl: string }) {
  const navigate = useNavigate();
  const [expandido, setExpandido] = useState(false);
  const navegar = (url: string) => {
    setExpandido(false);
    navigate(url);
  };
  return (
    <header>
      <Navbar
        id="menu"
        aria-label="Menu principal"
        expand="md"
        className="cosems-navbar"
        expanded={expandido}
        onToggle={setExpandido}
        collapseOnSelect
      >
        <Container fluid="xxl">
          <Navbar.Brand as={Link} to="/" className="py-0" onClick={() => setExpandido(false)}>
            {logo ? (
              <img
                className="cosems-logo"
                src={urlLogo(publicApiUrl, logo.imagem)}
                alt="COSEMS/MG – página inicial"
                width={200}
                height={80}
              />
            ) : (
              <span className="cosems-logo-texto">COSEMS/MG</span>
            )}
          </Navbar.Brand>
          <BuscaDialogo onNavegar={navegar} />
          <Navbar.Toggle aria-controls="menu-principal" label="Abrir menu" />
          <Navbar.Collapse id="menu-principal">
            <Nav className="ms-auto align-items-md-center" as="ul">
              {MENUS.map((menu) => (
                <NavDropdown
                  as="li"
                  key={menu.titulo}
                  title={menu.titulo}
                  renderMenuOnMount
                  id={`menu-${menu.titulo.toLowerCase().replace(/[^a-z]/g, '')}`}
                >
                  {menu.entradas.map((entrada) =>
                    entrada.target === '_blank' ? (
                      <NavDropdown.Item key={entrada.titulo} href={entrada.url} target="_blank" rel="noopener noreferrer">
                        {entrada.titulo}
                        <NovaAba />
                      </NavDropdown.Item>
                    ) : (
                      <NavDropdown.Item key={entrada.titulo} as={Link} to={entrada.url} onClick={() => setExpandido(false)}>
                        {entrada.titulo}
                      </NavDropdown.Item>
                    ),
                  )}
                </NavDropdown>
              ))}
              <Nav.Item as="li">
                <Nav.Link as={NavLink} to="/lista-noticias" onClick={() => setExpandido(false)}>
                  Notícias
                </Nav.Link>
              </Nav.Item>
              {LINKS_BARRA.map((l) => (
                <Nav.Item as="li" key={l.titulo}>
                  <Nav.Link href={l.url} target="_blank" rel="noopener noreferrer">
                    {l.titulo}
                    <NovaAba />
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <BuscaInline onNavegar={navegar} />
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
