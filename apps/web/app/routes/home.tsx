import { useRouteLoaderData } from 'react-router';
import { proximosEventos } from '../features/agenda/api.server';
import { EVENTOS_NA_INICIAL, ProximosEventos } from '../features/agenda/proximos-eventos';
import { AcessoRapido } from '../features/home/acesso-rapido';
import { AcordoDivida } from '../features/home/acordo-divida';
import { BannerCarousel } from '../features/home/banner-carousel';
import { PortalBlock } from '../features/home/portal-block';
import { DestaquesGallery } from '../features/home/destaques-gallery';
import { LinksUteis } from '../features/home/links-uteis';
import { ParceirosCarousel } from '../features/home/parceiros-carousel';
import { VideoPreview } from '../features/home/video-preview';
import { getDataPort, getFocosDasNoticias, getSiteUrls } from '../lib/data-port.server';
import { FocosContext } from '../lib/image-focus';
import { getLogoUrl } from '../lib/images';
import type { RootData } from '../root';
import { seo } from '../lib/seo/meta';
import type { Route } from './+types/home';
import type { PageHandle } from '../lib/page-query';

// Served without React (docs/decisions/036): the banner, the partners' carousel, the sections that
// appear on scroll and the video get their behaviour from the home page's inline script
// (app/sem-hidratacao/inicial.ts), the same code the components run after a client-side navigation.
export const handle: PageHandle = { hidratar: false, melhorias: 'inicial' };

export async function loader({ context }: Route.LoaderArgs) {
  const port = getDataPort(context);
  const [banner, destaques, { rows: noticias }, linksUteis, acessoRapido, video, acordoDivida, agendaInicial] = await Promise.all([
    port.listBanner(),
    port.listDestaques(),
    port.listNoticiasPage(1),
    port.listLinksUteis(),
    port.getBloco('acesso-rapido'),
    port.getBloco('video'),
    port.getBloco('acordo-divida'),
    port.getBloco('agenda-inicial'),
  ]);
  // The agenda's block (issue 30): read only while the staff keep it on.
  const eventos = agendaInicial.mostrar ? await proximosEventos(context, EVENTOS_NA_INICIAL) : [];
  const focos = await getFocosDasNoticias(context, [...banner, ...destaques, ...noticias]);
  const blocos = { acessoRapido, video, acordoDivida };
  return { banner, destaques, noticias, linksUteis, blocos, focos, eventos, publicApiUrl: getSiteUrls(context).publicApiUrl };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    titulo: 'COSEMS/MG – Conselho de Secretarias Municipais de Saúde de Minas Gerais',
    descricao: 'Notícias, COSEMS Regionais, publicações e informações institucionais do COSEMS/MG.',
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { banner, destaques, noticias, linksUteis, blocos, focos, eventos, publicApiUrl } = loaderData;
  const rootData = useRouteLoaderData<RootData>('root');
  return (
    <FocosContext.Provider value={focos}>
      <h1 className="visually-hidden">COSEMS/MG – Conselho de Secretarias Municipais de Saúde de Minas Gerais</h1>
      <BannerCarousel
        noticias={banner}
        publicApiUrl={publicApiUrl}
        logoUrl={rootData?.logo ? getLogoUrl(publicApiUrl, rootData.logo.imagem) : null}
      />
      <AcessoRapido bloco={blocos.acessoRapido} />
      <DestaquesGallery destaques={destaques} publicApiUrl={publicApiUrl} />
      <PortalBlock noticias={noticias} publicApiUrl={publicApiUrl} />
      <ProximosEventos eventos={eventos} />
      <ParceirosCarousel parceiros={rootData?.parceiros ?? []} publicApiUrl={publicApiUrl} />
      <LinksUteis links={linksUteis} />
      <VideoPreview bloco={blocos.video} />
      <AcordoDivida bloco={blocos.acordoDivida} />
    </FocosContext.Provider>
  );
}
