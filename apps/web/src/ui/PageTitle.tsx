import { productName } from '../platform/product';

/** The document title for a page (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} | ${productName}`}</title>;
}
