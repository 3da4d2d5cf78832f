// @vitest-environment jsdom
/**
 * Chat text against hostile input (community.md §5 "Display"): whatever a player types shows exactly as
 * typed, never as markup; only `:token:`s of a loaded pack become images, and only the names a tip or rain
 * notice carries become links. Checked with a corpus of classic injection strings and with fast-check.
 */
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MessageText } from '../../../src/app/features/chat/components/MessageText';

const EMOJI = new Map([
  ['grin', '/chat/emoji/smileys/grin.svg'],
  ['fire', '/chat/emoji/smileys/fire.svg'],
]);

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  '"><iframe src="javascript:alert(1)">',
  "';alert(String.fromCharCode(88,83,83))//",
  '<a href="javascript:alert(1)">click</a>',
  '&lt;b&gt;entity&lt;/b&gt; &amp; &#60;script&#62;',
  '<style>body{display:none}</style>',
  ':grin" onerror="alert(1):',
  '<b>:grin:</b>',
  '{{constructor.constructor("alert(1)")()}}',
  '\u202Egnp.exe',
];

function renderText(text: string, users?: { _id: string; name: string }[]) {
  const { container, unmount } = render(
    <MemoryRouter>
      <p data-testid="line">
        <MessageText text={text} emoji={EMOJI} users={users} />
      </p>
    </MemoryRouter>,
  );
  const line = container.querySelector('p')!;
  const result = {
    text: line.textContent,
    tags: [...line.querySelectorAll('*')].map((element) => element.tagName.toLowerCase()),
    images: [...line.querySelectorAll('img')].map((image) => image.getAttribute('src')),
    links: [...line.querySelectorAll('a')].map((link) => link.getAttribute('href')),
    html: line.innerHTML,
  };
  unmount();
  return result;
}

describe('chat text against hostile input', () => {
  it.each(HOSTILE.map((text) => [text]))('shows %j as typed, with no markup of its own', (text) => {
    const shown = renderText(text);
    expect(shown.tags.filter((tag) => tag !== 'img')).toEqual([]);
    expect(shown.images.every((src) => [...EMOJI.values()].includes(src!))).toBe(true);
    // Read each emoji image as its token (its alt): then the line reads exactly as typed.
    const imagesAsTokens = shown.html.replace(/<img[^>]*alt=":(\w+):"[^>]*>/g, ':$1:');
    const decoded = new DOMParser().parseFromString(imagesAsTokens, 'text/html').body.textContent;
    expect(decoded).toBe(text);
  });

  it('turns a known :token: into the pack image and leaves an unknown one as text', () => {
    const shown = renderText('<b>:grin:</b> :nope: :fire:');
    expect(shown.images).toEqual([EMOJI.get('grin'), EMOJI.get('fire')]);
    expect(shown.text).toBe('<b></b> :nope: ');
  });

  it('links only the names a notice carries, even when a name is itself hostile', () => {
    const users = [
      { _id: 'u1', name: '<img src=x onerror=alert(1)>' },
      { _id: 'u2', name: 'a.b*(c)' },
    ];
    const shown = renderText('<img src=x onerror=alert(1)> rained on a.b*(c) and abc', users);
    expect(shown.tags).toEqual(['a', 'a']);
    expect(shown.links).toEqual(['/user/u1', '/user/u2']);
    expect(shown.text).toBe('<img src=x onerror=alert(1)> rained on a.b*(c) and abc');
  });

  it('never renders an element of its own for any text (property)', () => {
    const markup = fc.constantFrom('<', '>', '"', "'", '&', '/', '=', 'script', 'img', 'on', ':', ' ');
    const hostileText = fc.array(fc.oneof(markup, fc.string({ maxLength: 4 })), { maxLength: 40 });
    fc.assert(
      fc.property(hostileText, (pieces) => {
        const text = pieces.join('').replace(/:(grin|fire):/g, '');
        const shown = renderText(text);
        return shown.tags.length === 0 && shown.text === text;
      }),
      { numRuns: 300 },
    );
  });
});
