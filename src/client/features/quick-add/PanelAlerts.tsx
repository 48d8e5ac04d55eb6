import { useEffect, useRef } from 'react';

/** The panel's errors, said as alerts and brought into view when they change. */
export function PanelAlerts({ messages }: { messages: readonly (string | null)[] }) {
  const shown = messages.filter((text): text is string => Boolean(text));
  const box = useRef<HTMLDivElement>(null);
  const key = shown.join('\n');
  useEffect(() => {
    if (key) box.current?.scrollIntoView({ block: 'nearest' });
  }, [key]);
  if (shown.length === 0) return null;
  return (
    <div ref={box} className="mb-3 space-y-2">
      {shown.map((text) => (
        <p key={text} role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
          {text}
        </p>
      ))}
    </div>
  );
}

/** Why a viewer's tiles are off, said before they try rather than as a failed save. */
export function ViewOnlyNotice({ profile }: { profile: { name: string; sharedBy: string | null } }) {
  return (
    <p role="status" className="mb-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
      You can view {profile.name}'s journal but not add to it. Ask {profile.sharedBy ?? 'its owner'} for editor access.
    </p>
  );
}
