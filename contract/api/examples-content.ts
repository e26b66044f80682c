/** Example answers of the static page routes. */
import type { ContentItem } from './content';

export const contentExample: ContentItem = {
  page_uuid: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
  slug: 'terms-of-use',
  title: 'Terms of use',
  body: '<h2>Terms</h2><p>By using RegComply you agree to these terms.</p>',
  title_en: 'Terms of use',
  title_id: 'Ketentuan penggunaan',
  body_en: '<h2>Terms</h2><p>By using RegComply you agree to these terms.</p>',
  body_id: '<h2>Ketentuan</h2><p>Dengan menggunakan RegComply Anda menyetujui ketentuan ini.</p>',
  is_published: true,
  created_at: '2026-01-10T08:00:00.000Z',
  updated_at: '2026-01-12T09:30:00.000Z',
};
