-- Every stored image and the profile it was uploaded to: serving checks access to that
-- profile, and entries may only reference images of their own profile.
create table uploaded_images (
  key text primary key,
  profile_id uuid not null references profiles (id) on delete cascade,
  uploaded_by uuid references users (id) on delete set null,
  content_type text not null,
  size integer not null check (size > 0),
  created_at timestamptz not null default now()
);
create index uploaded_images_profile_id_idx on uploaded_images (profile_id);
