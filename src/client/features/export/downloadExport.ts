import { type ExportFormat, exportPath } from '../../../shared/domain/journal-export';

const FAILED = 'The export could not be downloaded. Check your connection and try again.';

/** The file name the server gave the download, from its Content-Disposition header. */
const fileNameOf = (response: Response, format: ExportFormat) =>
  /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `attune-journal.${format}`;

/**
 * Downloads a profile's export, telling `onProgress` how many bytes have arrived (the server
 * streams it, so its size is not known ahead), then hands it to the browser as a file.
 * Times are written in the account's time zone (issue 36).
 */
export async function downloadExport(profileId: string, format: ExportFormat, timeZone: string, onProgress: (bytes: number) => void): Promise<string> {
  const response = await fetch(exportPath(profileId, format, timeZone)).catch(() => {
    throw new Error(FAILED);
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new Error(body?.error?.message ?? FAILED);
  }
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    parts.push(read.value);
    received += read.value.byteLength;
    onProgress(received);
  }
  const name = fileNameOf(response, format);
  const url = URL.createObjectURL(new Blob(parts, { type: response.headers.get('content-type') ?? 'application/octet-stream' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
