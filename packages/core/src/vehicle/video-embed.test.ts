import { describe, expect, it } from 'vitest';
import { getVideoEmbedUrl } from './video-embed.ts';

describe('getVideoEmbedUrl', () => {
  it('embeds YouTube without cookies, from any of its address forms', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(getVideoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe(embed);
    expect(getVideoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(getVideoEmbedUrl('https://youtube.com/embed/dQw4w9WgXcQ')).toBe(embed);
    expect(getVideoEmbedUrl('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
  });

  it('embeds Vimeo and refuses anything else', () => {
    expect(getVideoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(getVideoEmbedUrl('https://example.com/video.mp4')).toBeNull();
    expect(getVideoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(getVideoEmbedUrl('not a url')).toBeNull();
  });
});
