import type { createTestApp } from './app';
import { withAppOrigin } from './app';
import { makePng } from './images';

/** Uploads an image to the profile over HTTP, as the entry form does; returns the raw response. */
export function uploadImage(app: ReturnType<typeof createTestApp>['app'], profileId: string, cookie: string, bytes: Uint8Array = makePng()) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  return app.request(`/api/images?profileId=${profileId}&source=file`, withAppOrigin({ method: 'POST', body: form }, cookie));
}
