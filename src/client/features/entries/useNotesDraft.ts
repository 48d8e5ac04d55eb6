import { useState } from 'react';
import type { NotesDraft } from '../../../shared/domain/quick-add-flow';
import { useImageUploads } from '../images/useImageUploads';
import { entrySchemas } from './entrySchemas';

/**
 * Notes being written, with their images: what the quick-add notes step and the feed's notes
 * editor share. `problem` is the shared notes rule's sentence (too long, control characters)
 * while the notes break it; saving waits for it and for the uploads.
 */
export function useNotesDraft(profileId: string | null, initial: NotesDraft, options: { keepOffline?: boolean } = {}) {
  const [notes, setNotes] = useState(initial.notes);
  const images = useImageUploads(profileId, initial.images, options);
  // null for the moment the shared rule is still on its way: nothing to say yet, nothing to save
  const checked = entrySchemas.useModule()?.notesSchema.safeParse(notes) ?? null;
  return {
    notes,
    setNotes,
    images,
    problem: checked && !checked.success ? (checked.error.issues[0]?.message ?? null) : null,
    ready: Boolean(checked?.success) && !images.uploading,
  };
}

export type NotesDraftState = ReturnType<typeof useNotesDraft>;
