import { mediaUrl, type ResponsiveImageSource } from '../content/media';

interface ResponsiveImageProps {
  image: ResponsiveImageSource;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** Above the fold: load at once with high priority. Otherwise it waits until scrolled near. */
  priority?: boolean;
  className?: string;
}

/** A picture in several widths; width and height reserve its space so nothing shifts on load. */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  priority = false,
  className,
}: ResponsiveImageProps) {
  const largest = image.variants[image.variants.length - 1];
  return (
    <img
      className={className}
      src={largest ? mediaUrl(largest.file) : undefined}
      srcSet={image.variants
        .map((variant) => `${mediaUrl(variant.file)} ${variant.width}w`)
        .join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
