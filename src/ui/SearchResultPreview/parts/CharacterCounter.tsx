import { Counter, CounterLine, Meter } from '../SearchResultPreview.styles';

interface CharacterCounterProps {
  label: string;
  count: number;
  limit: number;
  /** What happens past the limit, e.g. "Search engines may cut the title short." */
  overText: string;
}

/** One field's count against its recommended length, with a warning past it. */
export function CharacterCounter({ label, count, limit, overText }: CharacterCounterProps) {
  const over = count > limit;
  return (
    <Counter $over={over}>
      <CounterLine>
        <span>{label}</span>
        <span>
          {count} / {limit} characters
        </span>
      </CounterLine>
      <Meter aria-hidden="true" $ratio={count / limit} $over={over} />
      {over ? <span>{`${count - limit} over the recommended ${limit}. ${overText}`}</span> : null}
    </Counter>
  );
}
