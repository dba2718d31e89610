/**
 * Child process of the demo seed (server/demo/seed.ts): receives the image jobs, draws and encodes each, and sends
 * back the stored-image records and the encoded files, then exits so sharp's memory goes with it.
 */
import { storeImage } from '~/server/services/media/media';
import { MemoryMediaStore } from '~/server/services/media/media-store';
import type { StoredImage } from '~/server/services/shared/media-urls';
import { renderPng } from './demo-images';
import type { ImageJob, RenderedImages } from './seed';

/** sharp works on libuv's thread pool (4 threads by default); more renders at once only queue. */
const RENDER_CONCURRENCY = 4;

async function render(jobs: ImageJob[]): Promise<RenderedImages> {
  const media = new MemoryMediaStore();
  const stored = new Array<StoredImage>(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      stored[index] = await storeImage(media, await renderPng(jobs[index]!.svg));
    }
  };
  await Promise.all(Array.from({ length: Math.min(RENDER_CONCURRENCY, jobs.length) }, worker));
  return { stored, files: [...media.files] };
}

process.once('message', (jobs: ImageJob[]) => {
  render(jobs).then(
    (result) => process.send!(result, () => process.exit(0)),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
});
