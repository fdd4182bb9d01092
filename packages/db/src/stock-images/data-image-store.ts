import { join } from 'node:path';
import { getDataDir } from '../env.ts';
import { FileImageStore } from './image-store.ts';

/** The stock photo store of this installation: `images/` in the data folder. */
export function openDataImageStore(): FileImageStore {
  return new FileImageStore(join(getDataDir(), 'images'));
}
