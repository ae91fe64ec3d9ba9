import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Text, Toggle, Wrapper } from './ClampedText.styles';

export interface ClampedTextProps {
  /** The text; shown whole when it fits in `lines`, else cut with an ellipsis and a "Show more" button. */
  children: string;
  /** Lines shown while collapsed. @default 3 */
  lines?: number;
  /**
   * What the text is, for the button's accessible name, e.g. "description of Company News": the button reads
   * "Show more" and is announced as "Show more, description of Company News", so several cards stay distinct.
   */
  label: string;
}

/**
 * Text clamped to a few lines so one long entry cannot stretch a grid row. Only when the text is actually cut does a
 * "Show more" button appear (a real button: Tab, Enter and Space work, `aria-expanded` tells its state); it expands
 * the text in place and becomes "Show less".
 */
export function ClampedText({ children, lines = 3, label }: ClampedTextProps) {
  const id = useId();
  const textRef = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [cut, setCut] = useState(false);

  useLayoutEffect(() => {
    const element = textRef.current;
    if (!element || expanded) return;
    const measure = () => setCut(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded, children, lines]);

  return (
    <Wrapper>
      <Text ref={textRef} id={id} $lines={lines} $expanded={expanded}>
        {children}
      </Text>
      {cut || expanded ? (
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={`${expanded ? 'Show less' : 'Show more'}, ${label}`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Toggle>
      ) : null}
    </Wrapper>
  );
}
