import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's data loads (client navigation). */
export function NavigationIndicator() {
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  return (
    <div className="cosems-carregando" data-ativo={loading ? 'true' : 'false'} role="status" aria-live="polite">
      {loading && <span className="visually-hidden">carregando...</span>}
    </div>
  );
}
