import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's data loads (client navigation). */
export function NavigationIndicator() {
  const navigation = useNavigation();
  const carregando = navigation.state !== 'idle';
  return (
    <div className="cosems-carregando" data-ativo={carregando ? 'true' : 'false'} role="status" aria-live="polite">
      {carregando && <span className="visually-hidden">carregando...</span>}
    </div>
  );
}
