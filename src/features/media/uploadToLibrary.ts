import type { ApiClient } from '@/shared/api/createApiClient';
import type { PickedImage } from '@/shared/images/imagePicker';
import { failureText } from '@/shared/lists/actionError';
import { uploadMedia } from './api/writeMedia';
import { pickedOf } from './components/ImagePickerDialog';
import { precheck, UPLOAD_MESSAGES } from './useUploads';

/**
 * The picker's upload as one call, for an image dropped or pasted into the editor: checked as every upload is, then
 * `POST /media/upload`. The stored image as the picker chooses it, or a rejection whose message says why, in the
 * words the picker and the Media screen use.
 */
export async function uploadToLibrary(client: ApiClient, file: File): Promise<PickedImage> {
  const refused = precheck(file);
  if (refused) throw new Error(refused);
  try {
    return pickedOf(await uploadMedia(client, { file }));
  } catch (error) {
    throw new Error(failureText(error, UPLOAD_MESSAGES.failed));
  }
}
