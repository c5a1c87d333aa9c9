import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeId, youtubeOEmbedUrl, youtubeThumbnailUrl, youtubeWatchUrl } from '../src/index.ts';

describe('YouTube addresses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=curto', null],
    ['https://evil.example/watch?v=dQw4w9WgXcQ', null],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ', null],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ', null],
    ['não é endereço', null],
  ])('%s → %s', (href, id) => {
    expect(youtubeId(href)).toBe(id);
  });
  it('stores the watch address and loads the privacy-enhanced player', () => {
    expect(youtubeWatchUrl('dQw4w9WgXcQ')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
  it("the back office's preview: the thumbnail and the oEmbed answer of the watch address", () => {
    expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
    expect(youtubeOEmbedUrl('dQw4w9WgXcQ')).toBe(
      'https://www.youtube.com/oembed?url=https%3A%2F%2Fwww.youtube.com%2Fwatch%3Fv%3DdQw4w9WgXcQ&format=json',
    );
  });
});
