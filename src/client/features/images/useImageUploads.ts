import { type ClipboardEvent, useState } from 'react';
import { toast } from 'sonner';
import { MAX_IMAGES_PER_ENTRY } from '../../../shared/domain/entries';
import { takePastedImages } from './pastedImages';

async function uploadOne(profileId: string, file: File, source: 'paste' | 'file'): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const response = await fetch(`/api/images?profileId=${encodeURIComponent(profileId)}&source=${source}`, { method: 'POST', body: form });
  const body = (await response.json().catch(() => null)) as { key?: string; error?: { message?: string } } | null;
  if (!response.ok || !body?.key) throw new Error(body?.error?.message ?? 'The image could not be uploaded.');
  return body.key;
}

/**
 * The images attached while writing notes. Each file uploads on its own: one that fails is
 * skipped (logged, and said in a toast) and the others still attach. Files beyond the
 * entry's 10 images are skipped before uploading, with a toast saying so.
 */
export function useImageUploads(profileId: string | null, initial: readonly string[] = []) {
  const [keys, setKeys] = useState<string[]>([...initial]);
  const [pending, setPending] = useState(0);

  const upload = async (files: File[], source: 'paste' | 'file') => {
    const offered = files.filter((file) => file.type.startsWith('image/'));
    if (!profileId || offered.length === 0) return;
    const images = offered.slice(0, Math.max(0, MAX_IMAGES_PER_ENTRY - keys.length - pending));
    const skipped = offered.length - images.length;
    if (skipped > 0) toast.warning(`${MAX_IMAGES_PER_ENTRY} images at most: ${skipped} ${skipped === 1 ? 'image was' : 'images were'} skipped.`);
    if (images.length === 0) return;
    setPending((count) => count + images.length);
    await Promise.all(
      images.map(async (file) => {
        try {
          const key = await uploadOne(profileId, file, source);
          setKeys((current) => [...current, key]);
        } catch (error) {
          console.error('Image upload failed', file.name, error);
          toast.error(error instanceof Error ? error.message : 'The image could not be uploaded.');
        } finally {
          setPending((count) => count - 1);
        }
      }),
    );
  };

  const uploading = pending > 0;
  return {
    keys,
    uploading,
    /** For the notes field: pasted images upload as 'paste'. */
    onPaste: (event: ClipboardEvent) => void upload(takePastedImages(event), 'paste'),
    /** Everything `ImageAttachments` needs. */
    attachments: {
      keys,
      uploading,
      onAdd: (files: File[]) => void upload(files, 'file'),
      onRemove: (key: string) => setKeys((current) => current.filter((existing) => existing !== key)),
    },
  };
}
