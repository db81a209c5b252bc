import { jsonLdText, type JsonLd } from '@/lib/seo/structured-data';

/** Structured data for search engines: a data block, never run as a script. */
export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] }) {
  // Set as HTML so React does not escape the quotes; jsonLdText escapes "<", so nothing can end the element early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
