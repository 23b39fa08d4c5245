import { describe, expect, it } from 'vitest';
import {
  isVideoLink,
  reviewCategorySchema,
  reviewRequired,
  reviewSchema,
  SLUG_MESSAGE,
  youtubeEmbedUrl,
  youtubeId,
} from '../../src/rules/reviews';
import { slugify } from '../../src/rules/slug';

const CATEGORY = '3f8e2a1c-5b7d-4c9e-8a6f-1d2e3c4b5a69';

describe('review rules', () => {
  it('makes slugs from Vietnamese: tones dropped, đ → d', () => {
    expect(slugify('Đánh giá Đường phố: xe điện')).toBe('danh-gia-duong-pho-xe-dien');
    expect(slugify('  Ô tô   Việt  ')).toBe('o-to-viet');
  });

  it('reads a YouTube id from every link form, and nothing from other links', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ?si=x',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(youtubeId(link), link).toBe('dQw4w9WgXcQ');
    for (const link of [
      'https://www.youtube.com/watch?v=short',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
      'https://example.com/video.mp4',
      'not a link',
    ])
      expect(youtubeId(link), link).toBeNull();
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('takes YouTube links, uploaded mp4s and https video files as video links', () => {
    expect(isVideoLink('https://youtu.be/dQw4w9WgXcQ')).toBe(true);
    expect(isVideoLink('/media/2026/01/abc.mp4')).toBe(true);
    expect(isVideoLink('https://cdn.example.vn/a/clip.MP4')).toBe(true);
    expect(isVideoLink('/media/2026/01/abc.jpg')).toBe(false);
    expect(isVideoLink('http://cdn.example.vn/clip.mp4')).toBe(false);
    expect(isVideoLink('https://example.com/page')).toBe(false);
    expect(isVideoLink('https://www.youtube.com/channel/abc.mp4')).toBe(false);
    expect(isVideoLink('//evil.example/clip.mp4')).toBe(false);
  });

  it('requires the VI title, VI content and category; EN may be empty; blank HTML is no content', () => {
    const ok = reviewSchema.safeParse({ nameVi: ' Tên ', contentVi: '<p>a</p>', category: CATEGORY });
    expect(ok.success && ok.data).toMatchObject({
      nameVi: 'Tên',
      nameEn: '',
      contentEn: null,
      modelIds: [],
      isActive: true,
      slug: null,
    });
    const empty = reviewSchema.safeParse({ nameVi: '', contentVi: '<p></p>', category: '' });
    expect(empty.success).toBe(false);
    const messages = Object.fromEntries(
      (empty.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]),
    );
    expect(messages).toEqual({
      nameVi: reviewRequired('Title (VI)'),
      contentVi: reviewRequired('Content (VI)'),
      category: reviewRequired('Category'),
    });
    const slug = reviewCategorySchema.safeParse({ nameVi: 'a', nameEn: 'b', slug: 'Bad Slug' });
    expect(slug.error?.issues[0]?.message).toBe(SLUG_MESSAGE);
  });
});
