import { useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { Link } from 'react-router';
import { findCategory } from '../filters';
import { GamesPage } from './GamesPage';

/** /casino/{tag}: every game of a category, the tag in any case (/casino/Slots too); unknown tags are not found. */
export function CategoryPage() {
  const { tag } = useParams();
  const category = findCategory(tag);
  if (!category) {
    return (
      <Panel title="Category not found">
        <p>There is no casino category called “{tag}”.</p>
        <Link to="/">Back to the casino</Link>
      </Panel>
    );
  }
  return <GamesPage key={category.tag} title={category.title} filter={category.filter} />;
}
