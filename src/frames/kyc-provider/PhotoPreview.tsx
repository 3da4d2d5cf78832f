import type { Photo } from './draft';

/** A picked photo, shown from memory. */
export function PhotoPreview({ photo, label }: { photo: Photo; label: string }) {
  return <img src={photo.url} alt={label} className="sample-image sample-image--photo" />;
}
