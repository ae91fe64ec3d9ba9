import { useId, type KeyboardEvent, type MouseEvent } from 'react';
import { cropPosition, CROPS, focalWords, nudgeFocal, type CropName } from '../../renditions';
import { AssetImage } from '../AssetImage';
import { Crop, Crops, Hint, Marker, Picker, Wrapper } from './FocalPointPicker.styles';

/** A point in the image, 0–1 across and down. */
export interface Focal {
  x: number;
  y: number;
}

export interface FocalPointPickerProps {
  /** The preview's file path (a rendition wide enough for the dialog). */
  path: string;
  /** The original's size: the preview keeps its shape, and the crops are worked out on it. */
  width: number;
  height: number;
  focal: Focal;
  onChange: (focal: Focal) => void;
  /** @default false */
  disabled?: boolean;
}

const CROP_LABEL: Record<CropName, string> = { square: 'Square crop (1:1)', wide: 'Wide crop (16:9)' };

/**
 * The focal point editor: a click on the preview puts the point there, arrow keys move it (1%, 10% with Shift), and
 * the square and wide crops beside it follow at once, cut the way the server cuts them.
 */
export function FocalPointPicker({ path, width, height, focal, onChange, disabled = false }: FocalPointPickerProps) {
  const hintId = useId();
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no pointer position: the arrow keys move the point instead.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    const clamp = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 10_000) / 10_000;
    onChange({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height) });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nudgeFocal(focal, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };
  return (
    <Wrapper>
      <Picker
        type="button"
        aria-label="Focal point"
        aria-describedby={hintId}
        onClick={onClick}
        onKeyDown={onKeyDown}
        disabled={disabled}
        $ratio={`${width} / ${height}`}
      >
        <AssetImage path={path} alt="" ratio={`${width} / ${height}`} width={width} height={height} />
        <Marker aria-hidden="true" style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }} />
      </Picker>
      <Hint id={hintId}>
        <span aria-live="polite">Focal point: {focalWords(focal)}.</span> Click the image or use the arrow keys (Shift
        for bigger steps) to choose what the crops keep in view.
      </Hint>
      <Crops>
        {(Object.keys(CROPS) as CropName[]).map((crop) => {
          const at = cropPosition({ width, height }, focal, CROPS[crop]);
          return (
            <Crop key={crop}>
              <AssetImage
                path={path}
                alt=""
                ratio={crop === 'square' ? '1 / 1' : '16 / 9'}
                position={`${at.x}% ${at.y}%`}
              />
              <figcaption>{CROP_LABEL[crop]}</figcaption>
            </Crop>
          );
        })}
      </Crops>
    </Wrapper>
  );
}
