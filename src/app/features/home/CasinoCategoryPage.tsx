import { useParams } from 'react-router';
import { ComingSoonPage } from '../../pages/ComingSoonPage';
import { OriginalsPage } from './OriginalsPage';

/** /casino/{tag}: the Originals grid; the other categories come with the catalogue issue (route meta). */
export function CasinoCategoryPage() {
  const { tag } = useParams();
  return tag === 'originals' ? <OriginalsPage /> : <ComingSoonPage />;
}
