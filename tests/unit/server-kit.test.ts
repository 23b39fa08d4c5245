import { describe, expect, it } from 'vitest';
import { auditRow, rowSnapshot } from '../../server/kit/audit';
import { containsPattern, likeEscape } from '../../server/kit/like';
import { listenAddress } from '../../server/http/listen-address';
import { firstFreeSlug, slugify, slugRoot } from '../../server/kit/slug';
import { slugify as spaSlugify, visibleText } from '../../src/rules/slug';

describe('slugify', () => {
  it('turns Vietnamese into ASCII: tones dropped, đ → d', () => {
    expect(slugify('Đường Sắt')).toBe('duong-sat');
    expect(slugify('Thành phố Hồ Chí Minh')).toBe('thanh-pho-ho-chi-minh');
    expect(slugify('Xe bán tải ĐỜI MỚI')).toBe('xe-ban-tai-doi-moi');
    expect(slugify('Ắc quy – Ổ đĩa')).toBe('ac-quy-o-dia');
  });

  it('is the same for precomposed and decomposed input', () => {
    expect(slugify('Hà Nội'.normalize('NFD'))).toBe(slugify('Hà Nội'.normalize('NFC')));
  });

  it('keeps digits, joins words with single hyphens and trims them', () => {
    expect(slugify('  Mazda CX-5 2.0 (Premium)  ')).toBe('mazda-cx-5-2-0-premium');
    expect(slugify('--')).toBe('');
  });

  it('is made from the text a reader sees: tags dropped, entities decoded', () => {
    expect(slugify('<p>Xe &amp; <b>Điện</b></p>')).toBe('xe-dien');
    expect(slugify('<h2>Giá</h2><p>xe</p>')).toBe('gia-xe');
    expect(slugify('Xe<br>Điện')).toBe('xe-dien');
    expect(slugify('<b>Xe</b>Điện')).toBe('xedien');
    expect(slugify('Xe&nbsp;Điện &#8211; &#x110;&ocirc;ng')).toBe('xe-dien-dong');
    expect(slugify('<script>alert(1)</script><style>p{}</style>Mới<!-- note -->')).toBe('moi');
    // An escaped tag is text the reader sees, not a tag.
    expect(slugify('a &lt;b&gt; c')).toBe('a-b-c');
    expect(slugify('1 < 2 & 3 > 2')).toBe('1-2-3-2');
  });

  it('transliterates scripts other than Vietnamese and Latin instead of dropping them', () => {
    expect(slugify('Москва 2026')).toBe('moskva-2026');
    expect(slugify('東京')).toBe('dongjing');
    expect(slugify('Toyota 日本 Vios')).toBe('toyota-riben-vios');
    expect(slugify('서울 자동차')).toBe('seoul-jadongcha');
    expect(slugify('Αθήνα')).toBe('athina');
    expect(slugify('ราคา รถ')).toBe('rakha-rth');
    expect(slugify('Straße Ølberg')).toBe('strasse-olberg');
    // Vietnamese keeps its own rule; a symbol or emoji is not spelled out.
    expect(slugify('Đồng Nai 😀 ★')).toBe('dong-nai');
    expect(slugRoot('日本')).toBe('riben');
  });

  it("the SPA's twin makes the same slug from HTML, and leaves other scripts to the server", () => {
    expect(spaSlugify('<p>Xe &amp; <b>Điện</b></p>')).toBe(slugify('<p>Xe &amp; <b>Điện</b></p>'));
    expect(spaSlugify('Toyota 日本 Vios')).toBe('toyota-vios');
    expect(visibleText('<p>Xe &amp; Điện</p>')).toBe(' Xe & Điện ');
    expect(visibleText('Xe & Điện')).toBe('Xe & Điện');
  });

  it('gives a name without letters or digits a root all the same', () => {
    expect(slugRoot('!!!')).toBe('item');
    expect(slugRoot('😀')).toBe('item');
    expect(slugRoot('Đỏ')).toBe('do');
  });
});

describe('firstFreeSlug', () => {
  it('takes the root when free, else the first free numbered suffix', () => {
    const taken = new Set(['duong-sat', 'duong-sat-2', 'duong-sat-4']);
    expect(firstFreeSlug('duong-sat', (s) => taken.has(s))).toBe('duong-sat-3');
    expect(firstFreeSlug('cau-giay', (s) => taken.has(s))).toBe('cau-giay');
  });
});

describe('LIKE escaping', () => {
  it('escapes the wildcards and the escape character, nothing else', () => {
    expect(likeEscape('50%')).toBe('50\\%');
    expect(likeEscape('a_b')).toBe('a\\_b');
    expect(likeEscape('c:\\x')).toBe('c:\\\\x');
    expect(likeEscape('Đỏ đô')).toBe('Đỏ đô');
  });

  it('wraps a keyword for a contains-match', () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
  });
});

describe('audit rows', () => {
  it('name the action <entity>.<verb> and leave out what does not apply', () => {
    expect(auditRow('admin-1', { entity: 'service_package', verb: 'update_status', entityId: 'p1' })).toEqual(
      {
        adminId: 'admin-1',
        action: 'service_package.update_status',
        entity: 'service_package',
        entityId: 'p1',
        before: null,
        after: null,
        // Written outside a request (a job, the seed, this test): no address.
        ip: null,
      },
    );
  });

  it('snapshot a row without its id and timestamps', () => {
    const at = new Date();
    expect(rowSnapshot({ id: 'x', name: 'Đỏ', isActive: true, createdAt: at, updatedAt: at })).toEqual({
      name: 'Đỏ',
      isActive: true,
    });
  });
});

describe('listenAddress', () => {
  it('gives the address a browser opens, with the real port, never the wildcard', () => {
    expect(listenAddress('0.0.0.0', 4000)).toBe('http://localhost:4000');
    expect(listenAddress('::', 41234)).toBe('http://localhost:41234');
    expect(listenAddress('127.0.0.1', 4000)).toBe('http://127.0.0.1:4000');
    expect(listenAddress('192.168.1.20', 8080)).toBe('http://192.168.1.20:8080');
    expect(listenAddress('fe80::1', 4000)).toBe('http://[fe80::1]:4000');
    expect(listenAddress('admin.internal', 4000)).toBe('http://admin.internal:4000');
  });
});
