import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { FeedDocument } from '../../domain/labels/label-feed';
import type { LabelFeed } from '../../domain/labels/label-feeds';

/**
 * Reads a feed's documents from a labels directory laid out like ../shared/data/labels
 * (`<dir>/<feed folder>/…`, files exactly as published). A feed whose folder is missing yields
 * undefined: the import then keeps what the store already has for it.
 */
export async function readFeedDocuments(dir: string, feed: LabelFeed): Promise<FeedDocument[] | undefined> {
  const folder = join(dir, feed.folder);
  let files: string[];
  try {
    files = await readdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const documents: FeedDocument[] = [];
  for (const file of files.sort()) {
    const name = relative(folder, join(folder, file)).split(sep).join('/');
    const role = feed.localRole(name);
    if (role)
      documents.push({
        role,
        name: `${feed.folder}/${name}`,
        text: await readFile(join(folder, file), 'utf8'),
      });
  }
  return documents.length > 0 ? documents : undefined;
}
