import { trpc } from '../../lib/trpc';
import { PanelStatus } from '../../ui/PanelStatus';
import { PendingInvitations } from './PendingInvitations';
import { PersonAccess } from './PersonAccess';

/** For the owner: who can read or add to the journal, and the invitations still open. */
export function SharingPanel({ profile }: { profile: { id: string; name: string } }) {
  const overview = trpc.sharing.overview.useQuery({ profileId: profile.id });

  if (overview.isPending || overview.isError) {
    return <PanelStatus failed={overview.isError} loading="Loading who has access..." failure="Failed to load who has access." />;
  }
  const { people, invitations } = overview.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="people-heading" className="space-y-3">
        <h3 id="people-heading" className="font-semibold text-slate-900">
          People with access
        </h3>
        {people.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">
            Only you can see {profile.name}. Invite someone from the menu to share it.
          </p>
        ) : (
          <ul className="space-y-2">
            {people.map((person) => (
              <PersonAccess key={person.userId} profile={profile} person={person} />
            ))}
          </ul>
        )}
        <p className="text-xs text-slate-600">Viewers can read the journal. Editors can also add, change and delete its entries.</p>
      </section>
      <PendingInvitations profileId={profile.id} invitations={invitations} />
    </div>
  );
}
