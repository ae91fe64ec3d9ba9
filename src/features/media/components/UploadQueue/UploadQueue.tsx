import { Button } from '@/ui/Button';
import type { UploadItem } from '../../useUploads';
import { Bar, Item, ItemName, List, Reason, Status, Wrapper } from './UploadQueue.styles';

export interface UploadQueueProps {
  items: UploadItem[];
  /** Files stored so far, and in all, in the running batch. */
  progress: { done: number; total: number };
  onRetry: (key: number) => void;
  onDismiss: (key: number) => void;
}

const STATUS: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading…',
  done: 'Uploaded',
  failed: 'Not uploaded',
};

/** A small button for one file, named after it ("Retry photo.jpg"). */
function FileButton({ verb, file, onClick }: { verb: string; file: string; onClick: () => void }) {
  return (
    <Button size="sm" variant="secondary" onClick={onClick} aria-label={`${verb} ${file}`}>
      {verb}
    </Button>
  );
}

/** The uploads under way: the batch's progress, then each file's state; a failed file says why, with Retry. */
export function UploadQueue({ items, progress, onRetry, onDismiss }: UploadQueueProps) {
  if (items.length === 0) return null;
  const running = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  const label = `Uploading ${Math.min(progress.done + 1, progress.total)} of ${progress.total}`;
  return (
    <Wrapper aria-label="Uploads">
      {running && progress.total > 0 ? (
        <Bar>
          <span id="upload-progress-label">{label}</span>
          <progress aria-labelledby="upload-progress-label" value={progress.done} max={progress.total} />
        </Bar>
      ) : null}
      <List>
        {items.map((item) => (
          <Item key={item.key} $failed={item.status === 'failed'}>
            <ItemName title={item.file.name}>{item.file.name}</ItemName>
            <Status>{STATUS[item.status]}</Status>
            {item.status === 'failed' ? (
              <>
                <Reason role="alert">{item.error}</Reason>
                <span>
                  {item.retryable ? (
                    <>
                      <FileButton verb="Retry" file={item.file.name} onClick={() => onRetry(item.key)} />{' '}
                    </>
                  ) : null}
                  <FileButton verb="Dismiss" file={item.file.name} onClick={() => onDismiss(item.key)} />
                </span>
              </>
            ) : null}
          </Item>
        ))}
      </List>
    </Wrapper>
  );
}
