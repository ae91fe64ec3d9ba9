import { SEO_PROBLEM_CODES, SEO_PROBLEM_LABELS, type SeoProblemCode } from '@/lib/seoProblems';
import { CountButton, CountLabel, Counts, CountValue } from './SeoSummary.styles';

export interface SeoSummaryProps {
  /** Site-wide: how many records have each problem. */
  summary: Record<SeoProblemCode, number>;
  /** The problem the list is filtered to; none shows every record with a problem. */
  selected?: SeoProblemCode;
  /** Called with the problem to filter by, or undefined to show them all again (pressing the pressed count). */
  onSelect: (problem: SeoProblemCode | undefined) => void;
}

/** The report's counts at the top of the screen, each a toggle that filters the list to that problem. */
export function SeoSummary({ summary, selected, onSelect }: SeoSummaryProps) {
  return (
    <Counts role="group" aria-label="Problems by kind">
      {SEO_PROBLEM_CODES.map((code) => {
        const pressed = selected === code;
        return (
          <CountButton
            key={code}
            type="button"
            aria-pressed={pressed}
            $pressed={pressed}
            $zero={summary[code] === 0}
            onClick={() => onSelect(pressed ? undefined : code)}
          >
            <CountValue>{summary[code]}</CountValue>
            <CountLabel>{SEO_PROBLEM_LABELS[code]}</CountLabel>
          </CountButton>
        );
      })}
    </Counts>
  );
}
