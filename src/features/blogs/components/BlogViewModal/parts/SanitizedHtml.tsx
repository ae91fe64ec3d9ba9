import { useEffect, useState } from 'react';
import { Skeleton, SkeletonRegion } from '@/ui/Skeleton';
import { loadBlogSanitizer } from './sanitizeBlogHtml';
import { Prose } from './SanitizedHtml.styles';

interface SanitizedHtmlProps {
  html: string;
}

/**
 * A post's stored HTML, sanitised again on the client (the server sanitises too, but the panel never trusts it):
 * nothing is rendered until DOMPurify has run.
 */
export function SanitizedHtml({ html }: SanitizedHtmlProps) {
  const [result, setResult] = useState<{ source: string; clean: string } | null>(null);
  useEffect(() => {
    let live = true;
    void loadBlogSanitizer().then((sanitize) => {
      if (live) setResult({ source: html, clean: sanitize(html) });
    });
    return () => {
      live = false;
    };
  }, [html]);

  if (result?.source !== html)
    return (
      <SkeletonRegion label="Loading content">
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </SkeletonRegion>
    );
  return <Prose data-testid="blog-content" dangerouslySetInnerHTML={{ __html: result.clean }} />;
}
