import { Link } from '../../lib/router';
import { brandLogoUrl, useBrand } from './brandStore';

/** The header's brand: its logo on its gradient and its name (the logo alone on a phone), a link home. */
export function BrandHomeLink() {
  const brand = useBrand();
  return (
    <Link to="/" className="flex h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-xl font-bold text-slate-900">
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-(--brand-from) to-(--brand-to) shadow-sm">
        {brand && <img src={brandLogoUrl(brand)} alt="" className="size-5" />}
      </span>
      <span className={brand ? 'max-md:sr-only' : 'sr-only'}>{brand?.name ?? 'Home'}</span>
    </Link>
  );
}
