import sanitizeHtml from 'sanitize-html';
import { isBlankHtml } from '../../src/rules/rich-text';

/**
 * The one place rich text written by an admin (review content, email and notification bodies) is made
 * safe before it is stored. An allowlist, not a blocklist: anything not named here is dropped.
 *
 * - No script or style: `<script>`, `<style>`, `<textarea>` and their text are discarded; no `style`
 *   attribute anywhere (a style can hide text or overlay the app's own controls).
 * - No event handlers: no `on…` attribute is on any allowlist.
 * - Links and images only over http(s) (links also mailto and tel): `javascript:`, `data:` and `vbscript:`
 *   URLs are removed, in any case or with entities inside the scheme (sanitize-html decodes before it
 *   checks).
 * - Iframes only from YouTube (youtube.com and the privacy-enhanced youtube-nocookie.com) over https: the
 *   editor embeds a review video this way; any other iframe is dropped with its attributes.
 * - A link that opens a new tab gets rel="noopener noreferrer", so the page it opens cannot reach back.
 *
 * What the editor (src/components/rich-text/) produces is all within this list, so an honest save reads
 * back as it was written.
 */
export const YOUTUBE_IFRAME_HOSTS = [
  'www.youtube.com',
  'youtube.com',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    // The editor wraps an embedded video in <div data-youtube-video>.
    div: ['data-youtube-video'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'allow', 'frameborder', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...YOUTUBE_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  // A relative image path (an upload served by this app) is kept; a relative iframe is not (above).
  transformTags: {
    a: (tagName, attribs) => {
      const next = { ...attribs };
      if (next.target !== undefined && next.target !== '_blank') delete next.target;
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.rel;
      return { tagName, attribs: next };
    },
  },
};

const TRAILING_EMPTY_PARAGRAPHS = /(?:<p>(?:\s|&nbsp;|<br \/>)*<\/p>)+$/;

/** The stored form of an admin's rich text: safe HTML, or null for nothing written. */
export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html == null) return null;
  // Empty paragraphs at the very end are the editor's (it keeps one after a heading, a list or a video
  // so the caret can go there); they are not part of what was written.
  const clean = sanitizeHtml(html, OPTIONS).trim().replace(TRAILING_EMPTY_PARAGRAPHS, '');
  return isBlankHtml(clean) ? null : clean;
}
export { isBlankHtml };
