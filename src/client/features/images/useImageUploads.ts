import { type ClipboardEvent, useState } from 'react';
import { MAX_IMAGES_PER_ENTRY } from '../../../shared/domain/entries';
import { OFFLINE_IMAGES_NOTE, type SkippedFile, skippedFileMessage, sortOfflineFiles, sortPickedFiles } from '../../../shared/domain/image-picks';
import { useOnline } from '../../lib/useOnline';
import { toastError } from '../../ui/toastError';
import { isOfflineKey, keepOfflineFile } from './offlineImages';
import { takePastedFiles } from './pastedImages';

const UPLOAD_FAILED = 'The image could not be uploaded.';

/** Uploads one file; a refusal throws the server's sentence, a lost connection a plain one (not 'Failed to fetch'). */
async function uploadOne(profileId: string, file: File, source: 'paste' | 'file'): Promise<string> {
  const form = new FormData();
  form.set('file', file);
  const url = `/api/images?profileId=${encodeURIComponent(profileId)}&source=${source}`;
  const response = await fetch(url, { method: 'POST', body: form }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as { key?: string; error?: { message?: string } } | null;
  if (!response?.ok || !body?.key) throw new Error(body?.error?.message ?? UPLOAD_FAILED);
  return body.key;
}

/** An attached image, or the place kept for one still uploading, so images keep the order picked. */
type Slot = { id: number; key: string | null };
let nextSlot = 0;

const saySkipped = (skipped: readonly SkippedFile[]) => {
  if (skipped.length > 0) toastError(skipped.map(skippedFileMessage).join('\n'), { stays: true });
};

/**
 * The images attached while writing notes, in the order they were picked. Each file uploads on
 * its own: every file skipped (not an image, too large, past the 10 images, or refused by the
 * server) is named with its reason in a toast that stays, and the others still attach. With
 * `keepOffline` (a new entry's notes), images picked without a connection wait on this device.
 */
export function useImageUploads(profileId: string | null, initial: readonly string[] = [], { keepOffline = false } = {}) {
  const [slots, setSlots] = useState<Slot[]>(() => initial.map((key) => ({ id: (nextSlot += 1), key })));
  const online = useOnline();
  const waitOffline = keepOffline && !online;

  const upload = async (files: File[], source: 'paste' | 'file') => {
    if (!profileId || files.length === 0) return;
    const { accepted, skipped } = sortPickedFiles(files, MAX_IMAGES_PER_ENTRY - slots.length);
    // Without a connection, a new entry's images wait on this device with it (issue 37), within a cap.
    if (waitOffline) {
      const kept = sortOfflineFiles(accepted, slots.filter((slot) => slot.key && isOfflineKey(slot.key)).length);
      saySkipped([...skipped, ...kept.skipped]);
      return setSlots((current) => [...current, ...kept.accepted.map((file) => ({ id: (nextSlot += 1), key: keepOfflineFile(file) }))]);
    }
    saySkipped(skipped);
    const reserved = accepted.map((file) => ({ file, id: (nextSlot += 1) }));
    setSlots((current) => [...current, ...reserved.map(({ id }) => ({ id, key: null }))]);
    const refused: SkippedFile[] = [];
    await Promise.all(
      reserved.map(async ({ file, id }) => {
        try {
          const key = await uploadOne(profileId, file, source);
          setSlots((current) => current.map((slot) => (slot.id === id ? { id, key } : slot)));
        } catch (error) {
          console.error('Image upload failed', file.name, error);
          refused.push({ name: file.name, reason: error instanceof Error ? error.message : UPLOAD_FAILED });
          setSlots((current) => current.filter((slot) => slot.id !== id));
        }
      }),
    );
    saySkipped(refused);
  };

  const keys = slots.flatMap((slot) => (slot.key ? [slot.key] : []));
  const uploading = slots.some((slot) => slot.key === null);
  return {
    keys,
    uploading,
    /** For the notes field: pasted images upload as 'paste'. */
    onPaste: (event: ClipboardEvent) => void upload(takePastedFiles(event), 'paste'),
    /** Everything `ImageAttachments` needs. */
    attachments: {
      keys,
      uploading,
      note: waitOffline ? OFFLINE_IMAGES_NOTE : null,
      onAdd: (files: File[]) => void upload(files, 'file'),
      onRemove: (key: string) => setSlots((current) => current.filter((slot) => slot.key !== key)),
    },
  };
}
