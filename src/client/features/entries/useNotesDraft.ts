import { useState } from 'react';
import type { NotesDraft } from '../../../shared/domain/quick-add-flow';
import { notesSchema } from '../../../shared/schemas/entries';
import { useImageUploads } from '../images/useImageUploads';

/**
 * Notes being written, with their images: what the quick-add notes step and the feed's notes
 * editor share. `problem` is the shared notes rule's sentence (too long, control characters)
 * while the notes break it; saving waits for it and for the uploads.
 */
export function useNotesDraft(profileId: string | null, initial: NotesDraft) {
  const [notes, setNotes] = useState(initial.notes);
  const images = useImageUploads(profileId, initial.images);
  const checked = notesSchema.safeParse(notes);
  return {
    notes,
    setNotes,
    images,
    problem: checked.success ? null : (checked.error.issues[0]?.message ?? null),
    ready: checked.success && !images.uploading,
  };
}

export type NotesDraftState = ReturnType<typeof useNotesDraft>;
