import type { ImageKind } from '@/shared/images/resolveImageUrl';
import { useAuthedImage } from '@/shared/images/useAuthedImage';
import type { DiffPart, FieldChange } from './diffText';
import { Change, DiffText, Muted, Thumbs } from './HistoryDialog.styles';

/** Removed and added words marked by element and by words read aloud, never by colour alone. */
function Parts({ parts }: { parts: DiffPart[] }) {
  return (
    <DiffText>
      {parts.map((part, index) =>
        part.kind === 'removed' ? (
          <del key={index}>
            <span className="visually-hidden">[removed: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : part.kind === 'added' ? (
          <ins key={index}>
            <span className="visually-hidden">[added: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </DiffText>
  );
}

function Thumb({ value, kind, label }: { value: string | null | undefined; kind: ImageKind; label: string }) {
  const image = useAuthedImage(value, kind);
  return (
    <figure>
      {value ? <img src={image.src} alt={label} /> : <Muted>No image</Muted>}
      <figcaption>
        <Muted>{label}</Muted>
      </figcaption>
    </figure>
  );
}

export interface DiffViewProps {
  /** The changed fields, in form order. */
  changes: FieldChange[];
  /** A field's label on screen. */
  labelOf: (field: string) => string;
  /** Where the type's images are stored. */
  imageKind?: ImageKind;
  /** What the two sides are called ("This version", "Current"). */
  sides: { before: string; after: string };
}

/** What changed between two versions: each field with removed and added words, the body's text, the images. */
export function DiffView({ changes, labelOf, imageKind = 'blogs', sides }: DiffViewProps) {
  if (changes.length === 0) return <p>No differences: the content is the same.</p>;
  return (
    <>
      {changes.map((change) => (
        <Change key={change.field} aria-label={labelOf(change.field)}>
          <strong>{labelOf(change.field)}</strong>
          {change.kind === 'image' ? (
            <Thumbs>
              <Thumb value={change.before} kind={imageKind} label={sides.before} />
              <Thumb value={change.after} kind={imageKind} label={sides.after} />
            </Thumbs>
          ) : change.formattingChanged ? (
            <Muted>Only the formatting changed (the text is the same).</Muted>
          ) : (
            <Parts parts={change.parts} />
          )}
        </Change>
      ))}
    </>
  );
}
