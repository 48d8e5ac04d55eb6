import { profileGradient } from '../../../shared/domain/profiles';

/** A profile's initial on its colour's gradient (spec 3: bg-{colour}-500). */
export function ProfileBadge({ profile, size = 'size-8 text-xs' }: { profile: { initial: string; color: string }; size?: string }) {
  const [from, to] = profileGradient(profile.color);
  return (
    <span
      aria-hidden
      className={`${size} inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white`}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      {profile.initial}
    </span>
  );
}
