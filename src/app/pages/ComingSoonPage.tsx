import { ComingSoon } from '../components/coming-soon';
import { useRouteMeta } from '../router/meta';

/** Every route whose feature is not there yet: its table entry names the feature. */
export function ComingSoonPage() {
  const pending = useRouteMeta().pending;
  if (!pending) throw new Error('ComingSoonPage needs route meta "pending"');
  return <ComingSoon feature={pending.feature} />;
}
