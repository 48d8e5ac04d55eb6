import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { DEFAULT_PROFILE_COLOR, defaultInitial, PROFILE_COLOR_CLASSES, type ProfileColor, profileGradient } from '../../../shared/domain/profiles';
import { createProfileInput } from '../../../shared/schemas/profiles';
import { FIELD_CLASS, FIELD_ERROR_CLASS, LABEL_CLASS } from '../../ui/fieldStyles';
import { ProfileBadge } from './ProfileBadge';

export type ProfileDetails = { name: string; color: ProfileColor; initial?: string };

/** A colour class's colour word, capitalised ('Sky'): the name its swatch is read out by. */
const colorName = (color: string) => color.replace(/^bg-|-500$/g, '').replace(/^./, (first) => first.toUpperCase());

/** A profile's name, colour and initial, checked with the server's schema before `onSubmit`. */
export function ProfileForm({
  initial,
  onSubmit,
  children,
}: {
  initial?: { name: string; color: string; initial: string };
  onSubmit: (details: ProfileDetails) => void;
  /** The form's buttons and the outcome of the last submit. */
  children: ReactNode;
}) {
  const id = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [color, setColor] = useState<string>(initial?.color ?? DEFAULT_PROFILE_COLOR);
  const [letters, setLetters] = useState(initial && initial.initial !== defaultInitial(initial.name) ? initial.initial : '');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProfileInput.safeParse({ name, color, initial: letters.trim() || undefined });
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Please check the profile details.');
    setInvalid(null);
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="flex items-end gap-3">
        <ProfileBadge profile={{ color, initial: letters.trim() || defaultInitial(name) }} size="size-11 text-base" />
        <div className="flex-1 space-y-2">
          <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
            Name
          </label>
          <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} className={FIELD_CLASS} autoComplete="off" />
        </div>
        <div className="w-20 space-y-2">
          <label htmlFor={`${id}-initial`} className={LABEL_CLASS}>
            Initial
          </label>
          <input
            id={`${id}-initial`}
            value={letters}
            placeholder={defaultInitial(name)}
            onChange={(event) => setLetters(event.target.value)}
            className={FIELD_CLASS}
            autoComplete="off"
          />
        </div>
      </div>
      <fieldset>
        <legend className={`${LABEL_CLASS} mb-2`}>Colour</legend>
        <div className="flex flex-wrap gap-2">
          {PROFILE_COLOR_CLASSES.map((option) => {
            const [from, to] = profileGradient(option);
            return (
              <label key={option} className="relative cursor-pointer">
                <input
                  type="radio"
                  name={`${id}-color`}
                  value={option}
                  checked={color === option}
                  onChange={() => setColor(option)}
                  aria-label={colorName(option)}
                  className="peer absolute inset-0 cursor-pointer opacity-0"
                />
                <span
                  aria-hidden
                  className="block size-9 rounded-full ring-offset-2 peer-checked:ring-2 peer-checked:ring-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-4 peer-focus-visible:outline-teal-700"
                  style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
                />
              </label>
            );
          })}
        </div>
      </fieldset>
      {invalid && (
        <p role="alert" className={FIELD_ERROR_CLASS}>
          {invalid}
        </p>
      )}
      {children}
    </form>
  );
}
