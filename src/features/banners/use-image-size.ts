import { useEffect, useState } from 'react';

export interface ImageSize {
  width: number;
  height: number;
}

/** The natural size of each image URL, read by the browser as it loads them (for the ratio warning). */
export function useImageSizes(urls: readonly string[]): Map<string, ImageSize> {
  const [sizes, setSizes] = useState(() => new Map<string, ImageSize>());
  const key = urls.join('\n');
  useEffect(() => {
    let live = true;
    for (const url of key ? key.split('\n') : []) {
      const img = new Image();
      img.onload = () => {
        if (!live) return;
        setSizes((prev) =>
          prev.has(url)
            ? prev
            : new Map(prev).set(url, { width: img.naturalWidth, height: img.naturalHeight }),
        );
      };
      img.src = url;
    }
    return () => {
      live = false;
    };
  }, [key]);
  return sizes;
}
