import { describe, expect, it } from 'vitest';
import { newsAuthor, newsImagePath } from '../news-fields';

describe('newsAuthor', () => {
  it("is the creator's full name", () => {
    expect(newsAuthor('Ana García')).toBe('Ana García');
    expect(newsAuthor('  Ana García ')).toBe('Ana García');
  });

  it("falls back to 'UniVida Team' without a name", () => {
    expect(newsAuthor(null)).toBe('UniVida Team');
    expect(newsAuthor(undefined)).toBe('UniVida Team');
    expect(newsAuthor('   ')).toBe('UniVida Team');
  });
});

describe('newsImagePath', () => {
  it('is news/{timestamp}.{ext}', () => {
    expect(newsImagePath('png', 1764000000000)).toBe('news/1764000000000.png');
    expect(newsImagePath('jpg', 5)).toBe('news/5.jpg');
  });
});
