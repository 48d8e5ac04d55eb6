import { useState } from 'react';
import { Modal } from '../../ui/Modal';
import { Tabs } from '../../ui/Tabs';
import { AccessLog } from '../sharing/AccessLog';
import { SharingPanel } from '../sharing/SharingPanel';
import { ProfileSettings } from './ProfileSettings';
import type { CurrentProfile } from './useCurrentProfile';

type Tab = 'details' | 'sharing' | 'log';
const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'sharing', label: 'Sharing' },
  { value: 'log', label: 'Access log' },
] as const satisfies readonly { value: Tab; label: string }[];

/** 'Manage {name}', for the owner: the profile itself, who can read it, and who did. */
export function ManageProfileModal({ profile, onClose }: { profile: CurrentProfile; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('details');
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={`Manage ${profile.name}`} width="max-w-xl">
      <Tabs label={`Manage ${profile.name}`} tabs={TABS} value={tab} onChange={setTab}>
        {tab === 'details' && <ProfileSettings profile={profile} onDeleted={onClose} />}
        {tab === 'sharing' && <SharingPanel profile={profile} />}
        {tab === 'log' && <AccessLog profileId={profile.id} />}
      </Tabs>
    </Modal>
  );
}
