import { Check } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import type { Brand } from '../../../../shared/domain/brand';
import { BRANDS } from '../../../../shared/domain/brands';
import { brandLogoUrl, brandStore, useBrand } from '../brandStore';
import './brand-style.css';

/** Spec 2.13: the 23 brand styles as radio tiles; a choice shows at once (arrow keys preview each) and is kept in this browser. */
export function BrandStyleModal({ onClose }: { onClose: () => void }) {
  const name = useId();
  const chosenId = useBrand()?.id;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title="Choose Your Brand Style"
      description="Colours for your header and background in this browser. Your journal stays just as it is."
      width="max-w-5xl"
    >
      <fieldset>
        <legend className="sr-only">Brand styles</legend>
        {/* Two columns on a phone, four on a desktop; a breakpoint class would lose to the app's own (see brand-style.css). */}
        <div className="grid gap-3" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(13rem, 38vw), 1fr))' }}>
          {BRANDS.map((brand) => (
            <BrandOption key={brand.id} brand={brand} group={name} checked={brand.id === chosenId} />
          ))}
        </div>
      </fieldset>
      <div className="mt-5 flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </Modal>
  );
}

function BrandOption({ brand, group, checked }: { brand: Brand; group: string; checked: boolean }) {
  return (
    <label
      className="relative flex cursor-pointer flex-col gap-3 rounded-2xl p-3 text-white shadow-sm hover:shadow-md has-checked:ring-2 has-checked:ring-slate-900 has-checked:ring-offset-2 has-focus-visible:outline-2 has-focus-visible:outline-offset-4 has-focus-visible:outline-teal-600 sm:flex-row sm:items-center"
      style={{ backgroundImage: `linear-gradient(135deg, ${brand.primaryColor}, ${brand.secondaryColor})` }}
    >
      <input type="radio" name={group} value={brand.id} checked={checked} onChange={() => brandStore.choose(brand)} className="sr-only" />
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/20">
        <img src={brandLogoUrl(brand)} alt="" className="size-6" />
      </span>
      <span className="min-w-0">
        {/* beside the logo (from 640 px), clear of the check mark in the corner */}
        <span className="block font-semibold sm:pr-5">{brand.name}</span>
        <span className="block text-xs leading-snug">{brand.tagline}</span>
      </span>
      {checked && (
        <span className="absolute top-2 right-2 grid size-5 place-items-center rounded-full bg-white text-slate-900">
          <Check aria-hidden className="size-3.5" strokeWidth={3} />
        </span>
      )}
    </label>
  );
}
