import { useNavigation } from 'react-router';

/** A thin bar while the next page's code loads. */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading';
  return loading ? <div className="nav-progress" role="progressbar" aria-label="Loading page" /> : null;
}
