import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's optimised picture as a plain <img>: the same srcset, sizes, lazy loading and
 * preload, without a client component. next/image's <Image> is one, so each picture on a page
 * was hydrated (a search page's cards, a home page's slides) and the chrome of every page paid
 * for its code. Use `Image` only where the picture needs client behaviour (onLoad, a blur
 * placeholder) inside a client component.
 */
export function StaticImage(props: ImageProps) {
  const attributes = getStaticImageAttributes(props);
  if (props.preload && attributes.src) {
    preload(attributes.src, {
      as: 'image',
      imageSrcSet: attributes.srcSet,
      imageSizes: attributes.sizes,
      fetchPriority: 'high',
    });
  }
  // biome-ignore lint/performance/noImgElement: these are next/image's own optimised attributes
  return <img {...attributes} alt={props.alt} />;
}

/**
 * The attributes StaticImage renders, for a client component to render as a plain <img> when the
 * server made them (the header's model menu): no image code in the client bundle.
 */
export function getStaticImageAttributes(props: ImageProps) {
  return getImageProps(props).props;
}
