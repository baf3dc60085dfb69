// The fields of a news item the writer does not type: its byline and its image path.
import { DEFAULT_NEWS_AUTHOR, NEWS_IMAGE_FOLDER } from '../constants';

/** The byline: the creator's full name, else 'UniVida Team' (SPEC §7). */
export function newsAuthor(fullName: string | null | undefined): string {
  return fullName?.trim() || DEFAULT_NEWS_AUTHOR;
}

/** Where a news image is stored: news/{timestamp}.{ext} (SPEC §7). */
export function newsImagePath(extension: string, now: number = Date.now()): string {
  return `${NEWS_IMAGE_FOLDER}/${now}.${extension}`;
}
