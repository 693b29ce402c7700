// A photo uploaded in admin (docs/product-rules.md, Photos): AVIF where the browser reads it, WebP otherwise, the
// width the layout needs from `sizes`, its box reserved by its size (nothing moves when it arrives), and fetched
// only when it comes near the screen. Decorative beside its name, so screen readers skip it.

export interface PhotoImage {
  width: number;
  height: number;
  avif: string;
  webp: string;
  src: string;
}

export interface PhotoProps {
  image: PhotoImage;
  /** The width the photo takes on screen, e.g. '96px' or '(min-width: 720px) 50vw, 100vw'. */
  sizes: string;
  className?: string | undefined;
}

export function Photo({ image, sizes, className }: PhotoProps) {
  return (
    <picture>
      <source type="image/avif" srcSet={image.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.webp} sizes={sizes} />
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        alt=""
        className={className}
      />
    </picture>
  );
}
