import { useParams } from 'react-router';
import { ComingSoonPage } from '../../pages/ComingSoonPage';
import { OriginalsPage } from './OriginalsPage';

/** /casino/{tag}: the Originals grid (the tag in any case: /casino/Originals too); the other categories are coming soon (route meta). */
export function CasinoCategoryPage() {
  const { tag } = useParams();
  return tag?.toLowerCase() === 'originals' ? <OriginalsPage /> : <ComingSoonPage />;
}
