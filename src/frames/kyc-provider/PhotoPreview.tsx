import { useEffect, useState } from 'react';

/** A picked photo shown from memory (an object URL, released when the photo changes or the view goes). */
export function PhotoPreview({ file, label }: { file: File; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url ? <img src={url} alt={label} className="sample-image sample-image--photo" /> : null;
}
